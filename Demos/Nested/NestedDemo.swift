import Foundation
import TermApp
import TermCanvas
import TermCollectionView

extension Demo {
    /// Collection views in cells: a vertical list of horizontally scrolling rows.
    public static let nested = Demo(
        name: "nested",
        summary: "Nested collection views: a list of shelves, each a horizontal collection view in a cell; h/l or the sideways wheel scroll a shelf, a click picks a card"
    ) {
        NestedViewController(collectionViewLayout: CollectionViewFlowLayout())
    }
}

/// The shelves screen, written as apps wrote it before compositional layouts: the list's cells hold
/// horizontal collection views whose data source is the controller (one per row, told apart by the
/// cell's `row`), and the rows' scroll positions are kept by row as cells are reused — in
/// `didEndDisplaying`, given back in `cellForItemAt`.
final class NestedViewController: CollectionViewController {
    static let shelves = ["Recently added", "Jazz", "Classical", "Film scores", "Podcasts", "Audiobooks",
                          "Ambient", "Folk", "Live albums", "Field recordings", "Children", "Choirs"]
    private let cardSource = ShelfCardsDataSource()
    /// Each row's scroll position, kept while its cell is reused for another row.
    private var offsets: [Int: CGPoint] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "nested"
        collectionView.allowsFocus = true
        collectionView.register(ShelfRowCell.self, forCellWithReuseIdentifier: ShelfRowCell.identifier)
        cardSource.onSelect = { [unowned self] row, item in
            statusMessage = "\(Self.shelves[row]): card \(row + 1).\(item + 1)"
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? CollectionViewFlowLayout else { return }
        let size = CGSize(width: collectionView.bounds.width, height: 4)
        if layout.itemSize != size {
            layout.itemSize = size
            layout.minimumLineSpacing = 1
        }
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.shelves.count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ShelfRowCell.identifier, for: indexPath)
        guard let row = cell as? ShelfRowCell else { return cell }
        row.row = indexPath.item
        row.titleLabel.text = "\(Self.shelves[indexPath.item]) · \(ShelfCardsDataSource.count(inRow: indexPath.item)) items"
        row.cards.dataSource = cardSource
        row.cards.delegate = cardSource
        row.cards.reloadData()
        row.cards.contentOffset = offsets[indexPath.item] ?? .zero
        return row
    }

    override func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let row = cell as? ShelfRowCell else { return }
        offsets[indexPath.item] = row.cards.contentOffset
    }
}

/// The cards of every shelf: row r has 8 + 3r cards; a chosen card is reported to `onSelect`.
@MainActor
final class ShelfCardsDataSource: CollectionViewDataSource, CollectionViewDelegate {
    /// Told the row and the card the user chose.
    var onSelect: ((_ row: Int, _ item: Int) -> Void)?

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(row(of: collectionView), indexPath.item)
    }

    static func count(inRow row: Int) -> Int { 8 + 3 * row }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.count(inRow: row(of: collectionView))
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ShelfRowCell.cardIdentifier, for: indexPath)
        cell.text = "\(row(of: collectionView) + 1).\(indexPath.item + 1)"
        return cell
    }

    /// The row a shelf's collection view shows: its cell's.
    private func row(of collectionView: CollectionView) -> Int {
        var view = collectionView.superview
        while let current = view, !(current is ShelfRowCell) { view = current.superview }
        return (view as? ShelfRowCell)?.row ?? 0
    }
}
