import Foundation
import TermCollectionView

/// What UIKit keeps about selection through scrolling and updates: `indexPathsForSelectedItems`
/// names items the data has ("an array of index paths, each of which corresponds to a single
/// selected item"), updates move a selected item's index path with it, and a cell the collection view
/// shows for a selected item has `isSelected` set (the collection view "manages the selected state"
/// of its cells; `UICollectionViewCell.isSelected` documentation: "you typically do not set the value of
/// this property directly"), and for no other item.
@MainActor
public enum SelectionInvariants {
    static let selectedMethod = "indexPathsForSelectedItems"

    /// The violations of the selection invariants on `collectionView` as it is now.
    public static func check(_ collectionView: CollectionView) -> [InvariantViolation] {
        let selected = collectionView.indexPathsForSelectedItems ?? []
        var violations: [InvariantViolation] = []
        var seen = Set<IndexPath>()
        for indexPath in selected {
            let element = LayoutInvariants.cell(indexPath)
            if !seen.insert(indexPath).inserted {
                violations.append(.init(invariant: .selectionConsistent, element: element, method: selectedMethod, detail: "listed twice"))
            }
            if !isItem(indexPath, in: collectionView) {
                violations.append(.init(invariant: .selectionConsistent, element: element, method: selectedMethod,
                                        detail: "selected, but the data source has \(LayoutInvariants.counts(of: collectionView))"))
            }
        }
        for indexPath in collectionView.indexPathsForVisibleItems.sorted() {
            guard let cell = collectionView.cellForItem(at: indexPath), cell.isSelected != seen.contains(indexPath) else { continue }
            violations.append(.init(invariant: .selectionConsistent, element: LayoutInvariants.cell(indexPath), method: "isSelected",
                                    detail: cell.isSelected ? "the cell says selected, indexPathsForSelectedItems does not list it"
                                        : "selected, but its visible cell's isSelected is false"))
        }
        return violations
    }

    private static func isItem(_ indexPath: IndexPath, in collectionView: CollectionView) -> Bool {
        indexPath.count == 2 && (0..<collectionView.numberOfSections).contains(indexPath.section)
            && (0..<collectionView.numberOfItems(inSection: indexPath.section)).contains(indexPath.item)
    }
}
