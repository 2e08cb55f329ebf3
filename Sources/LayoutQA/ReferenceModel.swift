import Foundation
import TermCanvas
import TermCollectionView

/// A plain model of a screen's data that the fuzzer updates alongside the screen: for each key that
/// changes the data (the screen's own update keys), the same change on sections of item identities.
/// After every step the fuzzer checks that the cells show the model's items (`ModelInvariants`).
@MainActor
public protocol ReferenceModel: AnyObject {
    /// The keys that change the data, which sessions press.
    var updateKeys: [Key] { get }
    /// The model's number of sections.
    var numberOfSections: Int { get }
    /// The model's number of items in `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// What the cell of the item at `indexPath` shows (an index path the model has).
    func label(at indexPath: IndexPath) -> String
    /// Follows `key` pressed while `focused` was the focused item (the selected one, else the first
    /// visible one, as the screen decides).
    func press(_ key: Key, focused: IndexPath?)
}

/// "The cells show the model's items": after updates (and while they animate), the collection view's
/// counts are the model's, and every visible cell shows the model's item at its index path — a cell
/// left with the content of the item that was there before an insert, delete or move is stale.
@MainActor
enum ModelInvariants {
    static let countMethod = "collectionView(_:numberOfItemsInSection:)"
    static let cellMethod = "collectionView(_:cellForItemAt:)"

    /// The counts of every section (sections are few; items are never walked), then the visible cells.
    static func check(_ collectionView: CollectionView, against model: ReferenceModel) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        if collectionView.numberOfSections != model.numberOfSections {
            violations.append(.init(invariant: .cellsShowModel, element: "sections", method: "numberOfSections(in:)",
                                    detail: "the collection view has \(collectionView.numberOfSections), the model \(model.numberOfSections)"))
            return violations
        }
        for section in 0..<model.numberOfSections where collectionView.numberOfItems(inSection: section) != model.numberOfItems(inSection: section) {
            violations.append(.init(invariant: .cellsShowModel, element: "section \(section)", method: countMethod,
                                    detail: "the collection view has \(collectionView.numberOfItems(inSection: section)) item(s), "
                                        + "the model \(model.numberOfItems(inSection: section))"))
        }
        guard violations.isEmpty else { return violations }
        for indexPath in collectionView.indexPathsForVisibleItems.sorted() {
            guard let cell = collectionView.cellForItem(at: indexPath) else { continue }
            guard indexPath.count == 2, (0..<model.numberOfSections).contains(indexPath.section),
                  (0..<model.numberOfItems(inSection: indexPath.section)).contains(indexPath.item) else {
                violations.append(.init(invariant: .cellsShowModel, element: LayoutInvariants.cell(indexPath), method: cellMethod,
                                        detail: "a cell shows it, the model has no such item"))
                continue
            }
            let expected = model.label(at: indexPath)
            if cell.text != expected {
                violations.append(.init(invariant: .cellsShowModel, element: LayoutInvariants.cell(indexPath), method: cellMethod,
                                        detail: "shows \(cell.text.map { "\"\($0)\"" } ?? "nothing"), the model has \"\(expected)\" there"))
            }
        }
        return violations
    }
}
