import Foundation
import TermApp
import TermCollectionView

/// A one-column list (rows 2 high, full width) with one planted bug, for the fuzzer to find. Each bug
/// shows only near the end of the list, so the fuzzer has to scroll there and the shrunk script is
/// the way to the end.
@MainActor
final class PlantedBugLayout: CollectionViewLayout {
    enum Bug: String, CaseIterable {
        /// The rect query leaves out the last item.
        case dropsLastItem
        /// `layoutAttributesForItem(at:)` puts items from 20 on one column to the right.
        case itemQueryDisagrees
        /// The rect query hands out an item past the data when the rect reaches the end.
        case indexPathPastData
        /// `prepare()` takes 150 ms once the view is wider than 100 columns.
        case slowPrepareWhenWide
        /// The rect query forgets item 137 of a 200-item list: far from both ends.
        case dropsOneMiddleItem
        /// No bug: the fuzzer must find nothing.
        case none
    }

    let bug: Bug
    static let rowHeight: CGFloat = 2
    private var cache: [CollectionViewLayoutAttributes] = []

    init(bug: Bug) {
        self.bug = bug
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("not made from an archive")
    }

    override func prepare() {
        guard let collectionView else { return }
        if bug == .slowPrepareWhenWide && collectionView.bounds.width > 100 { Thread.sleep(forTimeInterval: 0.15) }
        let count = collectionView.numberOfItems(inSection: 0)
        cache = (0..<count).map { attributes(item: $0, width: collectionView.bounds.width) }
    }

    private func attributes(item: Int, width: CGFloat) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: 0, y: CGFloat(item) * Self.rowHeight, width: width, height: Self.rowHeight)
        return attributes
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * Self.rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result = cache.filter { $0.frame.intersects(rect) }
        switch bug {
        case .dropsLastItem:
            result.removeAll { $0.indexPath.item == cache.count - 1 }
        case .dropsOneMiddleItem:
            result.removeAll { $0.indexPath.item == 137 }
        case .indexPathPastData where rect.maxY >= collectionViewContentSize.height:
            result.append(attributes(item: cache.count, width: collectionViewContentSize.width))
        default:
            break
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let cached = cache.first(where: { $0.indexPath == indexPath }) else { return nil }
        guard bug == .itemQueryDisagrees, indexPath.item >= 20 else { return cached }
        let moved = cached.copy() as! CollectionViewLayoutAttributes
        moved.frame.origin.x += 1
        return moved
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}

/// Sixty items of the planted-bug layout, with a delegate (the controller), so display calls are traced.
@MainActor
final class PlantedBugViewController: CollectionViewController {
    static let items = 60

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        (collectionView.collectionViewLayout as? PlantedBugLayout)?.bug == .dropsOneMiddleItem ? 200 : Self.items
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}
