import Foundation
import TermCollectionView

/// A layout written against the public API that misbehaves on purpose: whatever `elements` returns
/// is what the collection view gets, `contentSize` is returned as is, and `onPrepare` runs inside
/// `prepare()` (to call back into the collection view). Every call is counted.
@MainActor
final class HostileLayout: CollectionViewLayout {
    var contentSize = CGSize(width: 20, height: 10)
    var elements: (CGRect) -> [CollectionViewLayoutAttributes] = { _ in [] }
    var onPrepare: (CollectionView) -> Void = { _ in }
    private(set) var prepareCalls = 0
    private(set) var queriedRects: [CGRect] = []

    override func prepare() {
        prepareCalls += 1
        if let collectionView { onPrepare(collectionView) }
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        queriedRects.append(rect)
        return elements(rect)
    }
}

/// Attributes for the cell at (section, item) with `frame`.
func cell(_ section: Int, _ item: Int, _ frame: CGRect) -> CollectionViewLayoutAttributes {
    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
    attributes.frame = frame
    return attributes
}

/// A data source with `counts[section]` items, titling cells "s.i" and recording every index path it
/// is asked for.
@MainActor
final class RecordingDataSource: CollectionViewDataSource {
    static var alive: [RecordingDataSource] = []
    var counts: [Int]
    private(set) var requested: [IndexPath] = []
    private(set) var requestedSupplementary: [IndexPath] = []

    init(counts: [Int]) {
        self.counts = counts
        Self.alive.append(self)
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        requested.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        requestedSupplementary.append(indexPath)
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// A collection view of `size` over `layout` and a `RecordingDataSource` with `counts`.
@MainActor
func makeHostileCollectionView(
    _ layout: CollectionViewLayout, counts: [Int] = [30], size: CGSize = CGSize(width: 20, height: 6)
) -> (CollectionView, RecordingDataSource) {
    let collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
    let dataSource = RecordingDataSource(counts: counts)
    collectionView.dataSource = dataSource
    return (collectionView, dataSource)
}
