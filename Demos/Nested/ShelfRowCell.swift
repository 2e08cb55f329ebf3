import Foundation
import TermCollectionView

/// A row of the shelves: a title, and under it a horizontal collection view of cards, built from
/// subviews as a UIKit cell is (so it draws no box of its own). The row's collection view is the
/// cell's for life; the controller gives it the row's cards and scroll position as the cell is reused.
final class ShelfRowCell: CollectionViewCell {
    static let identifier = "ShelfRow"
    static let cardIdentifier = "Card"

    let titleLabel = Label()
    let cards: CollectionView
    /// Which row the cell shows, for the cards' data source.
    var row = 0

    override init(frame: CGRect) {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 12, height: 3)
        layout.minimumLineSpacing = 1
        layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        cards = CollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(frame: frame)
        cards.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cardIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(cards)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        titleLabel.frame = CGRect(x: 1, y: 0, width: max(0, bounds.width - 2), height: 1)
        cards.frame = CGRect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
    }
}
