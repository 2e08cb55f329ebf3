import Foundation
import TermCanvas

/// Scrollable, editable multi-line text: UIKit's `UITextView`, a scroll view. The text wraps at words
/// to the view's width (inside `textContainerInset`), one terminal row per line, and the content is as
/// tall as the lines, so a long text scrolls; with `isScrollEnabled` off its intrinsic height is the
/// text's, as a self-sizing text view's is. While it is the first responder (`becomeFirstResponder()`,
/// when `isEditable`), the keys type into it as into a `TextField`, except that Return starts a new
/// line; Esc ends editing. The delegate is asked in UIKit's order (see `TextViewDelegate`). A click on
/// the text view starts editing it on a plain screen (not yet inside a collection view's cell).
@preconcurrency @MainActor
open class TextView: ScrollView {
    /// The text (UIKit's `text`, never nil here); setting it from code tells the delegate nothing.
    open var text: String = "" { didSet { textDidChange() } }
    /// The text's colour.
    open var textColor: Color?
    /// The text's font: bold fonts draw bold; the size is UIKit's only.
    open var font: Font?
    /// Where each line sits.
    open var textAlignment = TextAlignment.natural
    /// Whether the user may type into it. Default `true`.
    open var isEditable = true
    /// Stored only: a terminal selects with its own mouse selection.
    open var isSelectable = true
    /// Space between the view's edges and the text: UIKit's 8 points above and below while a device is
    /// shown; none at one point per cell.
    open var textContainerInset: EdgeInsets = ScreenMetrics.usesPoints ? EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) : .zero {
        didSet { textDidChange() }
    }
    /// Stored only: links and numbers are not detected in a terminal.
    open var dataDetectorTypes: DataDetectorTypes = []
    /// Hears about editing and scrolling: assign a `TextViewDelegate`, as UIKit's `UITextViewDelegate`.
    /// (UITextView narrows UIScrollView's `delegate`; Swift cannot narrow an inherited property's type,
    /// so this is the scroll view's, read back as a `ScrollViewDelegate`.)
    open override var delegate: ScrollViewDelegate? {
        didSet { textViewDelegate = delegate as? TextViewDelegate }
    }
    /// `delegate` as a text view's delegate, cast once when set.
    private weak var textViewDelegate: TextViewDelegate?
    /// Whether the text is being edited.
    public private(set) var isEditing = false

    /// UIKit's `UIDataDetectorTypes`.
    public struct DataDetectorTypes: OptionSet, Sendable {
        /// The bit mask.
        public let rawValue: UInt
        /// Types from a bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Phone numbers.
        public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
        /// Links.
        public static let link = DataDetectorTypes(rawValue: 1 << 1)
        /// Addresses.
        public static let address = DataDetectorTypes(rawValue: 1 << 2)
        /// Calendar events.
        public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
        /// Every type.
        public static let all = DataDetectorTypes(rawValue: UInt.max)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Lines

    /// The text's lines at `columns` columns: its own lines, each wrapped at words.
    private func lines(columns: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { Label.wrap(String($0), width: columns) }
    }

    private var textColumns: Int {
        let scale = ScreenMetrics.scale
        return scale.columns(in: bounds.width - textContainerInset.left - textContainerInset.right)
    }

    /// The content is as tall as the lines (one row each) plus the insets, as wide as the view.
    private func updateContentSize() {
        let rows = CGFloat(lines(columns: max(1, textColumns)).count)
        contentSize = CGSize(width: bounds.width,
                             height: rows * ScreenMetrics.scale.pointsPerRow + textContainerInset.top + textContainerInset.bottom)
    }

    private func textDidChange() {
        updateContentSize()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
    }

    /// With scrolling off, the text's height at the current width (no width of its own); with it on,
    /// none, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let rows = CGFloat(lines(columns: max(1, textColumns)).count)
        return CGSize(width: View.noIntrinsicMetric,
                      height: rows * ScreenMetrics.scale.pointsPerRow + textContainerInset.top + textContainerInset.bottom)
    }

    open override func draw(in context: DrawingContext) {
        let scale = context.scale
        let width = context.size.width, height = context.size.height
        let left = scale.column(atPoint: textContainerInset.left)
        let columns = width - left - scale.column(atPoint: textContainerInset.right)
        guard columns > 0, height > 0 else { return }
        var style = TermCanvas.Style.plain
        if let color = textColor, color.isVisible, !color.isTerminalDefault { style.foreground = color.nearestTerminalColor }
        style.isBold = font?.isBold ?? false
        let all = lines(columns: columns)
        // Rows of the content above the visible area: the offset and the top inset, in rows.
        let top = scale.row(atPoint: textContainerInset.top) - scale.row(atPoint: contentOffset.y)
        for (index, line) in all.enumerated() where top + index >= 0 && top + index < height {
            let used = DisplayWidth.of(line)
            let x = left + (textAlignment == .center ? (columns - used) / 2 : textAlignment == .right ? columns - used : 0)
            context.write(line, x: x, y: top + index, style: style)
        }
        if isEditing, let last = all.last {
            let row = top + all.count - 1
            if row >= 0 && row < height { context.write(" ", x: min(width - 1, left + DisplayWidth.of(last)), y: row, style: TermCanvas.Style(reverse: true)) }
        }
    }

    // MARK: - Editing

    /// A text view takes the keys while editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing when the delegate's `textViewShouldBeginEditing(_:)` allows.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = true
        textViewDelegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Ends editing when the delegate's `textViewShouldEndEditing(_:)` allows.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        textViewDelegate?.textViewDidEndEditing(self)
        return true
    }

    /// Typing keys are the text view's while it is edited; the rest go on up (or scroll it).
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard let key = presses.first?.terminalKey, takesTextInput(key) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    /// While editing: a character (Return a new line) goes at the end, Backspace deletes the last
    /// one, Esc ends editing.
    package override func takesTextInput(_ key: Key) -> Bool {
        guard isEditing else { return false }
        if let edit = TypedEdit(key: key, text: text, allowsLineBreaks: true) {
            if !edit.isEmpty { replace(edit.range, with: edit.replacement) }
            return true
        }
        guard key == .escape else { return false }
        resignFirstResponder()
        return true
    }

    /// Replaces `range` (UTF-16) when the delegate's `textView(_:shouldChangeTextIn:replacementText:)`
    /// allows, keeps the end in view, then tells `textViewDidChange(_:)` and `textViewDidChangeSelection(_:)`.
    private func replace(_ range: NSRange, with string: String) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        text = (text as NSString).replacingCharacters(in: range, with: string)
        contentOffset = clampedToContent(CGPoint(x: contentOffset.x, y: contentSize.height))
        textViewDelegate?.textViewDidChange(self)
        textViewDelegate?.textViewDidChangeSelection(self)
    }
}

/// Hears about a text view's editing and scrolling: UIKit's `UITextViewDelegate`, which is a
/// `ScrollViewDelegate` too. Every method is optional. Order: should begin, did begin; per typed key
/// should change text, did change, did change selection; should end, did end.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether editing may begin. Default `true`.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end. Default `true`.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether typing may replace `range` (UTF-16) with `text`. Default `true`.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// The caret moved (it follows the typing, at the end).
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    /// Default: `true`.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Default: does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Default: `true`.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Default: does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Default: `true`.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Default: does nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Default: does nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
