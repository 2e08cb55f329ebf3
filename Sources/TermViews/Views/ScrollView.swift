import Foundation
import TermCanvas

/// A view whose bounds origin is a scroll position: a minimal `UIScrollView`.
///
/// As in UIKit, `bounds.origin` *is* `contentOffset`, and setting `contentOffset` in code is not
/// clamped to the content (user scrolling — see `UserScrolling` — is). Animated offset changes run on
/// the injected `clock`; the host advances them each frame with `updateAnimations()`. User drags,
/// their deceleration and animated changes are reported to the delegate in UIKit's order (see
/// `ScrollViewDelegate`); one offset animation runs at a time.
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
    /// Whether the horizontal indicator shows while the user scrolls (see `isShowingScrollIndicators`).
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator shows while the user scrolls (see `isShowingScrollIndicators`).
    open var showsVerticalScrollIndicator = true
    /// How far the vertical indicator's track keeps from the view's edges (UIKit's
    /// `verticalScrollIndicatorInsets`): its top and bottom shorten the track, its right moves it in.
    open var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// How far the horizontal indicator's track keeps from the view's edges (UIKit's
    /// `horizontalScrollIndicatorInsets`): its left and right shorten the track, its bottom moves it up.
    open var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    /// Both indicators' insets, as UIKit's older `scrollIndicatorInsets`: setting it sets both; reading
    /// it reads the vertical one's.
    open var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Stored only: UIKit adds the safe area to the indicators' insets when this is on, and the safe
    /// area is zero here, so there is nothing to add.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The indicators' colour (UIKit's `indicatorStyle`): `.white` draws them white, `.black` black,
    /// `.default` in the text's colour.
    open var indicatorStyle: IndicatorStyle = .default
    /// UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable { case `default` = 0, black, white }
    /// Until when (clock time) `flashScrollIndicators()` shows them.
    private var indicatorsFlashUntil = -Double.infinity

    /// Whether the scroll indicators show now, as UIKit shows them: while the user scrolls (a drag and
    /// its deceleration) and for half a second after `flashScrollIndicators()`. Drawn as a terminal
    /// scroll bar (`ScrollIndicators`).
    public var isShowingScrollIndicators: Bool {
        isDragging || isDecelerating || (clock.map { $0.now < indicatorsFlashUntil } ?? false)
    }

    /// Shows the scroll indicators for a moment (half a second on the clock), as UIKit's do.
    open func flashScrollIndicators() {
        guard let clock else { return }
        indicatorsFlashUntil = clock.now + 0.5
    }
    /// How quickly the content slows down when it settles after a user drag. Default `.normal`.
    ///
    /// Key presses and wheel notches are steps, not flings: the content never glides past where the
    /// steps left it. The rate shapes the settle from there to the drag's target (a snapping layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` or the delegate's change):
    /// UIKit's exponential deceleration, the speed multiplied by the rate each millisecond, lasting
    /// `decelerationDuration(distance:rate:)` — so `.fast` settles a 13-cell snap in ≈ 0.32 s and
    /// `.normal` in ≈ 1.6 s. A layout that does not snap leaves nothing to settle. Paging and the
    /// rubber band's spring-back do not use it (see `isPagingEnabled`, `bounces`).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a user drag comes to rest on a multiple of the bounds size along each scrolling axis.
    /// Default `false`.
    ///
    /// When a drag ends, the content rests on the page boundary next in the direction of the drag's
    /// velocity from where the steps left it (from a page at rest: the next page, UIKit's one page
    /// per swipe), or the nearest boundary when the velocity is zero, clamped to the content. As in
    /// UIKit, paging decides the target itself: a collection view's layout is not asked for a target
    /// (snapping layouts need paging off); the delegate still may change it. The page turn is the
    /// standard 0.3 s ease-out.
    open var isPagingEnabled = false
    /// Stored only: a terminal has no on-screen keyboard to dismiss.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable { case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    /// Pull to refresh (`RefreshControl`): a drag ending pulled past the top refreshes.
    open var refreshControl: RefreshControl?
    /// Whether a user drag keeps to the axis it started on. Default `false`.
    ///
    /// Every key or wheel notch moves along one axis, so a drag only ever mixes axes when keys of both
    /// are pressed within one burst; with the lock on, steps along the other axis are ignored until
    /// the drag ends (UIKit's lock keeps a finger's drag to its first direction likewise).
    open var isDirectionalLockEnabled = false
    /// Whether the user is scrolling: from the first scroll input of a burst until no input came for
    /// `UserScrolling.dragEndDelay`.
    public internal(set) var isDragging = false
    /// Whether the user has hold of the content (UIKit's `isTracking`: a finger down on it). Keys and
    /// the wheel hold it for as long as their drag lasts, so this is `isDragging` here.
    public var isTracking: Bool { isDragging }
    /// Stored only: UIKit's status-bar tap that scrolls to the top has no terminal counterpart (the
    /// `g` key scrolls to the top of any scroll view).
    open var scrollsToTop = true
    /// Stored only: a terminal's touches (clicks) never wait to see whether they start a scroll.
    open var delaysContentTouches = true
    /// Stored only: a click is never cancelled by a scroll that follows it (keys and the wheel scroll).
    open var canCancelContentTouches = true
    /// Whether the content is moving to where the last drag said it should rest (a snap, a page turn,
    /// the rubber band's spring-back).
    public internal(set) var isDecelerating = false
    /// Hears about scrolling, as UIScrollView's `delegate` does: each change of `contentOffset`,
    /// drags, deceleration and animated changes (see `ScrollViewDelegate` for the order). Held weakly,
    /// as in UIKit. A collection view's is its `CollectionViewDelegate`.
    open weak var delegate: ScrollViewDelegate?
    /// The clock animations run on; without one, animated changes happen at once.
    public var clock: FrameClock?
    /// Where the finger is (see `PanGestureRecognizer`).
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = ScrollViewPanGestureRecognizer(scrollView: self)
    /// The user's scrolling of this view once it began (see `userScrolling(lineStep:)`).
    public private(set) var activeUserScrolling: UserScrolling?

    /// The user's scrolling of this view — keys, the wheel and drags moving `contentOffset` as a
    /// finger does — which the view owns, as a UIKit scroll view owns its pan gesture: whoever hands
    /// the view a key or a notch (the controller showing it, the one whose cell holds it) scrolls it
    /// through this. `lineStep` is one column and one row of the screen in points. Nil without a
    /// clock (nothing to time a drag's end or a settle by).
    public func userScrolling(lineStep: CGSize) -> UserScrolling? {
        guard let clock else { return nil }
        if let scrolling = activeUserScrolling, scrolling.clock === clock {
            scrolling.lineStep = lineStep
            return scrolling
        }
        let scrolling = UserScrolling(scrollView: self, clock: clock)
        scrolling.lineStep = lineStep
        activeUserScrolling = scrolling
        return scrolling
    }
    /// Where the mouse last pointed in the view, from its top-left corner (not scrolled): the pan's
    /// location. Set by the app shell as the mouse moves over the view.
    public var pointerLocation: CGPoint?

    /// Problems found in what this view was given, each reported once (see `LayoutDiagnostics`).
    public let layoutDiagnostics = LayoutDiagnostics()

    /// The running offset animation, if any.
    public private(set) var offsetAnimation: ContentOffsetAnimation?
    /// Whether the last tick found an animation still running (`ScrollView+FrameTicking.swift`).
    package final var isAnimatingOnTicks = false
    /// Whether something of a subclass's besides the offset still moves without changing the content
    /// every tick (a collection view's sections scrolling sideways): set by `updateAnimations()`,
    /// it keeps the view on the clock's tickers (`ScrollView+FrameTicking.swift`).
    package final var needsTicksBesidesAnimations = false

    /// The scroll position: the origin of `bounds`. A NaN, infinite or absurd offset is refused
    /// (reported through `layoutDiagnostics`, the old offset kept): a layout asked for the elements in
    /// a NaN rectangle could not answer.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.isDrawable else { return refuse("contentOffset", value: ProblemValue.of(newValue)) }
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            if madeFrameLayoutGuide != nil { setNeedsLayout() }
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

    /// Sets the offset, animated on `clock` when `animated` and a clock exists. Stops a deceleration;
    /// an animated change tells the delegate `scrollViewDidEndScrollingAnimation` when it arrives.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        isDecelerating = false
        if animated, let clock {
            offsetAnimation = ContentOffsetAnimation(from: self.contentOffset, to: contentOffset, start: clock.now)
            startTicking(animating: true)
        } else {
            offsetAnimation = nil
            self.contentOffset = contentOffset
        }
    }

    /// Stops a running offset animation (and any deceleration) where it is.
    public func stopOffsetAnimation() {
        offsetAnimation = nil
        isDecelerating = false
    }

    /// Moves the content to where a drag said it should rest, over `duration` along `curve`, and tells
    /// the delegate `scrollViewDidEndDecelerating` on arrival (at once without a clock or duration).
    func decelerate(to target: CGPoint, duration: Double, curve: ContentOffsetAnimation.Curve) {
        isDecelerating = true
        guard let clock, duration > 0 else {
            offsetAnimation = nil
            contentOffset = target
            endDeceleration()
            return
        }
        offsetAnimation = ContentOffsetAnimation(from: contentOffset, to: target, start: clock.now,
                                                 duration: duration, curve: curve)
    }

    /// The point of the view's space shown at `point` (relative to the visible area's top-left
    /// corner): the bounds' origin plus the point; a collection view mirrored right to left mirrors it.
    open func contentPoint(forVisible point: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y)
    }

    /// Where a user's drag that proposes `proposed` comes to rest when neither the rubber band nor
    /// paging decides (see `UserScrolling`): the proposal; a collection view asks its layout.
    /// (A tcv hook for subclasses, not UIKit API.)
    open func restingOffsetAfterUserScrolling(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Whether page keys page sideways even when the content has a little vertical range too: no; a
    /// collection view whose layout scrolls horizontally says yes.
    /// (A tcv hook for subclasses, not UIKit API.)
    open var pagesSideways: Bool { false }

    /// Advances a running offset animation to the clock's time. Returns whether one is still running.
    @discardableResult
    open func updateAnimations() -> Bool {
        guard let animation = offsetAnimation, let clock else { return false }
        let finished = animation.isFinished(at: clock.now)
        if finished { offsetAnimation = nil }
        contentOffset = animation.offset(at: clock.now)
        // A delegate may have started something new from `scrollViewDidScroll`.
        if finished && offsetAnimation == nil {
            if isDecelerating {
                endDeceleration()
            } else {
                scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }
        return offsetAnimation != nil
    }

    private func endDeceleration() {
        isDecelerating = false
        scrollViewDelegate?.scrollViewDidEndDecelerating(self)
    }

    /// The delegate the scroll view reports drags, deceleration and animations to: `delegate`; a
    /// collection view reports through a tracing stand-in while its calls are observed.
    /// (A tcv hook for subclasses, not UIKit API.)
    open var scrollViewDelegate: ScrollViewDelegate? { delegate }

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

    /// The content area for Auto Layout (UIKit's `contentLayoutGuide`): its top-left is the content's,
    /// and the constraints between it and the scroll view's subviews decide its size, which becomes
    /// `contentSize` when the scroll view lays out — pin a content view's four edges to it and the
    /// content is as large as that view's constraints make it.
    public private(set) lazy var contentLayoutGuide = LayoutGuide(owningView: self, kind: .scrollContent)
    /// The scroll view's own frame for Auto Layout (UIKit's `frameLayoutGuide`): constrain a content
    /// view's width to its width for vertical-only scrolling, or pin a view to it to keep it in place
    /// while the content scrolls.
    public var frameLayoutGuide: LayoutGuide {
        if let guide = madeFrameLayoutGuide { return guide }
        let guide = LayoutGuide(owningView: self, kind: .scrollFrame)
        madeFrameLayoutGuide = guide
        return guide
    }
    /// The frame guide once something asked for it: then a scroll lays the subviews out again, so
    /// views pinned to it stay in place (UIKit lays a scroll view out on every scroll).
    private var madeFrameLayoutGuide: LayoutGuide?

    /// The smallest `zoomScale` (UIKit's `minimumZoomScale`). Default 1.
    open var minimumZoomScale: CGFloat = 1
    /// The largest `zoomScale` (UIKit's `maximumZoomScale`). Default 1: with both limits 1, as UIKit's
    /// defaults are, nothing zooms.
    open var maximumZoomScale: CGFloat = 1
    /// How much the view the delegate's `viewForZooming(in:)` names is scaled (UIKit's `zoomScale`);
    /// setting it is `setZoomScale(_:animated:)` without animation. See `ScrollView+Zooming.swift`.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var currentZoomScale: CGFloat = 1
    /// Stored only: zooming here is by code (`setZoomScale`, `zoom(to:animated:)`), which stays within
    /// the limits, so there is never a zoom past them to bounce back from.
    open var bouncesZoom = true

    /// Scales the delegate's `viewForZooming(in:)` view to `scale`, clamped to the zoom limits, and
    /// makes the content its scaled size, as UIKit's `setZoomScale(_:animated:)` does; tells the
    /// delegate `scrollViewDidZoom(_:)`. Without a view to zoom, nothing changes. The change is
    /// applied at once even when `animated` (the content offset follows the same animation rules as
    /// `setContentOffset(_:animated:)`).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        applyZoomScale(scale)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the limits
    /// allow, then scrolls it into view, as UIKit's `zoom(to:animated:)`.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomAndScroll(to: rect, animated: animated)
    }

    /// Scrolls the least that makes `rect` (in content coordinates) visible inside the content insets,
    /// as UIKit's `scrollRectToVisible(_:animated:)`; does nothing when it is visible already. A rect
    /// larger than the view shows its top-left corner.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isDrawable, let offset = offsetShowing(rect) else { return }
        setContentOffset(offset, animated: animated)
    }

    /// The scroll indicators, over the content (`ScrollIndicators`).
    override func drawAboveSubviews(in context: DrawingContext) {
        ScrollIndicators.draw(for: self, in: context, frame: context.frame, viewport: context.clip)
    }

    /// A scroll key (arrows, page keys, Home/End, vim's letters) scrolls this view when its content
    /// can move that way, as UIKit's keyboard scrolling moves the scroll view in the responder chain;
    /// any other key, or one this view cannot move for, goes on up the chain. See
    /// `ScrollView+KeyboardScrolling.swift`.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard let key = presses.first?.terminalKey, scroll(byKey: key, in: event) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    /// Called after `contentOffset` changed: tells the delegate `scrollViewDidScroll(_:)`, as
    /// UIScrollView does. (A tcv hook for subclasses, not UIKit API: a collection view traces it.)
    open func didScroll() {
        delegate?.scrollViewDidScroll(self)
    }
}
