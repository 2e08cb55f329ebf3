import Foundation
import TermCanvas

/// Where a key press becomes a `contentOffset`: applies `ScrollCommand`s to a scroll view the way a
/// finger would.
///
/// User scrolling is clamped to the content. With `bounces` on, pushing past an edge pulls the content
/// with rubber-band resistance; when no scroll command has come for `springBackDelay` seconds the
/// content springs back to the edge with an animation (run by the host's clock ticks). Programmatic
/// `contentOffset` changes are not this type's business and are never clamped.
@MainActor
public final class UserScrolling {
    /// Idle time after which an overscrolled view springs back: about the gap between key repeats.
    public static let springBackDelay = 0.25

    private unowned let scrollView: ScrollView
    private let clock: FrameClock
    /// Accumulated pull past each edge, in rows/columns of user input (negative: before the start).
    private var pull = CGPoint.zero
    private var lastScrollTime = -Double.infinity

    public init(scrollView: ScrollView, clock: FrameClock) {
        self.scrollView = scrollView
        self.clock = clock
    }

    /// Whether the view is pulled past an edge (and will spring back).
    public var isOverscrolled: Bool { pull != .zero }

    /// Whether frames are needed without input: overscrolled (waiting to spring back) or animating.
    public var needsFrames: Bool { isOverscrolled || scrollView.offsetAnimation != nil }

    /// Applies one user scroll command.
    public func perform(_ command: ScrollCommand) {
        guard scrollView.isScrollEnabled else { return }
        lastScrollTime = clock.now
        scrollView.stopOffsetAnimation()
        let range = scrollView.contentOffsetRange
        let page = pageDelta()
        switch command {
        case .lines(let rows): move(axis: .vertical, by: CGFloat(rows), range: range)
        case .columns(let columns): move(axis: .horizontal, by: CGFloat(columns), range: range)
        case .pages(let pages): move(axis: page.axis, by: page.length * CGFloat(pages), range: range)
        case .top: jump(to: page.axis == .vertical ? CGPoint(x: scrollView.contentOffset.x, y: range.min.y)
                                                 : CGPoint(x: range.min.x, y: scrollView.contentOffset.y))
        case .bottom: jump(to: page.axis == .vertical ? CGPoint(x: scrollView.contentOffset.x, y: range.max.y)
                                                    : CGPoint(x: range.max.x, y: scrollView.contentOffset.y))
        }
    }

    /// Called every frame: starts the spring-back once the user has been idle long enough.
    public func tick() {
        guard isOverscrolled, clock.now - lastScrollTime >= Self.springBackDelay else { return }
        pull = .zero
        let target = scrollView.clampedToContent(scrollView.contentOffset)
        scrollView.setContentOffset(target, animated: true)
    }

    private enum Axis { case vertical, horizontal }

    /// Pages go vertically, or horizontally when only horizontal scrolling is possible.
    private func pageDelta() -> (axis: Axis, length: CGFloat) {
        let range = scrollView.contentOffsetRange
        if range.max.y <= range.min.y && range.max.x > range.min.x {
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
