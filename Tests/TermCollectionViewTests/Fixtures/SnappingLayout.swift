import Foundation
import TermCollectionView

/// A layout with a fixed content size whose `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// rests on the nearest multiple of `snap` rows (ties go the velocity's way), recording every question.
@MainActor
final class SnappingLayout: CollectionViewLayout {
    var contentSize = CGSize(width: 20, height: 100)
    /// Rows between resting points; 0 returns the proposal unchanged (the base behaviour).
    var snap: CGFloat = 5
    private(set) var targetQuestions: [(proposed: CGPoint, velocity: CGPoint)] = []

    override var collectionViewContentSize: CGSize { contentSize }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        targetQuestions.append((proposedContentOffset, velocity))
        guard snap > 0 else { return proposedContentOffset }
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / snap).rounded() * snap)
    }
}

/// Records the scroll delegate calls, in order, as short strings.
@MainActor
final class RecordingScrollDelegate: CollectionViewDelegate {
    private(set) var events: [String] = []
    /// Assigned to the target in `scrollViewWillEndDragging`, when set.
    var replacementTarget: CGPoint?

    func takeEvents() -> [String] {
        defer { events = [] }
        return events
    }

    /// The events without the `didScroll` lines.
    var milestones: [String] { events.filter { !$0.hasPrefix("didScroll") } }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        events.append("didScroll \(format(scrollView.contentOffset))")
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        events.append("willBeginDragging")
    }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging v=\(format(velocity)) target=\(format(targetContentOffset.pointee))")
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging decelerate=\(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        events.append("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        events.append("didEndDecelerating \(format(scrollView.contentOffset))")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        events.append("didEndScrollingAnimation \(format(scrollView.contentOffset))")
    }

    private func format(_ point: CGPoint) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.4f", Double(value))
        }
        return "\(number(point.x)),\(number(point.y))"
    }
}
