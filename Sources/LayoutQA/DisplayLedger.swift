import Foundation
import TermCollectionView

/// Follows `willDisplay`/`didEndDisplaying` as the collection view's call observer reports them:
/// UIKit calls `collectionView(_:didEndDisplaying:forItemAt:)` for a cell it told the delegate it
/// `willDisplay`, and only for such a cell, so per item the two alternate, and after a pass the items
/// displayed are the visible ones.
@MainActor
final class DisplayLedger {
    private var displayed = Set<ElementKey>()
    private(set) var sawDelegateCalls = false
    /// The most cells displayed at once, between willDisplay and didEndDisplaying calls: frames between
    /// checks (a step's animation) can show more cells than any checked frame.
    private(set) var peakCells = 0

    /// Starts from what `collectionView` shows now: the fuzzer starts watching after the first pass.
    func adopt(_ collectionView: CollectionView) {
        displayed = Set(collectionView.viewsInDrawingOrder.map(\.key).filter { $0.category != .decorationView })
        peakCells = max(peakCells, displayed.filter { $0.category == .cell }.count)
        sawDelegateCalls = collectionView.delegate != nil
    }

    /// The violations in `calls`, in order.
    func record(_ calls: [CollectionViewCall]) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        for call in calls {
            switch call {
            case .willDisplayCell(let indexPath):
                violations += willDisplay(ElementKey(category: .cell, kind: nil, indexPath: indexPath), method: "willDisplay")
            case .willDisplaySupplementaryView(let kind, let indexPath):
                violations += willDisplay(ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath),
                                          method: "willDisplaySupplementaryView")
            case .didEndDisplayingCell(let indexPath):
                violations += didEnd(ElementKey(category: .cell, kind: nil, indexPath: indexPath), method: "didEndDisplaying")
            case .didEndDisplayingSupplementaryView(let kind, let indexPath):
                violations += didEnd(ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath),
                                     method: "didEndDisplayingSupplementaryView")
            default:
                break
            }
        }
        return violations
    }

    /// The displayed cells against the visible ones (only once the delegate has been told anything:
    /// without a delegate there are no calls to pair).
    func compare(with collectionView: CollectionView) -> [InvariantViolation] {
        guard sawDelegateCalls, collectionView.delegate != nil, !collectionView.isAnimatingUpdates else { return [] }
        let visible = Set(collectionView.indexPathsForVisibleItems)
        let displayedCells = Set(displayed.filter { $0.category == .cell }.map(\.indexPath))
        return displayedCells.symmetricDifference(visible).sorted().map { indexPath in
            InvariantViolation(
                invariant: .displayCallsPaired, element: LayoutInvariants.cell(indexPath),
                method: visible.contains(indexPath) ? "collectionView(_:willDisplay:forItemAt:)" : "collectionView(_:didEndDisplaying:forItemAt:)",
                detail: visible.contains(indexPath) ? "visible but willDisplay was not called" : "not visible but didEndDisplaying was not called")
        }
    }

    private func willDisplay(_ key: ElementKey, method: String) -> [InvariantViolation] {
        sawDelegateCalls = true
        defer { peakCells = max(peakCells, displayed.filter { $0.category == .cell }.count) }
        guard displayed.insert(key).inserted else {
            return [InvariantViolation(invariant: .displayCallsPaired, element: key.description, method: method,
                                       detail: "called twice without didEndDisplaying between")]
        }
        return []
    }

    private func didEnd(_ key: ElementKey, method: String) -> [InvariantViolation] {
        sawDelegateCalls = true
        guard displayed.remove(key) != nil else {
            return [InvariantViolation(invariant: .displayCallsPaired, element: key.description, method: method,
                                       detail: "called for an element not displayed")]
        }
        return []
    }
}
