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
    /// The geometry of a layer made on its own.
    private struct OwnGeometry {
        var position = CGPoint.zero
        var bounds = CGRect.zero
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var transform = CATransform3DIdentity
        var zPosition: CGFloat = 0
        var alpha: CGFloat = 1
        var isHidden = false
    }
    private var own = OwnGeometry()

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

    /// The view's value at `viewPath`, or the layer's own.
    private func geometry<Value>(_ viewPath: KeyPath<View, Value>, _ ownPath: KeyPath<OwnGeometry, Value>) -> Value {
        owningView.map { $0[keyPath: viewPath] } ?? own[keyPath: ownPath]
    }

    /// Sets the view's value at `viewPath`, or the layer's own.
    private func setGeometry<Value>(_ value: Value, _ viewPath: ReferenceWritableKeyPath<View, Value>,
                                    _ ownPath: WritableKeyPath<OwnGeometry, Value>) {
        if let owningView { owningView[keyPath: viewPath] = value } else { own[keyPath: ownPath] = value }
    }

    /// Where the anchor point sits in the superlayer: the view's `center`.
    open var position: CGPoint {
        get { geometry(\.center, \.position) }
        set { setGeometry(newValue, \.center, \.position) }
    }

    /// The layer's own coordinate space: the view's `bounds`.
    open var bounds: CGRect {
        get { geometry(\.bounds, \.bounds) }
        set { setGeometry(newValue, \.bounds, \.bounds) }
    }

    /// The point of the bounds, in unit coordinates ((0, 0) the top left, (1, 1) the bottom right), that
    /// `position` places and `transform` turns about. Default (0.5, 0.5): the middle.
    open var anchorPoint: CGPoint {
        get { geometry(\.anchorPoint, \.anchorPoint) }
        set { setGeometry(newValue, \.anchorPoint, \.anchorPoint) }
    }

    /// The transform about the anchor point: the view's `transform3D`, projected with its
    /// perspective when drawn (see `View.frame`).
    open var transform: CATransform3D {
        get { geometry(\.transform3D, \.transform) }
        set { setGeometry(newValue, \.transform3D, \.transform) }
    }

    /// The bounding box of the transformed bounds in the superlayer: the view's `frame`.
    open var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            let size = own.bounds.size, anchor = own.anchorPoint
            return CGRect(x: own.position.x - size.width * anchor.x, y: own.position.y - size.height * anchor.y,
                          width: size.width, height: size.height)
        }
        set {
            if let owningView { return owningView.frame = newValue }
            own.bounds.size = newValue.size
            own.position = CGPoint(x: newValue.minX + newValue.width * own.anchorPoint.x, y: newValue.minY + newValue.height * own.anchorPoint.y)
        }
    }

    /// Drawing order among siblings: the view's `zPosition` (higher draws on top).
    open var zPosition: CGFloat {
        get { geometry(\.zPosition, \.zPosition) }
        set { setGeometry(newValue, \.zPosition, \.zPosition) }
    }

    /// Opacity: the view's `alpha`.
    open var opacity: Float {
        get { Float(geometry(\.alpha, \.alpha)) }
        set { setGeometry(CGFloat(newValue), \.alpha, \.alpha) }
    }

    /// Whether the layer is hidden: the view's `isHidden`.
    open var isHidden: Bool {
        get { geometry(\.isHidden, \.isHidden) }
        set { setGeometry(newValue, \.isHidden, \.isHidden) }
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
    /// Stored only: rounded corners are `╭╮╰╯` whatever their curve.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Stored only: all four corners round alike.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Stored only: a terminal has no shadows.
    open var shadowOpacity: Float = 0
    /// Stored only: a terminal has no shadows.
    open var shadowRadius: CGFloat = 3
    /// Stored only: a terminal has no shadows.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Stored only: a terminal has no shadows.
    open var shadowColor: Color?
    /// The shadow's outline (stored only, as the rest of the shadow: a terminal cell has no shadow).
    open var shadowPath: GraphicsPath?
    /// The layer's fill (stored only: a view draws its `backgroundColor`).
    open var backgroundColor: Color?
    /// Rendered once and reused (stored only: a terminal draws every frame from the views).
    open var shouldRasterize = false
    /// The scale of a rasterized layer (stored only).
    open var rasterizationScale: CGFloat = 1
    /// A transform applied to the sublayers (stored only: sublayers are not drawn).
    open var sublayerTransform = CATransform3DIdentity
    /// A layer whose alpha masks this one (stored only).
    open var mask: CALayer?
    /// The layer's image (stored only).
    open var contents: Any?
    /// A name, for finding the layer again.
    open var name: String?
    /// Layers added with `addSublayer(_:)`. Stored only: a terminal draws views, not layers; a
    /// gradient layer, say, does not show (give the view a `backgroundColor` to colour it).
    open private(set) var sublayers: [CALayer]?
    /// The layer this one was added to.
    open private(set) weak var superlayer: CALayer?

    /// Adds `layer` on top of the sublayers.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` at `index` among the sublayers.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    /// The border drawn for the current properties, or `nil` when `borderWidth` is 0. (Inlinable:
    /// the collection view asks every cell's layer every frame.)
    @inlinable public var drawnBorder: BorderStyle? {
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

/// UIKit's `CALayerCornerCurve`: stored only.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a curve from Core Animation's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter-circle corner, Core Animation's default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A smoothly continuous corner, as iOS app icons have.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// UIKit's `CACornerMask`: stored only.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bit mask, with Core Animation's bit values.
    public let rawValue: UInt
    /// Makes a mask from Core Animation's bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the minimum x and minimum y: top-left in UIKit's coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y: top-right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y: bottom-left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the maximum x and maximum y: bottom-right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
