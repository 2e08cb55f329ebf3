import Foundation
import TermCanvas

/// A view's layer, reduced to what a terminal can draw: UIKit's `view.layer` (Core Animation's
/// `CALayer`). Its border is drawn — as Core Animation documents, "composited above the receiver's
/// contents and sublayers" — in box-drawing characters in `borderColor`: light for a width under 2,
/// heavy from 2, rounded corners when `cornerRadius` is above 0. A border that is not a whole cell
/// still takes one cell: a terminal cannot draw a thinner line.
@preconcurrency @MainActor
open class CALayer: NSObject {
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
