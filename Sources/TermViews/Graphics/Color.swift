import Foundation
import TermCanvas

/// A colour as UIKit code names it: UIKit's `UIColor` (`typealias UIColor = Color` in UIKitCompat),
/// sRGB components from 0 to 1 plus alpha.
///
/// A terminal shows eight colours, so drawing uses the nearest one (`nearestTerminalColor`,
/// perceptual distance to the ANSI palette) and nothing under `NO_COLOR` or on a terminal without
/// colours, where the screen drops colours. Alpha cannot blend in a cell: 0 draws nothing, anything
/// else draws the colour. The adaptive colours (`systemBackground`, `label`, …), which follow light
/// and dark mode on iOS, draw as the terminal's own default colour, which follows the user's theme
/// the same way.
///
/// A class, as `UIColor` is, so the `extension UIColor { convenience init(hex: String) { … } }` that
/// most apps carry compiles; immutable, so it is `Sendable` and equal by its components.
public final class Color: NSObject, @unchecked Sendable {
    /// The red component, 0…1 (AppKit's `NSColor.redComponent`).
    public let redComponent: CGFloat
    /// The green component, 0…1.
    public let greenComponent: CGFloat
    /// The blue component, 0…1.
    public let blueComponent: CGFloat
    /// The opacity, 0 (transparent) to 1 (opaque).
    public let alphaComponent: CGFloat
    /// Whether this is an adaptive system colour, drawn as the terminal's default colour; the
    /// components are its light-mode values.
    public let isTerminalDefault: Bool

    /// A colour from sRGB components, as `UIColor(red:green:blue:alpha:)`. Values outside 0…1 (UIKit's
    /// extended range) are kept and clamped only when drawn.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, isTerminalDefault: false)
    }

    /// A colour from Display P3 components (`UIColor(displayP3Red:green:blue:alpha:)`). Taken as sRGB:
    /// the difference is far below what the nearest of eight terminal colours can show.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey: `white` 0 is black, 1 is white (`UIColor(white:alpha:)`).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0…1 (`UIColor(hue:saturation:brightness:alpha:)`),
    /// converted to RGB by the standard HSB (HSV) formula.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let fraction = h - h.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * fraction)
        let t = v * (1 - saturation * (1 - fraction))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, isTerminalDefault: Bool) {
        redComponent = red
        greenComponent = green
        blueComponent = blue
        alphaComponent = alpha
        self.isTerminalDefault = isTerminalDefault
        // Found once: drawing asks for it per view and per layer on every frame.
        nearestTerminalColor = isTerminalDefault
            ? nil : TerminalColor.nearest(red: Double(red), green: Double(green), blue: Double(blue))
        super.init()
    }

    /// A colour that answers each trait collection (`UIColor(dynamicProvider:)`, and the trailing
    /// closure form `UIColor { traits in … }`): resolved once, for the traits in effect when it is made
    /// (apps make these in `static let`s, outside the main actor: made off the main thread, it is an
    /// adaptive colour drawn in the terminal's own, as `.label` is).
    public convenience init(dynamicProvider: @escaping @MainActor (TraitCollection) -> Color) {
        guard Thread.isMainThread else {
            self.init(red: 0, green: 0, blue: 0, alpha: 1, isTerminalDefault: true)
            return
        }
        let resolved = MainActor.assumeIsolated { dynamicProvider(TraitCollection.current) }
        self.init(red: resolved.redComponent, green: resolved.greenComponent, blue: resolved.blueComponent,
                  alpha: resolved.alphaComponent, isTerminalDefault: resolved.isTerminalDefault)
    }

    /// The colour for `traitCollection` (`UIColor.resolvedColor(with:)`): itself, a colour here is
    /// resolved when it is made.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Color else { return false }
        return redComponent == other.redComponent && greenComponent == other.greenComponent
            && blueComponent == other.blueComponent && alphaComponent == other.alphaComponent
            && isTerminalDefault == other.isTerminalDefault
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
        hasher.combine(isTerminalDefault)
        return hasher.finalize()
    }

    /// The same colour with another opacity (`UIColor.withAlphaComponent(_:)`); adaptive stays adaptive.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha, isTerminalDefault: isTerminalDefault)
    }

    /// Writes the components, as `UIColor.getRed(_:green:blue:alpha:)`; pass `nil` to skip one.
    /// Always succeeds (every colour here is RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = redComponent
        green?.pointee = greenComponent
        blue?.pointee = blueComponent
        alpha?.pointee = alphaComponent
        return true
    }

    /// The colour itself, for code that passes `color.cgColor` on (`CGColor` is `Color` in UIKitCompat:
    /// there are no Core Graphics layers to hand it to).
    public var cgColor: Color { self }

    /// Whether drawing this colour draws anything: not when fully transparent.
    public var isVisible: Bool { alphaComponent > 0 }

    /// The terminal colour to draw: the nearest of the eight ANSI colours, or `nil` — the terminal's
    /// own default — for adaptive colours.
    public let nearestTerminalColor: TerminalColor?

    public override var description: String {
        let kind = isTerminalDefault ? " (terminal default)" : ""
        return "Color(red: \(redComponent), green: \(greenComponent), blue: \(blueComponent), alpha: \(alphaComponent))\(kind)"
    }
}
