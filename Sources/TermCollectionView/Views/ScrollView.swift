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
    /// Extra scrollable space around the content. Non-finite or absurd insets are refused (reported
    /// through `layoutDiagnostics`, the old insets kept).
    open var contentInset: EdgeInsets {
        get { storedContentInset }
        set {
            guard newValue.isDrawable else { return refuse("contentInset", value: "\(newValue)") }
            storedContentInset = newValue
        }
    }
    private var storedContentInset: EdgeInsets = .zero
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

    /// Problems found in what this view was given, each reported once (see `LayoutDiagnostics`).
    public let layoutDiagnostics = LayoutDiagnostics()

    /// The running offset animation, if any.
    public private(set) var offsetAnimation: ContentOffsetAnimation?

    /// The scroll position: the origin of `bounds`. A NaN, infinite or absurd offset is refused
    /// (reported through `layoutDiagnostics`, the old offset kept): a layout asked for the elements in
    /// a NaN rectangle could not answer.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.isDrawable else { return refuse("contentOffset", value: ProblemValue.of(newValue)) }
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            didScroll()
        }
    }

    /// The visible rectangle in content coordinates. Non-finite or absurd bounds are refused like
    /// `contentOffset`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard newValue.isDrawable else { return refuse("bounds", value: ProblemValue.of(newValue)) }
            super.bounds = newValue
        }
    }

    /// Reports a value set from code that the view keeps out: the previous value stays.
    private func refuse(_ property: String, value: String) {
        layoutDiagnostics.report(LayoutProblem(
            category: .refusedValue, source: String(describing: type(of: self)), property: property, value: value,
            message: "\(property) \(value) refused (not finite, or beyond ±2^53); the previous value is kept",
            fix: "set \(property) to finite values (look for a division by zero or an unset size)"))
    }

    /// The insets content is laid out within; equal to `contentInset` (there are no safe areas).
    open var adjustedContentInset: EdgeInsets { contentInset }

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
