import Foundation

/// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes UIKit colours
/// (`let tint = #colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)`).
extension Color: _ExpressibleByColorLiteral {
    /// A colour from a `#colorLiteral`'s components, each 0…1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
