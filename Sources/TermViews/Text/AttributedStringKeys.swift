import Foundation

/// The text attributes UIKit adds to Foundation's `NSAttributedString.Key` (Linux's Foundation has
/// the type but not UIKit's keys). A label given `attributedText` draws its string in one style,
/// taking the first run's `.font` and `.foregroundColor` (`Label+AttributedText.swift`).
extension NSAttributedString.Key {
    /// The text's `Font` (the first run's weight shows).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's `Color` (the first run's is drawn).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Stored only.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A `ParagraphStyle` (stored only).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Stored only: terminal letters have one width.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `UnderlineStyle` raw value (stored only).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Stored only.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Stored only.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Stored only.
    public static let link = NSAttributedString.Key("NSLink")
    /// The `TextAttachment` a character stands for.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// Stored only.
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// UIKit's `NSUnderlineStyle` (stored only).
public struct UnderlineStyle: OptionSet, Sendable {
    /// The bit pattern, with UIKit's values.
    public let rawValue: Int
    /// Makes a style from UIKit's bit pattern.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = UnderlineStyle(rawValue: 0x09)
}

extension NSString {
    /// The size `self` takes drawn in a label of the attributes' font, wrapped to `size.width`
    /// (UIKit's `boundingRect(with:options:attributes:context:)`), in points at the screen's scale.
    @MainActor
    public func boundingRect(with size: CGSize, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: Any? = nil) -> CGRect {
        let label = Label(frame: .zero)
        label.numberOfLines = 0
        label.text = self as String
        if let font = attributes?[.font] as? Font { label.font = font }
        return CGRect(origin: .zero, size: label.sizeThatFits(size))
    }

    /// The size `self` takes on one line in the attributes' font (UIKit's `size(withAttributes:)`).
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                     attributes: attributes).size
    }
}

extension String {
    /// `NSString.boundingRect(with:options:attributes:context:)` for a Swift string.
    @MainActor
    public func boundingRect(with size: CGSize, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: Any? = nil) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// `NSString.size(withAttributes:)` for a Swift string.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attributes)
    }
}

/// How text is measured: UIKit's `NSStringDrawingOptions` (every option measures the same here).
public struct StringDrawingOptions: OptionSet, Sendable {
    /// The bit mask, with UIKit's bit values.
    public let rawValue: Int
    /// Makes options from UIKit's bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIKit measures multi-line text from the line fragment's origin; here text always wraps to the width.
    public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)
    /// UIKit adds the font's leading to the line height. Measures the same here.
    public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)
    /// UIKit measures glyph bounds instead of typographic ones. Measures the same here.
    public static let usesDeviceMetrics = StringDrawingOptions(rawValue: 1 << 3)
    /// UIKit truncates the last line that fits. Measures the same here.
    public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}
