import Foundation
import TermCanvas

/// The base of everything drawn on screen: a minimal `UIView`.
///
/// Geometry follows UIKit: `center`, `bounds` and `transform` are stored; `frame` is derived (the
/// bounding box of the transformed bounds about `center`). Views draw into a cell grid through
/// `draw(in:)`, which subclasses override for custom content.
@preconcurrency @MainActor
open class View: NSObject {
    /// The view's center in its superview's coordinates.
    open var center: CGPoint = .zero
    /// The view's own coordinate space; its size is the untransformed size.
    open var bounds: CGRect = .zero
    /// The view's transform, applied about `center`. Setting it sets `transform3D` to the same
    /// transform, as UIKit keeps the two in sync.
    open var transform: CGAffineTransform {
        get { transforms.affine }
        set { transforms.setAffine(newValue) }
    }

    /// The view's 3D transform (UIKit's `UIView.transform3D`, the layer's transform). Setting it sets
    /// `transform` to its affine projection, which `frame` and drawing use; depth and perspective
    /// (`m34`) are stored only — a terminal draws flat.
    open var transform3D: CATransform3D {
        get { transforms.threeD }
        set { transforms.set3D(newValue) }
    }

    private var transforms = SyncedTransform()
    /// Opacity: 0 hides the view, values between 0 and 1 draw it dimmed.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Stand-in for `layer.zPosition`: higher values draw on top.
    open var zPosition: CGFloat = 0
    /// An integer you can use to identify the view.
    open var tag = 0
    /// The colour filled behind the content: the nearest terminal colour where the terminal has
    /// colours (none under `NO_COLOR`); adaptive colours such as `.systemBackground` fill with the
    /// terminal's own background; `nil`, `.clear` or any colour with alpha 0 fills nothing.
    open var backgroundColor: Color?

    /// UIKit's default margins are 8 points on each side. A terminal cell is about 8 points wide and
    /// 16 tall, so that is one column left and right and half a row — rounded to none, since a row is
    /// a whole line of text — top and bottom.
    nonisolated public static let defaultLayoutMargins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)

    /// The space, in columns and rows, that content laid out "from the margins" keeps from the view's
    /// edges: UIKit's `layoutMargins`. Default `defaultLayoutMargins` (1 column left and right, 0
    /// rows top and bottom). A flow layout whose `sectionInsetReference` is `.fromLayoutMargins`
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
    }

    /// Interface-builder initializer, present so UIKit-style subclasses compile; archives are not supported.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The bounding box of the transformed bounds about `center`. Setting it sets `center` and the
    /// bounds size.
    open var frame: CGRect {
        get {
            let size = bounds.size, center = self.center
            return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(transform)
                .offsetBy(dx: center.x, dy: center.y)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = newValue.size
        }
    }

    /// Draws the view's content. `context` is in view coordinates (0, 0 is the view's top-left cell)
    /// and already clipped to the view and the viewport; the renderer has filled `backgroundColor`.
    /// The base implementation draws nothing.
    open func draw(in context: DrawingContext) {}
}
