import Foundation
import TermCanvas

/// How a label lines up its text: UIKit's `NSTextAlignment`, with UIKit's raw values. A terminal is
/// left to right, so `.natural` and `.justified` align left.
public enum TextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred (odd leftover columns go to the right).
    case center = 1
    /// Flush right.
    case right = 2
    /// Drawn flush left: a terminal line is not stretched.
    case justified = 3
    /// The script's direction: left here.
    case natural = 4
}

/// What a label does with a line too long for it: UIKit's `NSLineBreakMode`, with UIKit's raw values.
/// Lines are drawn truncated at the tail with "…" whatever the mode (a one-row terminal line has no
/// room for the others' subtleties); more than one line wraps at words. Stored otherwise.
public enum LineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// A line of text: UIKit's `UILabel`. The text is drawn in the label's frame, vertically centred as
/// UIKit centres it, aligned by `textAlignment`, in `textColor` (bold when `font` is bold; dim for a
/// faint system colour such as `.secondaryLabel`), cut with "…" where it is too wide. Its `intrinsicContentSize` is the text's display width by its line count,
/// so Auto Layout can size it where constraints leave the size open.
@preconcurrency @MainActor
open class Label: View {
    /// The text; setting it changes the intrinsic size (the superview lays out again).
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The attributed string last given to `attributedText` (`Label+AttributedText.swift`).
    var attributedTextStorage: NSAttributedString?
    /// The font: only its weight shows (see `Font`). Default: the body style.
    open var font: Font! = Font.preferredFont(forTextStyle: .body)
    /// The text's colour; `nil` (and the default, `.label`) draws in the terminal's own colour.
    open var textColor: Color! = Color.label
    /// The horizontal alignment. Default `.natural` (left).
    open var textAlignment: TextAlignment = .natural
    /// The most lines drawn: 1 by default; 0 for as many as the height holds (wrapping at words).
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How a long line is cut; drawn as tail truncation whatever the mode (see `LineBreakMode`).
    open var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Stored only: a terminal has one text size, so there is no content size category to follow.
    open var adjustsFontForContentSizeCategory = false
    /// Stored only: a terminal cannot shrink text.
    open var adjustsFontSizeToFitWidth = false
    /// Stored only: a terminal cannot shrink text (see `adjustsFontSizeToFitWidth`).
    open var minimumScaleFactor: CGFloat = 0
    /// Stored only: a terminal cannot tighten letter spacing.
    open var allowsDefaultTighteningForTruncation = false
    /// Whether the label is drawn enabled; a disabled label draws dim.
    open var isEnabled = true
    /// The colour of highlighted text. Stored only.
    open var highlightedTextColor: Color?
    /// Whether the label is highlighted. Stored only.
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A label of more than one line wraps to its width, so a new width is a new intrinsic height
    /// (UIKit's `preferredMaxLayoutWidth` follows the width after layout the same way).
    open override var bounds: CGRect {
        didSet { if numberOfLines != 1 && bounds.width != oldValue.width { invalidateIntrinsicContentSize() } }
    }

    /// The text's size in points: its display width in columns (wide characters count two) by its
    /// number of lines, each line a row — or, on a device's screen, the font's `lineHeight` where that
    /// is taller than a row, as UIKit measures a label.
    open override var intrinsicContentSize: CGSize {
        let scale = ScreenMetrics.scale
        return size(of: textLines(width: numberOfLines != 1 && bounds.width > 0 ? scale.columns(in: bounds.width) : nil))
    }

    /// The text's size, wrapped to `size.width` when the label takes more than one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let scale = ScreenMetrics.scale
        return self.size(of: textLines(width: numberOfLines == 1 || size.width <= 0 ? nil : scale.columns(in: size.width)))
    }

    private func size(of lines: [String]) -> CGSize {
        let scale = ScreenMetrics.scale
        let columns = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let lineHeight = ScreenMetrics.usesPoints
            ? max(scale.pointsPerRow, (font ?? Font.systemFont(ofSize: 17)).lineHeight) : scale.pointsPerRow
        return CGSize(width: CGFloat(columns) * scale.pointsPerColumn, height: CGFloat(lines.count) * lineHeight)
    }

    /// Draws the lines centred vertically in the frame, aligned and truncated to its width.
    open override func draw(in context: DrawingContext) {
        let width = context.size.width, height = context.size.height
        guard width > 0, height > 0 else { return }
        let lines = Array(textLines(width: width).prefix(height))
        var style = Style.plain
        if let color = textColor, color.isVisible, !color.isTerminalDefault { style.foreground = color.nearestTerminalColor }
        style.isBold = font?.isBold ?? false
        // `.secondaryLabel`, `.placeholderText`: the terminal's own colour, dimmed as UIKit's alpha dims it.
        let isFaintSystemColor = textColor?.isTerminalDefault == true && (textColor?.alphaComponent ?? 1) < 1
        style.isDim = !isEnabled || isFaintSystemColor
        let top = (height - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let fitted = DisplayWidth.truncate(line, toWidth: width)
            let x = switch textAlignment {
            case .center: (width - DisplayWidth.of(fitted)) / 2
            case .right: width - DisplayWidth.of(fitted)
            case .left, .justified, .natural: 0
            }
            context.write(fitted, x: x, y: top + index, style: style)
        }
    }

    /// The lines to draw: the text's own lines, wrapped at words to `width` when more than one line is
    /// allowed, at most `numberOfLines` of them (0: no limit).
    private func textLines(width: Int?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        if numberOfLines == 1 { return [text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += width.map { Self.wrap(String(paragraph), width: $0) } ?? [String(paragraph)]
        }
        return numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
    }

    /// Greedy word wrap to `width` display columns (a word longer than a line is cut at the line).
    package static func wrap(_ paragraph: String, width: Int) -> [String] {
        guard width > 0 else { return [paragraph] }
        var lines: [String] = [], current = ""
        for word in paragraph.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if DisplayWidth.of(candidate) <= width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        lines.append(current)
        return lines
    }
}
