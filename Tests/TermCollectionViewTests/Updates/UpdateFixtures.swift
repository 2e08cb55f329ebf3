import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// Serves named items per section ("A", "B", …) so a test can follow items through an update.
@MainActor
final class NamedItemsDataSource: CollectionViewDataSource {
    var sections: [[String]]

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = sections[indexPath.section][indexPath.item]
        return cell
    }
}

/// The list layout of the layout-pass tests, also recording the update calls, answering appearing
/// and disappearing items with a faded copy (as a flow layout does) and listing update items.
@MainActor
final class UpdateRecordingLayout: RecordingListLayout {
    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        calls.append("prepare(forCollectionViewUpdates: \(updateItems.map(describe).joined(separator: " ")))")
    }

    override func finalizeCollectionViewUpdates() {
        calls.append("finalize")
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        calls.append("targetContentOffset(\(Int(proposedContentOffset.y)))")
        return proposedContentOffset
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        calls.append("toInsert(\(elementKind))")
        return []
    }

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        calls.append("toDelete(\(elementKind))")
        return []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        calls.append("initial(\(itemIndexPath.section).\(itemIndexPath.item))")
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? CollectionViewLayoutAttributes
        attributes?.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        calls.append("final(\(itemIndexPath.section).\(itemIndexPath.item))")
        let attributes = CollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(itemIndexPath.item) * rowHeight, width: collectionView?.bounds.width ?? 0, height: rowHeight)
        attributes.alpha = 0
        return attributes
    }

    private func describe(_ item: CollectionViewUpdateItem) -> String {
        func path(_ indexPath: IndexPath?) -> String {
            guard let indexPath else { return "nil" }
            return indexPath.item == NSNotFound ? "s\(indexPath.section)" : "\(indexPath.section).\(indexPath.item)"
        }
        switch item.updateAction {
        case .insert: return "I(\(path(item.indexPathAfterUpdate)))"
        case .delete: return "D(\(path(item.indexPathBeforeUpdate)))"
        case .move: return "M(\(path(item.indexPathBeforeUpdate))→\(path(item.indexPathAfterUpdate)))"
        case .reload: return "R(\(path(item.indexPathBeforeUpdate)))"
        case .none: return "N"
        }
    }
}

/// A list collection view 20×10 (rows of 3) over named items, with a virtual clock, laid out once.
@MainActor
func makeUpdateList(_ sections: [[String]], clock: VirtualClock? = VirtualClock())
    -> (CollectionView, UpdateRecordingLayout, NamedItemsDataSource)
{
    let layout = UpdateRecordingLayout()
    let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.clock = clock
    let dataSource = NamedItemsDataSource(sections)
    NamedItemsDataSource.alive.append(dataSource)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    _ = layout.takeCalls()
    return (collectionView, layout, dataSource)
}

extension NamedItemsDataSource {
    static var alive: [NamedItemsDataSource] = []
}

extension CollectionView {
    /// The text of each drawn view, top to bottom, with its frame's minY and alpha.
    var drawnTexts: [String] {
        viewsInDrawingOrder.compactMap { entry in
            guard let cell = entry.view as? CollectionViewCell else { return nil }
            return "\(cell.text ?? "")@\(short(cell.frame.minY))a\(short(cell.alpha))"
        }
    }
}

/// Whole numbers without ".0", fractions to one decimal: the status line's number format.
func short(_ value: CGFloat) -> String {
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(format: "%.1f", Double(tenths))
}
