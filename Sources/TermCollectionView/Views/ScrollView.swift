import Foundation
import TermCanvas

/// A view whose bounds origin is a scroll position: a minimal `UIScrollView`.
///
/// As in UIKit, `bounds.origin` *is* `contentOffset`, and setting `contentOffset` in code is not
/// clamped to the content (user scrolling — see `UserScrolling` — is). Animated offset changes run on
/// the injected `clock`; the host advances them each frame with `updateAnimations()`.
@preconcurrency @MainActor
open class ScrollView: View {
    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero
    /// Extra scrollable space around the content.
    open var contentInset: EdgeInsets = .zero
    /// Whether user scrolling may pull past the content edge (rubber band) and spring back.
    open var bounces = true
    /// Whether to bounce vertically even when the content is shorter than the view.
    open var alwaysBounceVertical = false
    /// Whether to bounce horizontally even when the content is narrower than the view.
    open var alwaysBounceHorizontal = false
    /// Whether the user may scroll.
    open var isScrollEnabled = true
    /// The clock animations run on; without one, animated changes happen at once.
    public var clock: FrameClock?

    /// The running offset animation, if any.
    public private(set) var offsetAnimation: ContentOffsetAnimation?

    /// The scroll position: the origin of `bounds`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            didScroll()
        }
    }

    /// How the safe area is added to `contentInset` to make `adjustedContentInset`: UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`, with UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `scrollableAxes`, and always vertically inside a navigation controller.
        case automatic = 0
        /// The safe area is added on the axes that scroll.
        case scrollableAxes = 1
        /// The safe area is never added.
        case never = 2
        /// The safe area is always added.
        case always = 3
    }

    /// How the safe area adjusts the content inset. Default `.automatic`, as in UIKit. Stored only:
    /// `safeAreaInsets` is always zero in a terminal, so every behavior gives the same
    /// `adjustedContentInset` — `contentInset` itself.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// The insets content is laid out within: `contentInset` plus the safe area, which is zero here,
    /// so equal to `contentInset` whatever `contentInsetAdjustmentBehavior` says.
    open var adjustedContentInset: EdgeInsets {
        let safeArea = safeAreaInsets
        return EdgeInsets(top: contentInset.top + safeArea.top, left: contentInset.left + safeArea.left,
                          bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right)
    }

    /// Sets the offset, animated on `clock` when `animated` and a clock exists.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if animated, let clock {
            offsetAnimation = ContentOffsetAnimation(from: self.contentOffset, to: contentOffset, start: clock.now)
        } else {
            offsetAnimation = nil
            self.contentOffset = contentOffset
        }
    }

    /// Stops a running offset animation where it is.
    public func stopOffsetAnimation() {
        offsetAnimation = nil
    }

    /// Advances a running offset animation to the clock's time. Returns whether one is still running.
    @discardableResult
    open func updateAnimations() -> Bool {
        guard let animation = offsetAnimation, let clock else { return false }
        contentOffset = animation.offset(at: clock.now)
        if animation.isFinished(at: clock.now) { offsetAnimation = nil }
        return offsetAnimation != nil
    }

    /// The smallest and largest offsets user scrolling may rest at: the content plus its insets,
    /// or the top-left when the content is smaller than the view.
    public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height)
        )
        return (minimum, maximum)
    }

    /// `offset` limited to the range user scrolling may rest in.
    public func clampedToContent(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x),
                       y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Called after `contentOffset` changed; subclasses relay it (CollectionView tells its delegate).
    open func didScroll() {}
}
