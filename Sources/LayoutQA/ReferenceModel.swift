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
    /// What each item's cell shows, by section: the model's items in order.
    var labels: [[String]] { get }
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

    static func check(_ collectionView: CollectionView, against model: ReferenceModel) -> [InvariantViolation] {
        let labels = model.labels
        var violations: [InvariantViolation] = []
        if collectionView.numberOfSections != labels.count {
            violations.append(.init(invariant: .cellsShowModel, element: "sections", method: "numberOfSections(in:)",
                                    detail: "the collection view has \(collectionView.numberOfSections), the model \(labels.count)"))
            return violations
        }
        for (section, items) in labels.enumerated() where collectionView.numberOfItems(inSection: section) != items.count {
            violations.append(.init(invariant: .cellsShowModel, element: "section \(section)", method: countMethod,
                                    detail: "the collection view has \(collectionView.numberOfItems(inSection: section)) item(s), "
                                        + "the model \(items.count)"))
        }
        guard violations.isEmpty else { return violations }
        for indexPath in collectionView.indexPathsForVisibleItems.sorted() {
            guard let cell = collectionView.cellForItem(at: indexPath) else { continue }
            guard indexPath.count == 2, labels.indices.contains(indexPath.section),
                  labels[indexPath.section].indices.contains(indexPath.item) else {
                violations.append(.init(invariant: .cellsShowModel, element: LayoutInvariants.cell(indexPath), method: cellMethod,
                                        detail: "a cell shows it, the model has no such item"))
                continue
            }
            let expected = labels[indexPath.section][indexPath.item]
            if cell.text != expected {
                violations.append(.init(invariant: .cellsShowModel, element: LayoutInvariants.cell(indexPath), method: cellMethod,
                                        detail: "shows \(cell.text.map { "\"\($0)\"" } ?? "nothing"), the model has \"\(expected)\" there"))
            }
        }
        return violations
    }
}
