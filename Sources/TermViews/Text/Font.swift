import Foundation

/// A font: UIKit's `UIFont`. A terminal has one typeface at one size, so a font's name and size are
/// stored, and only its weight shows: a bold or semibold font (and the `.headline` text style, which
/// UIKit sets in semibold) draws in bold. `pointSize` keeps UIKit's size at the default ("Large")
/// content size category, for code that computes with it.
@preconcurrency @MainActor
public final class Font: NSObject {
    /// A Dynamic Type style: UIKit's `UIFont.TextStyle`, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's identifier of the style, such as `"UICTFontTextStyleBody"`.
        public let rawValue: String
        /// Makes a style from UIKit's identifier; an unknown one sizes as `.body` (17 points).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The large title style: 34 points at the Large content size category.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title style: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title style: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title style: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline style: 17 points, semibold (so it draws bold here).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline style: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The body style: 17 points, the default size of text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout style: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The footnote style: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The standard caption style: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The alternate caption style: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// UIKit's point size at the Large content size category (Human Interface Guidelines, Typography).
        var defaultPointSize: CGFloat {
            let sizes: [TextStyle: CGFloat] = [
                .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
                .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
            ]
            return sizes[self] ?? 17
        }
    }

    /// A font weight: UIKit's `UIFont.Weight`, with UIKit's values (-1 … 1, regular 0).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's weight value, from -1 (lightest) to 1 (heaviest); regular is 0.
        public let rawValue: CGFloat
        /// Makes a weight from UIKit's value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Makes a weight from UIKit's value, as `UIFont.Weight(_:)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's ultra-light weight (-0.8); draws as normal text.
        public static let ultraLight = Weight(-0.8)
        /// UIKit's thin weight (-0.6); draws as normal text.
        public static let thin = Weight(-0.6)
        /// UIKit's light weight (-0.4); draws as normal text.
        public static let light = Weight(-0.4)
        /// UIKit's regular weight (0).
        public static let regular = Weight(0)
        /// UIKit's medium weight (0.23); draws as normal text.
        public static let medium = Weight(0.23)
        /// UIKit's semibold weight (0.3), the lightest that draws bold.
        public static let semibold = Weight(0.3)
        /// UIKit's bold weight (0.4); draws bold.
        public static let bold = Weight(0.4)
        /// UIKit's heavy weight (0.56); draws bold.
        public static let heavy = Weight(0.56)
        /// UIKit's black weight (0.62), the heaviest; draws bold.
        public static let black = Weight(0.62)
    }

    /// The size UIKit would draw at. Text draws one cell high here; the size counts in `lineHeight`.
    public let pointSize: CGFloat
    /// The height of a line of text in points, as UIKit's system font (SF Pro) measures it: about
    /// 1.19 × `pointSize` (20.3 points at 17). Labels on a device's screen are at least this tall per
    /// line, so self-sizing cells come out as tall as on the phone.
    public var lineHeight: CGFloat { pointSize * 1.1934 }
    /// The weight; semibold and heavier draw bold.
    public let weight: Weight
    /// The text style the font was made for, if any.
    public let textStyle: TextStyle?

    init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// Whether text in this font draws bold: semibold or heavier.
    public var isBold: Bool { weight.rawValue >= Weight.semibold.rawValue }

    /// The font for a Dynamic Type style (`.headline` is semibold, as in UIKit).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(pointSize: style.defaultPointSize, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: .regular, textStyle: nil)
    }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: .bold, textStyle: nil)
    }

    /// The system font with digits of one width (a terminal's are): `monospacedDigitSystemFont`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The monospaced system font (every terminal font is).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The italic system font (drawn upright: a terminal cell shows weight only).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: .regular, textStyle: nil)
    }

    /// The system font's size for labels: 17, as UIKit's `UIFont.labelFontSize`.
    public static var labelFontSize: CGFloat { 17 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: weight, textStyle: textStyle)
    }
}
