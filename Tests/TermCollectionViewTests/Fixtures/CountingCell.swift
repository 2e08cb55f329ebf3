import Foundation
import TermCollectionView

/// A cell that counts how often it is prepared for reuse and records its frame at configuration time.
final class CountingCell: CollectionViewCell {
    nonisolated(unsafe) static var created = 0
    var prepareForReuseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        CountingCell.created += 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

/// Serves `counts[section]` items per section with `CountingCell`s titled "s.i", and records the
/// delegate's display calls.
@MainActor
final class ItemsDataSource: CollectionViewDataSource, CollectionViewDelegate {
    static var alive: [ItemsDataSource] = []
    var counts: [Int]
    var frameAtDequeue: [IndexPath: CGRect] = [:]
    var willDisplay = 0
    var didEndDisplaying = 0
    var scrolls = 0
    /// Runs when a cell is about to appear (tests use it to change things mid-pass).
    var onWillDisplay: ((CollectionView, IndexPath) -> Void)?

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        frameAtDequeue[indexPath] = cell.frame
        cell.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        willDisplay += 1
        onWillDisplay?(collectionView, indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        didEndDisplaying += 1
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrolls += 1
    }
}

@MainActor
func makeListCollectionView(counts: [Int], size: CGSize = CGSize(width: 20, height: 10))
    -> (CollectionView, RecordingListLayout, ItemsDataSource)
{
    let layout = RecordingListLayout()
    let collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = ItemsDataSource(counts: counts)
    // The collection view holds its data source weakly, as UIKit does; keep it alive for the test.
    ItemsDataSource.alive.append(dataSource)
    collectionView.dataSource = dataSource
    collectionView.delegate = dataSource
    return (collectionView, layout, dataSource)
}
