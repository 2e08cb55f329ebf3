import Foundation
import TermCanvas

/// Where a key press becomes a `contentOffset`: applies `ScrollCommand`s to a scroll view the way a
/// finger would.
///
/// A burst of scroll input — keys, a page key, wheel notches — is one user drag. Its first input tells
/// the delegate `scrollViewWillBeginDragging`; each step moves the content at once (steps are not
/// flings, so the content never glides on past where they left it). When no input came for
/// `dragEndDelay`, the drag ends in UIKit's order: the target is the clamped offset the steps reached,
/// or with `isPagingEnabled` the page boundary in the velocity's direction, or for a collection view
/// what its layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` makes of
/// it; then `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (the delegate may move
/// the target), `scrollViewDidEndDragging(_:willDecelerate:)`, and when the target is elsewhere
/// `scrollViewWillBeginDecelerating`, a settle animation (see `ScrollView.decelerationRate`) and
/// `scrollViewDidEndDecelerating`.
///
/// User scrolling is clamped to the content. With `bounces` on, pushing past an edge pulls the content
/// with rubber-band resistance; a drag that ends pulled rests on that edge: the layout is not asked
/// (UIKit bounces back before any snapping), and once no scroll command has come for
/// `springBackDelay` the content springs back as the drag's deceleration. Only one offset animation
/// runs at a time. Programmatic `contentOffset` changes are not this type's business and are never
/// clamped.
@MainActor
public final class UserScrolling {
    /// Idle time after which an overscrolled view springs back: about the gap between key repeats.
    public static let springBackDelay = 0.25
    /// Idle time after which a burst of scroll input counts as a finished drag: longer than a key's
    /// auto-repeat interval (~30 ms) and a wheel's notches, shorter than a deliberate pause.
    public static let dragEndDelay = 0.15
    /// UIKit's page turn and scroll animations take about a third of a second.
    static let pageTurnDuration = ContentOffsetAnimation.defaultDuration

    private unowned let scrollView: ScrollView
    let clock: FrameClock
    /// The points one column (`width`) and one row (`height`) of user input move: the window's
    /// `ScreenScale`, so a row key moves the content by one row on screen. One point by default.
    public var lineStep = CGSize(width: 1, height: 1)
    /// Accumulated pull past each edge, in points of user input (negative: before the start).
    private var pull = CGPoint.zero
    private var lastScrollTime = -Double.infinity
    /// The drag in progress, if any.
    private var drag: UserDrag?

    /// Scrolling for `scrollView`, timed by `clock` (the drag-end and spring-back delays, the settle animations).
    public init(scrollView: ScrollView, clock: FrameClock) {
        self.scrollView = scrollView
        self.clock = clock
    }

    /// Whether the view is pulled past an edge (and will spring back).
    public var isOverscrolled: Bool { pull != .zero }

    /// Whether frames are needed without input: a drag waiting to end, overscrolled (waiting to spring
    /// back) or animating.
    public var needsFrames: Bool { drag != nil || isOverscrolled || scrollView.offsetAnimation != nil }

    /// When `tick` next has something to do while no offset animation runs: the end of the drag
    /// (`dragEndDelay` after its last input) or else the spring-back (`springBackDelay` after the
    /// last scroll); nil when neither is pending. A run loop can sleep until then instead of ticking
    /// every frame.
    public var nextTimerTime: Double? {
        if let drag { return drag.lastInputTime + Self.dragEndDelay }
        if isOverscrolled { return lastScrollTime + Self.springBackDelay }
        return nil
    }

    /// Applies one user scroll command, beginning a drag if none is under way.
    public func perform(_ command: ScrollCommand) {
        guard scrollView.isScrollEnabled else { return }
        lastScrollTime = clock.now
        // A new touch stops whatever the content was doing, as a finger on a moving scroll view does.
        scrollView.stopOffsetAnimation()
        if drag == nil { beginDrag() }
        drag?.lastInputTime = clock.now
        let page = pageDelta()
        let axis = self.axis(of: command, pageAxis: page.axis)
        if scrollView.isDirectionalLockEnabled, let locked = drag?.axis, locked != axis { return }
        if drag?.axis == nil { drag?.axis = axis }
        let range = scrollView.contentOffsetRange
        switch command {
        case .lines(let rows): move(axis: .vertical, by: CGFloat(rows) * lineStep.height, range: range)
        case .columns(let columns): move(axis: .horizontal, by: CGFloat(columns) * lineStep.width, range: range)
        case .pages(let pages): move(axis: page.axis, by: page.length * CGFloat(pages), range: range)
        case .top: jump(to: page.axis == .vertical ? CGPoint(x: scrollView.contentOffset.x, y: range.min.y)
                                                 : CGPoint(x: range.min.x, y: scrollView.contentOffset.y))
        case .bottom: jump(to: page.axis == .vertical ? CGPoint(x: scrollView.contentOffset.x, y: range.max.y)
                                                    : CGPoint(x: range.max.x, y: scrollView.contentOffset.y))
        }
    }

    /// Called every frame: ends a drag once the input paused for `dragEndDelay`, and starts the
    /// spring-back once the user has been idle for `springBackDelay`.
    public func tick() {
        if let drag, clock.now - drag.lastInputTime >= Self.dragEndDelay {
            endDrag(drag)
        }
        guard drag == nil, isOverscrolled, clock.now - lastScrollTime >= Self.springBackDelay else { return }
        pull = .zero
        let target = scrollView.clampedToContent(scrollView.contentOffset)
        scrollView.decelerate(to: target, duration: ContentOffsetAnimation.defaultDuration, curve: .easeOut)
    }

    private typealias Axis = UserDrag.Axis

    private func beginDrag() {
        scrollView.scrollViewDelegate?.scrollViewWillBeginDragging(scrollView)
        scrollView.isDragging = true
        drag = UserDrag(startOffset: scrollView.contentOffset, time: clock.now)
    }

    private func endDrag(_ ended: UserDrag) {
        drag = nil
        scrollView.isDragging = false
        // UIKit's refresh control begins when the finger lifts with the content pulled far enough down.
        if let refreshControl = scrollView.refreshControl,
           scrollView.adjustedContentInset.top * -1 - scrollView.contentOffset.y >= RefreshControl.triggerRows * lineStep.height {
            refreshControl.refreshFromPull()
        }
        let velocity = ended.velocity(endingAt: scrollView.contentOffset)
        let edge = scrollView.clampedToContent(scrollView.contentOffset)
        var target = restingOffset(proposed: edge, velocity: velocity)
        withUnsafeMutablePointer(to: &target) { pointer in
            scrollView.scrollViewDelegate?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: pointer)
        }
        let willDecelerate = target != scrollView.contentOffset
        scrollView.scrollViewDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        scrollView.scrollViewDelegate?.scrollViewWillBeginDecelerating(scrollView)
        if isOverscrolled && target == edge {
            // The rubber band's spring-back (in `tick`) is this drag's deceleration.
            scrollView.isDecelerating = true
            return
        }
        pull = .zero
        if scrollView.isPagingEnabled {
            scrollView.decelerate(to: target, duration: Self.pageTurnDuration, curve: .easeOut)
        } else {
            let distance = hypot(target.x - scrollView.contentOffset.x, target.y - scrollView.contentOffset.y)
            let rate = scrollView.decelerationRate
            scrollView.decelerate(to: target, duration: ScrollView.decelerationDuration(distance: distance, rate: rate),
                                  curve: .deceleration(rate: rate.rawValue))
        }
    }

    /// Where the drag should rest before the delegate has its say: the edge when pulled past it, a
    /// page boundary when paging, otherwise the proposal as a collection view's layout adjusts it.
    private func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        if isOverscrolled { return proposed }
        if scrollView.isPagingEnabled {
            return PagingTarget.offset(from: scrollView.contentOffset, velocity: velocity,
                                       pageSize: scrollView.bounds.size, range: scrollView.contentOffsetRange)
        }
        return scrollView.restingOffsetAfterUserScrolling(proposed: proposed, velocity: velocity)
    }

    private func axis(of command: ScrollCommand, pageAxis: Axis) -> Axis {
        switch command {
        case .lines: return .vertical
        case .columns: return .horizontal
        case .pages, .top, .bottom: return pageAxis
        }
    }

    /// Pages go along the scroll axis: horizontally for a collection view whose layout scrolls
    /// horizontally (a horizontal flow layout, even with a sliver of vertical range) or when only
    /// horizontal scrolling is possible; vertically otherwise.
    private func pageDelta() -> (axis: Axis, length: CGFloat) {
        let range = scrollView.contentOffsetRange
        let onlyHorizontal = range.max.y <= range.min.y && range.max.x > range.min.x
        if onlyHorizontal || scrollView.pagesSideways {
            return (.horizontal, max(1, scrollView.bounds.width))
        }
        return (.vertical, max(1, scrollView.bounds.height))
    }

    private func jump(to offset: CGPoint) {
        pull = .zero
        scrollView.contentOffset = offset
    }

    private func move(axis: Axis, by delta: CGFloat, range: (min: CGPoint, max: CGPoint)) {
        let isVertical = axis == .vertical
        let low = isVertical ? range.min.y : range.min.x
        let high = isVertical ? range.max.y : range.max.x
        var currentPull = isVertical ? pull.y : pull.x
        var position = isVertical ? scrollView.contentOffset.y : scrollView.contentOffset.x

        if currentPull != 0 {
            // Moving while pulled first gives back the pull; what is left scrolls the content.
            let edge = currentPull < 0 ? low : high
            let remaining = currentPull + delta
            if remaining == 0 || (remaining < 0) != (currentPull < 0) {
                currentPull = 0
                position = min(max(edge + remaining, low), high)
            } else {
                currentPull = remaining
            }
        } else {
            position += delta
            if position < low || position > high {
                let excess = position < low ? position - low : position - high
                position = excess < 0 ? low : high
                currentPull = canBounce(axis) ? excess : 0
            }
        }
        if currentPull != 0 {
            let dimension = isVertical ? scrollView.bounds.height : scrollView.bounds.width
            let stretch = RubberBand.offset(forPull: abs(currentPull), dimension: dimension)
            position = currentPull < 0 ? low - stretch : high + stretch
        }
        if isVertical {
            pull.y = currentPull
            scrollView.contentOffset.y = position
        } else {
            pull.x = currentPull
            scrollView.contentOffset.x = position
        }
    }

    private func canBounce(_ axis: Axis) -> Bool {
        guard scrollView.bounces else { return false }
        let range = scrollView.contentOffsetRange
        switch axis {
        case .vertical: return range.max.y > range.min.y || scrollView.alwaysBounceVertical
        case .horizontal: return range.max.x > range.min.x || scrollView.alwaysBounceHorizontal
        }
    }

}
