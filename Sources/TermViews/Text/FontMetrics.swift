import Foundation

/// Scales fonts for Dynamic Type: UIKit's `UIFontMetrics`. The terminal has one text size, the
/// default content size category's, so a font scales to itself.
@preconcurrency @MainActor
public final class FontMetrics: NSObject {
    /// The metrics of the body style.
    public static let `default` = FontMetrics(forTextStyle: .body)
    /// The style the metrics scale for.
    public let textStyle: Font.TextStyle

    /// The metrics for `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` at the user's text size: itself.
    public func scaledFont(for font: Font) -> Font { font }

    /// `font` at the user's text size, at most `maximumPointSize`.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// `value` at the user's text size: itself.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
