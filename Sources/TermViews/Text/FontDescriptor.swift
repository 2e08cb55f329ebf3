import Foundation

/// A font's description: UIKit's `UIFontDescriptor`, reduced to what a terminal font can vary — the
/// size (kept, for layout code that reads it) and boldness (`traitBold` draws bold).
@preconcurrency @MainActor
public final class FontDescriptor: NSObject {
    /// UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bit mask, with UIKit's bit values.
        public let rawValue: UInt32
        /// Makes traits from UIKit's bit mask.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic. Stored only: a terminal cell shows weight only.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: a font made from the descriptor draws bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider letters. Stored only.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower letters. Stored only.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed-width letters, as every terminal font has. Stored only.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Tighter line spacing. Stored only.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing. Stored only.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The traits (bold shows).
    public let symbolicTraits: SymbolicTraits
    /// The text style it was made for, if any.
    let textStyle: Font.TextStyle?

    init(pointSize: CGFloat, symbolicTraits: SymbolicTraits, textStyle: Font.TextStyle?) {
        self.pointSize = pointSize
        self.symbolicTraits = symbolicTraits
        self.textStyle = textStyle
        super.init()
    }

    /// The descriptor of a Dynamic Type style's font.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
        FontDescriptor(pointSize: style.defaultPointSize, symbolicTraits: style == .headline ? .traitBold : [], textStyle: style)
    }

    /// The same descriptor with `symbolicTraits` (never nil: every trait can be asked for).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> FontDescriptor? {
        FontDescriptor(pointSize: pointSize, symbolicTraits: symbolicTraits, textStyle: textStyle)
    }

    /// The same descriptor at `pointSize`.
    public func withSize(_ pointSize: CGFloat) -> FontDescriptor {
        FontDescriptor(pointSize: pointSize, symbolicTraits: symbolicTraits, textStyle: textStyle)
    }
}

extension Font {
    /// The font's descriptor.
    public var fontDescriptor: FontDescriptor {
        FontDescriptor(pointSize: pointSize, symbolicTraits: isBold ? .traitBold : [], textStyle: textStyle)
    }

    /// The font `descriptor` describes, at `size` (0: the descriptor's size).
    public convenience init(descriptor: FontDescriptor, size: CGFloat) {
        self.init(pointSize: size > 0 ? size : descriptor.pointSize,
                  weight: descriptor.symbolicTraits.contains(.traitBold) ? .bold : .regular, textStyle: descriptor.textStyle)
    }
}
