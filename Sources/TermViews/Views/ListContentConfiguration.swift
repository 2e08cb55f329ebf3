import Foundation
import TermCanvas

/// The text, secondary text and image of a list row or header: UIKit's `UIListContentConfiguration`.
///
/// Drawn on one line: the image glyph, the text, then the secondary text dimmed — after the text
/// for `cell()` and `subtitleCell()`, pushed to the trailing side for `valueCell()`. Headers are bold,
/// footers dim; grouped headers and footers are dim as UIKit's small grey captions are.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
    /// tcv draws a list configuration itself (see `ContentConfiguration`).
    public var drawsItself: Bool { true }

    /// A view showing this configuration (UIKit's `UIListContentView`), for code that places one itself.
    @MainActor public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    package enum Role: Hashable, Sendable { case cell, valueCell, header, footer }

    package var role: Role
    var captionIsDim = false
    /// The primary text, drawn after the image (with `textProperties.transform` applied) and truncated to the row.
    public var text: String?
    /// The secondary text, drawn dimmed: two columns after the text, or at the trailing side for `valueCell()`.
    public var secondaryText: String?
    /// A glyph drawn before the text.
    public var image: Image?
    /// Only `transform` is applied to the text; the font, colour, alignment and line count are stored only
    /// (the text draws on one line in the terminal's one font).
    public var textProperties = TextProperties()
    /// Stored only: unlike `textProperties`, not even `transform` is applied to the secondary text.
    public var secondaryTextProperties = TextProperties()
    /// Stored only: the image is one glyph.
    public var imageProperties = ImageProperties()
    /// Stored only: the row's own margins come from the cell.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Stored only: one column separates the image from the text.
    public var imageToTextPadding: CGFloat = 16
    /// Stored only: the secondary text follows the text on its line.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The attributed text's string is drawn as `text`.
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    /// The text's properties (UIKit's `UIListContentConfiguration.TextProperties`): stored only, except
    /// `transform`, which the primary text is drawn with.
    public struct TextProperties: Hashable, Sendable {
        /// nil: the body style's system font.
        public var font: Font?
        /// Stored only: the text draws in the cell's style. Default `.label`.
        public var color: Color = .label
        /// Stored only: the text starts at the leading side. Default `.natural`.
        public var alignment: TextAlignment = .natural
        /// Stored only: the text draws on one line. Default 0 (no limit), as UIKit's.
        public var numberOfLines = 0
        /// Stored only: a terminal has one text size. Default `true`.
        public var adjustsFontForContentSizeCategory = true
        /// A case change applied to the text when drawn (UIKit's `TextProperties.TextTransform`).
        public var transform = TextTransform.none
        /// Properties with UIKit's defaults.
        public init() {}

        /// UIKit's `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Hashable, Sendable { case none, capitalized, lowercase, uppercase }

        /// `text` with `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// The image's properties (UIKit's `UIListContentConfiguration.ImageProperties`): stored only.
    public struct ImageProperties: Hashable, Sendable {
        /// Stored only: the glyph draws in the text's style.
        public var tintColor: Color?
        /// Stored only: the image is one glyph. Default `.zero` (no limit).
        public var maximumSize: CGSize = .zero
        /// Stored only: the glyph takes its own width. Default `.zero`.
        public var reservedLayoutSize: CGSize = .zero
        /// Stored only: a glyph has no corners. Default 0.
        public var cornerRadius: CGFloat = 0
        /// Properties with UIKit's defaults.
        public init() {}
    }

    init(role: Role, captionIsDim: Bool = false) {
        self.role = role
        self.captionIsDim = captionIsDim
    }

    /// The configuration of a plain list row: image, text, then the secondary text after it.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration(role: .cell) }
    /// UIKit's subtitle row, whose secondary text sits below the text; drawn as `cell()`, the secondary text after the text on its line.
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(role: .cell) }
    /// A row with the secondary text at the trailing side, as UIKit's value cell (Settings' "Version 17.0").
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(role: .valueCell) }
    /// UIKit's sidebar row; drawn as `cell()`.
    public static func sidebarCell() -> ListContentConfiguration { ListContentConfiguration(role: .cell) }
    /// A section header for the list's appearance: bold text.
    public static func header() -> ListContentConfiguration { ListContentConfiguration(role: .header) }
    /// A section footer: dimmed text.
    public static func footer() -> ListContentConfiguration { ListContentConfiguration(role: .footer) }
    /// A plain list's section header: bold text.
    public static func plainHeader() -> ListContentConfiguration { ListContentConfiguration(role: .header) }
    /// A plain list's section footer: dimmed text.
    public static func plainFooter() -> ListContentConfiguration { ListContentConfiguration(role: .footer) }
    /// A grouped list's section header: dimmed text, as UIKit's small grey caption.
    public static func groupedHeader() -> ListContentConfiguration { ListContentConfiguration(role: .header, captionIsDim: true) }
    /// A grouped list's section footer: dimmed text.
    public static func groupedFooter() -> ListContentConfiguration { ListContentConfiguration(role: .footer) }
    /// A sidebar's section header: bold text.
    public static func sidebarHeader() -> ListContentConfiguration { ListContentConfiguration(role: .header) }

    /// Draws on the middle row (the first of a one- or two-row view), one column in from each side,
    /// leaving `trailingReserve` columns free at the trailing side for accessories.
    @MainActor
    public func draw(in context: DrawingContext, style: Style) {
        draw(in: context, style: style, trailingReserve: 0, row: (context.size.height - 1) / 2)
    }

    @MainActor
    package func draw(in context: DrawingContext, style: Style, leadingReserve: Int = 0, trailingReserve: Int, row y: Int) {
        var base = style
        switch role {
        case .header: if captionIsDim { base.isDim = true } else { base.isBold = true }
        case .footer: base.isDim = true
        case .cell, .valueCell: break
        }
        var secondary = base
        secondary.isDim = true
        let right = context.size.width - 1 - trailingReserve
        var x = 1 + leadingReserve
        if let image {
            x += context.write(image.glyph, x: x, y: y, style: base) + 1
        }
        if let text = text.map(textProperties.transformed), x < right {
            x += context.write(DisplayWidth.truncate(text, toWidth: right - x), x: x, y: y, style: base)
        }
        guard let secondaryText, x + 2 < right else { return }
        let fitted = DisplayWidth.truncate(secondaryText, toWidth: right - x - 2)
        let start = role == .valueCell ? right - DisplayWidth.of(fitted) : x + 2
        context.write(fitted, x: start, y: y, style: secondary)
    }
}
