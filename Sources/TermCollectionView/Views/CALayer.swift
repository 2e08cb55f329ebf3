import Foundation
import TermCanvas

/// A view's layer, reduced to what a terminal can draw: UIKit's `view.layer` (Core Animation's
/// `CALayer`). Its border is drawn — as Core Animation documents, "composited above the receiver's
/// contents and sublayers" — in box-drawing characters in `borderColor`: light for a width under 2,
/// heavy from 2, rounded corners when `cornerRadius` is above 0. A border that is not a whole cell
/// still takes one cell: a terminal cannot draw a thinner line.
///
/// Its geometry is its view's, as in UIKit, where a view's geometry is its layer's: `position` is the
/// view's `center`, `bounds` its bounds, `transform` its `transform3D`, `zPosition`, `opacity` and
/// `isHidden` its `zPosition`, `alpha` and `isHidden`. `anchorPoint` (the point of the bounds, in unit
/// coordinates, that `position` places and transforms turn about) moves the view as in Core
/// Animation: `frame` follows it. A layer made on its own (`CALayer()`) keeps these itself.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view whose layer this is; nil for a layer made on its own.
    private unowned(safe) let owningView: View?
    private var ownGeometry = (position: CGPoint.zero, bounds: CGRect.zero, transform: CATransform3DIdentity,
                               zPosition: CGFloat(0), opacity: Float(1), isHidden: false, anchorPoint: CGPoint(x: 0.5, y: 0.5))

    /// A layer of its own, belonging to no view.
    public override init() {
        owningView = nil
        super.init()
    }

    /// The layer of `view`.
    init(owningView view: View) {
        owningView = view
        super.init()
    }

    /// Where the anchor point sits in the superlayer: the view's `center`.
    open var position: CGPoint {
        get { owningView?.center ?? ownGeometry.position }
        set { if let owningView { owningView.center = newValue } else { ownGeometry.position = newValue } }
    }

    /// The layer's own coordinate space: the view's `bounds`.
    open var bounds: CGRect {
        get { owningView?.bounds ?? ownGeometry.bounds }
        set { if let owningView { owningView.bounds = newValue } else { ownGeometry.bounds = newValue } }
    }

    /// The point of the bounds, in unit coordinates ((0, 0) the top left, (1, 1) the bottom right), that
    /// `position` places and `transform` turns about. Default (0.5, 0.5): the middle.
    open var anchorPoint: CGPoint {
        get { owningView?.anchorPoint ?? ownGeometry.anchorPoint }
        set { if let owningView { owningView.anchorPoint = newValue } else { ownGeometry.anchorPoint = newValue } }
    }

    /// The transform about the anchor point: the view's `transform3D`, projected with its
    /// perspective when drawn (see `View.frame`).
    open var transform: CATransform3D {
        get { owningView?.transform3D ?? ownGeometry.transform }
        set { if let owningView { owningView.transform3D = newValue } else { ownGeometry.transform = newValue } }
    }

    /// The bounding box of the transformed bounds in the superlayer: the view's `frame`.
    open var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            let size = ownGeometry.bounds.size, anchor = ownGeometry.anchorPoint
            return CGRect(x: ownGeometry.position.x - size.width * anchor.x, y: ownGeometry.position.y - size.height * anchor.y,
                          width: size.width, height: size.height)
        }
        set {
            if let owningView { return owningView.frame = newValue }
            let anchor = ownGeometry.anchorPoint
            ownGeometry.bounds.size = newValue.size
            ownGeometry.position = CGPoint(x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
        }
    }

    /// Drawing order among siblings: the view's `zPosition` (higher draws on top).
    open var zPosition: CGFloat {
        get { owningView?.zPosition ?? ownGeometry.zPosition }
        set { if let owningView { owningView.zPosition = newValue } else { ownGeometry.zPosition = newValue } }
    }

    /// Opacity: the view's `alpha`.
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? ownGeometry.opacity }
        set { if let owningView { owningView.alpha = CGFloat(newValue) } else { ownGeometry.opacity = newValue } }
    }

    /// Whether the layer is hidden: the view's `isHidden`.
    open var isHidden: Bool {
        get { owningView?.isHidden ?? ownGeometry.isHidden }
        set { if let owningView { owningView.isHidden = newValue } else { ownGeometry.isHidden = newValue } }
    }

    /// The border's width; above 0 the border is drawn (see the class comment).
    open var borderWidth: CGFloat = 0
    /// The border's colour (`UIColor.cgColor`; `CGColor` is `UIColor` in UIKitCompat). `nil` draws in
    /// the terminal's own foreground colour, where Core Animation's default is opaque black.
    open var borderColor: Color?
    /// Above 0, the border's corners are rounded (`╭╮╰╯`). The radius itself does not clip anything.
    open var cornerRadius: CGFloat = 0
    /// Stored only: a terminal view draws inside its collection view element whatever this says.
    open var masksToBounds = false
    /// Stored only: a terminal has no shadows.
    open var shadowOpacity: Float = 0
    /// Stored only: a terminal has no shadows.
    open var shadowRadius: CGFloat = 3
    /// Stored only: a terminal has no shadows.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Stored only: a terminal has no shadows.
    open var shadowColor: Color?

    /// The border drawn for the current properties, or `nil` when `borderWidth` is 0.
    public var drawnBorder: BorderStyle? {
        guard borderWidth > 0 else { return nil }
        if cornerRadius > 0 { return .rounded }
        return borderWidth >= 2 ? .heavy : .light
    }

    /// The style the border is drawn in.
    var borderStyle: Style {
        var style = Style.plain
        if let borderColor, borderColor.isVisible { style.foreground = borderColor.nearestTerminalColor }
        return style
    }

    /// Draws the border around the whole view in `context`, keeping the background below it.
    func drawBorder(in context: DrawingContext) {
        guard let border = drawnBorder else { return }
        let style = borderStyle
        context.compositingOverBackground { context.drawBox(border: border, style: style) }
    }
}
