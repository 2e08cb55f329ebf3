import Foundation
import TermCanvas

/// The base of everything drawn on screen: a minimal `UIView`.
///
/// Geometry follows UIKit: `center`, `bounds` and `transform` are stored; `frame` is derived (the
/// bounding box of the transformed bounds about `center`). Views draw into a cell grid through
/// `draw(in:)`, which subclasses override for custom content.
@preconcurrency @MainActor
open class View: Responder {
    /// The view's center in its superview's coordinates: the layer's `position`, where its
    /// `anchorPoint` sits (the middle of the bounds unless the anchor point was moved).
    open var center: CGPoint = .zero {
        didSet { geometryChanges &+= 1 }
    }
    /// The layer's `anchorPoint`, kept on the view so that `frame` reads it without the layer.
    var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { geometryChanges &+= 1 }
    }
    /// The view's own coordinate space; its size is the untransformed size. A new size resizes the
    /// subviews by their `autoresizingMask` and marks the view as needing layout, as UIKit does.
    open var bounds: CGRect = .zero {
        didSet {
            geometryChanges &+= 1
            if bounds.size != oldValue.size { boundsSizeDidChange(from: oldValue.size) }
        }
    }
    /// Counts the sets of what a layout pass places a view with (`center`, `bounds`, the transforms,
    /// `alpha`): a pass need not place a view again with the same attributes while this reads what
    /// it read right after the pass placed it.
    package final var geometryChanges: UInt = 0

    /// The view that holds this one (UIKit's `superview`); set by `addSubview(_:)`, nil once the
    /// superview is freed. Held `unowned`, where UIKit's is `weak`: a weak reference gives the
    /// superview (every cell, through its `contentView`) a side table, which sends each retain and
    /// release of it — many per visible cell per frame — down the runtime's slow path. A view clears
    /// its subviews' `superview` when it is freed (see `deinit`), so the reference never dangles.
    public internal(set) unowned(safe) var superview: View?
    /// The collection view showing this view as a cell or supplementary view (it draws them itself,
    /// outside `subviews`): `convert(_:to:)` goes through it as through a superview.
    package weak var displayParent: View?
    /// The view controller whose root view this is (UIKit's private `_viewDelegate`): the view's
    /// next responder. Set by the controller when its view is set.
    package weak var viewDelegate: Responder?

    /// UIKit's answer: the view controller whose view this is, else the superview (a cell's: the
    /// collection view showing it).
    open override var next: Responder? { viewDelegate ?? superview ?? displayParent }

    /// The view is about to move to `newSuperview` (nil: it is about to be removed): UIKit's
    /// `willMove(toSuperview:)`, called by `addSubview(_:)`, the `insertSubview` methods and
    /// `removeFromSuperview()`. Does nothing by default.
    open func willMove(toSuperview newSuperview: View?) {}

    /// The view entered a window or left it (`window` tells which): UIKit's `didMoveToWindow()`,
    /// called when the view tree holding it comes on screen or leaves it, and when it is added to or
    /// removed from a tree on screen — after `didMoveToSuperview()` when added, before it when
    /// removed, as UIKit orders them (`View+WindowMembership.swift`). Does nothing by default.
    /// (UIKit's `willMove(toWindow:)` is not simulated: a window is not a view here.)
    open func didMoveToWindow() {}

    /// Whether the view is in a tree the window shows (see `didMoveToWindow()`).
    package final var isInWindow = false

    /// The view moved to a new superview, or was removed (`superview` is nil then): UIKit's
    /// `didMoveToSuperview()`. Does nothing by default.
    open func didMoveToSuperview() {}

    /// `subview` was added to this view (UIKit's `didAddSubview(_:)`, after the subview's
    /// `didMoveToSuperview()`). Does nothing by default.
    open func didAddSubview(_ subview: View) {}

    /// `subview` is about to be removed from this view, or moved to another (UIKit's
    /// `willRemoveSubview(_:)`, before the removal). Does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    /// The farthest descendant of this view that contains `point` (this view's coordinates), or
    /// itself, or nil: UIKit's `hitTest(_:with:)`, the way a click finds the view it is for. As UIKit
    /// documents, a view that is hidden, has `isUserInteractionEnabled` off or an `alpha` below 0.01
    /// is skipped with its subtree, as is one whose `point(inside:with:)` says no (so a subview
    /// outside its superview's bounds is never hit); subviews are tried front to back. Override it
    /// to pass clicks through a view or to hand them to another. See `View+HitTesting.swift`.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        hitTestSubviews(point, with: event)
    }

    /// Whether `point` (this view's coordinates) is inside the view: UIKit's
    /// `point(inside:with:)`, by default whether `bounds` contains it. Override it to widen or narrow
    /// the area that takes clicks.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The view's content view, when it has one of its own (a cell's): the view draws it itself,
    /// between its background layers, and its size constraints count as the view's when fitting.
    /// Set by such a view when it makes its content view (a cell, in its initialiser). Strong: the
    /// content view is a subview anyway, and a strong read costs no weak load on every draw.
    package var ownContentView: View?
    /// The accessibility properties (`View+Accessibility.swift`), stored only; made when first set,
    /// so the views that never set one (most cells' subviews) stay small.
    var accessibilityStorage: AccessibilityProperties?
    /// The views this one holds, back to front (UIKit's `subviews`); see `View+Hierarchy.swift`.
    /// (Final, so the layers above read it directly rather than through a getter call, every frame.)
    public internal(set) final var subviews: [View] = [] {
        didSet { View.hierarchyGeneration &+= 1 }
    }
    /// Counts every change of any view's `subviews`: what was found by walking a tree (a controller's
    /// driven collection view) stays valid while it is unchanged.
    package static var hierarchyGeneration: UInt = 0
    /// How the view follows its superview's size changes (UIKit's `autoresizingMask`). Default none.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether a new size resizes the subviews by their `autoresizingMask`. Default `true`, as in UIKit.
    open var autoresizesSubviews = true
    /// Whether the view is placed by its frame and `autoresizingMask` (`true`, the default) or by Auto
    /// Layout constraints (`false`): the superview's `layoutSubviews()` then solves its constraints
    /// (see `View+AutoLayout.swift` for the subset solved).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { superview?.setNeedsLayout() }
    }
    /// The view's layer: its geometry is the view's (`position` is `center`, `transform` is
    /// `transform3D`), its border and corner radius are drawn (see `CALayer`).
    public private(set) lazy var layer = CALayer(owningView: self)
    /// The colour of tinted content (an image view's symbol). Stored, and drawn by `ImageView`.
    open var tintColor: Color?
    /// Whether subviews are clipped to the view. Stored only: a terminal view draws its subviews
    /// clipped to the collection view element (or screen) they belong to, whatever this says.
    open var clipsToBounds = false
    /// Whether `layoutSubviews()` must run before the view is next drawn.
    var viewNeedsLayout = true
    /// Constraints naming this view as an item, active or not (UIKit keeps them in the engine).
    var attachedConstraints: [LayoutConstraint] = []
    /// The bounds inset by `layoutMargins`, to constrain content to the margins (one object per view,
    /// as in UIKit: constraints hold their items weakly).
    public private(set) lazy var layoutMarginsGuide = LayoutGuide(owningView: self, kind: .margins)
    /// The bounds: the safe area is always zero here.
    public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(owningView: self, kind: .safeArea)
    /// The margins narrowed to a readable line (`ContentInsetsReference.readableWidth` columns), centred.
    public private(set) lazy var readableContentGuide = LayoutGuide(owningView: self, kind: .readableContent)
    /// The view's transform, applied about `center`. Setting it sets `transform3D` to the same
    /// transform, as UIKit keeps the two in sync.
    open var transform: CGAffineTransform {
        get { transforms.affine }
        set {
            transforms.setAffine(newValue)
            geometryChanges &+= 1
        }
    }

    /// The view's 3D transform (UIKit's `UIView.transform3D`, the layer's transform). Setting it sets
    /// `transform` to its affine part; `frame`, and so drawing, project the bounds through the whole
    /// transform, perspective included (a terminal then draws the projection's bounding box).
    open var transform3D: CATransform3D {
        get { transforms.threeD }
        set {
            transforms.set3D(newValue)
            geometryChanges &+= 1
        }
    }

    private var transforms = SyncedTransform()

    /// Both transforms at once, without building either.
    package final var syncedTransform: SyncedTransform { transforms }

    /// Gives the view `transform` when it differs from the one it has, through `transform3D` (so a
    /// subclass's override hears it); an equal one — the identity on the identity, nearly always —
    /// costs a comparison of two words. How a collection view places its views from their attributes.
    package final func placeTransform(_ transform: SyncedTransform) {
        guard transform != transforms else { return }
        transform3D = transform.threeD
    }
    /// Opacity: 0 hides the view, values between 0 and 1 draw it dimmed.
    open var alpha: CGFloat = 1 {
        didSet { geometryChanges &+= 1 }
    }
    /// Whether the view is hidden.
    open var isHidden = false
    /// Stand-in for `layer.zPosition`: higher values draw on top.
    open var zPosition: CGFloat = 0
    /// An integer you can use to identify the view.
    open var tag = 0
    /// Whether the view flips right to left: it decides `effectiveUserInterfaceLayoutDirection`, which a
    /// collection view mirrors its layout by. (Auto Layout's leading and trailing stay left to right.)
    open var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// The colour filled behind the content: the nearest terminal colour where the terminal has
    /// colours (none under `NO_COLOR`); adaptive colours such as `.systemBackground` fill with the
    /// terminal's own background; `nil`, `.clear` or any colour with alpha 0 fills nothing.
    open var backgroundColor: Color?

    /// The traits of the screen the view is shown on: the device's size classes and display scale
    /// while a device is shown (see `TraitCollection`). UIKit's views inherit their window's traits;
    /// here every view is on the one terminal screen. Trait overrides are not simulated.
    open var traitCollection: TraitCollection { TraitCollection.current }

    /// How content fills the view (UIKit's `UIView.ContentMode`): stored only, as a terminal view
    /// draws one glyph or text, never a scaled image.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether presses reach this view: when `false`, the view and its subviews are skipped in finding the
    /// gesture recognizers and the control a click lands on. Item selection by a click ignores it.
    open var isUserInteractionEnabled = true
    /// Stored only: the mouse is one touch, so no other touch can reach another view meanwhile.
    open var isExclusiveTouch = false
    /// Stored only: the mouse is one touch (UIKit's default is `false` too).
    open var isMultipleTouchEnabled = false
    /// Stored only: the safe area is always zero here, so it never adds to the layout margins.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Stored only: a view's layout margins are its own here; the superview's never widen them.
    open var preservesSuperviewLayoutMargins = false
    /// Light or dark for this view and its subviews (stored only: the terminal draws in its own theme).
    open var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified

    /// The traits changed (a terminal resize that changed the size classes: UIKit's rotation); the
    /// window calls it down the visible screen's view tree.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The content hugging and compression resistance priorities (`View+ContentPriorities.swift`).
    var contentPriorities = ContentPriorities()
    /// The gesture recognizers attached with `addGestureRecognizer(_:)` (nil when there are none).
    public internal(set) var gestureRecognizers: [GestureRecognizer]?

    /// UIKit's `UIView.ContentMode`, with UIKit's raw values.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }

    /// UIKit's default margins, 8 points on each side, in the unit of the screen shown (see
    /// `StandardMetrics.layoutMargins`: one column left and right, no rows, at one point per cell).
    public static var defaultLayoutMargins: EdgeInsets { StandardMetrics.layoutMargins }

    /// The space, in points, that content laid out "from the margins" keeps from the view's edges:
    /// UIKit's `layoutMargins`. Default `defaultLayoutMargins`, as the view was made. A flow layout whose `sectionInsetReference` is `.fromLayoutMargins`
    /// measures its section insets from the collection view's margins; other views here do not lay
    /// out subviews, so for them the margins are stored only. Changing them calls `layoutMarginsDidChange()`.
    open var layoutMargins = View.defaultLayoutMargins {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }

    /// `layoutMargins` named by reading direction: a terminal is left to right, so `leading` is
    /// `left` and `trailing` is `right`. Setting it sets `layoutMargins`.
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(leftToRight: layoutMargins) }
        set { layoutMargins = newValue.leftToRight }
    }

    /// Always zero: a terminal has no notch, status bar or home indicator to keep content clear of.
    open var safeAreaInsets: EdgeInsets { .zero }

    /// Called after `layoutMargins` (or `directionalLayoutMargins`) changed. The base implementation
    /// does nothing; a collection view invalidates its layout.
    open func layoutMarginsDidChange() {}

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
        drawsAboveSubviews = self is ScrollView
    }

    /// Creates a view with a zero frame, as UIKit's `UIView()` does (Auto Layout or a later `frame`
    /// places it).
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Interface-builder initializer, present so UIKit-style subclasses compile; archives are not supported.
    public required init?(coder: NSCoder) {
        super.init()
        drawsAboveSubviews = self is ScrollView
    }

    /// Whether the view draws something over its subviews once they are drawn
    /// (`drawAboveSubviews(in:)`): a scroll view's indicators. A stored flag, read for every subview
    /// of every frame, so views with nothing to draw there cost no call; a collection view, which
    /// draws its indicators itself, clears it.
    package final var drawsAboveSubviews = false

    /// Draws over the subviews (a scroll view: its indicators); the context is focused on the view.
    func drawAboveSubviews(in context: DrawingContext) {}

    /// Clears the subviews' unowned `superview`, as UIKit's weak one would read nil. Views live on the
    /// main actor, so the last release — and this deinit — happens there; not `isolated deinit`,
    /// which a subclass's plain `deinit` could not override.
    deinit {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            for subview in subviews { subview.superview = nil }
        }
    }

    /// The bounding box of the bounds transformed about the anchor point (the middle, unless
    /// `layer.anchorPoint` moved it), placed with the anchor point at `center`. A 3D transform is
    /// projected with its perspective, as Core Animation draws a layer: a card turned about its y axis
    /// under an `m34` perspective is narrower, its far edge shorter. Setting it sets `center` and the
    /// bounds size (UIKit leaves it undefined under a transform other than the identity).
    open var frame: CGRect {
        get {
            let size = bounds.size, center = self.center, anchor = anchorPoint
            let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
            guard !transforms.isIdentity else { return local.offsetBy(dx: center.x, dy: center.y) }
            let transformed = transforms.isFlatAffine ? local.applying(transforms.affine)
                : transforms.threeD.projectedBoundingBox(of: local) ?? local.applying(transforms.affine)
            return transformed.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let anchor = anchorPoint
            center = CGPoint(x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
            bounds.size = newValue.size
        }
    }

    // MARK: - The layout cycle

    /// Adds `contentView` as a subview filling this view and following its size: how a cell's and an
    /// effect view's `contentView` are made, as UIKit makes them.
    package func addFillingSubview(_ contentView: View) {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Asks for the view to be drawn again (UIKit's `setNeedsDisplay()`): every frame draws the views
    /// anew here, so the next frame shows the change with or without this call.
    open func setNeedsDisplay() {}

    /// Asks for part of the view to be drawn again; as `setNeedsDisplay()`, the next frame does.
    open func setNeedsDisplay(_ rect: CGRect) {}

    /// Marks the view as needing `layoutSubviews()` before it is next drawn (UIKit's deferred layout).
    open func setNeedsLayout() {
        viewNeedsLayout = true
    }

    /// Makes the first responder resign when it is this view or one of its subviews (UIKit's way to
    /// put the keyboard away); returns whether no such view is first responder now. `force` is
    /// accepted: a view that refuses to resign keeps the status either way here.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let first = Responder.firstResponder as? View, first.isDescendant(of: self) else { return true }
        return first.resignFirstResponder()
    }

    /// If the view needs layout: the constraint update pass when a view asked for one
    /// (`updateConstraintsIfNeeded()`; asking marks the views above it as needing layout), then
    /// `layoutSubviews()`.
    open func layoutIfNeeded() {
        guard viewNeedsLayout else { return }
        if View.pendingConstraintUpdates != 0 { updateConstraintsIfNeeded() }
        viewNeedsLayout = false
        layoutSubviews()
    }

    /// Updates the view's constraints before a layout pass, when `setNeedsUpdateConstraints()` asked
    /// for it (UIKit's `updateConstraints()`; see `View+ConstraintUpdates.swift`). Override it to add or
    /// change constraints in one batch, and call `super.updateConstraints()` as the last step, as UIKit
    /// requires: UIKit raises when an override does not, and here the library reports it.
    open func updateConstraints() {
        constraintUpdate.reachedSuper = true
    }

    /// Where the view stands in the constraint update pass (`View+ConstraintUpdates.swift`).
    package final var constraintUpdate = ConstraintUpdateState()

    /// Lays out the subviews. The default implementation, as UIKit documents it, "uses any constraints
    /// you have set to determine the size and position of any subviews" — those whose
    /// `translatesAutoresizingMaskIntoConstraints` is false (the subset solved: `View+AutoLayout.swift`).
    /// Override it to set subview frames directly; call `super` to keep constraints working.
    open func layoutSubviews() {
        solveSubviewConstraints()
    }

    /// The view's natural size, which Auto Layout uses where constraints leave a size open. The base
    /// has none (`noIntrinsicMetric` both ways); a label is its text, an image view its glyph.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The size that fits `size`: the base returns the current size (UIKit), a label its text.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Draws the view's content. `context` is in view coordinates (0, 0 is the view's top-left cell)
    /// and already clipped to the view and the viewport; the renderer has filled `backgroundColor`.
    /// The base implementation draws nothing.
    open func draw(in context: DrawingContext) {}

    /// A new view, as large as this one, showing what this view and its subviews look like now
    /// (UIKit's `snapshotView(afterScreenUpdates:)`): drawn once, at the screen's current scale, and
    /// unchanged after, whatever happens to this view — what a reorder lifts over the collection view
    /// while the cell itself hides. Either value of `afterUpdates` lays the view out first and shows
    /// pending changes: a terminal frame is drawn from the view tree each time, so there is no earlier
    /// screen to copy. The snapshot is in no tree until added to one (`View+Snapshot.swift`).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        SnapshotView(of: self)
    }
}
