import Foundation
import TermCanvas

/// A line of editable text: UIKit's `UITextField`. A click (or `becomeFirstResponder()`) starts
/// editing: the field becomes the first responder, and the keys the window sends it type — a
/// character is inserted at the end (the caret stays there: a terminal field has no caret to move),
/// Backspace deletes the last character, Return asks the delegate's `textFieldShouldReturn(_:)` and
/// sends `.editingDidEndOnExit`, Esc ends editing. The delegate is asked, and the control events sent,
/// in UIKit's order (see `TextFieldDelegate`). Drawn as its text (or dim placeholder, `•` per
/// character when secure) on its middle row, a box around it when it is three rows tall and has a
/// border style, and a reverse-video caret cell while editing.
@preconcurrency @MainActor
open class TextField: Control {
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// The text; setting it from code sends no event, as in UIKit.
    open var text: String? = ""
    /// Shown, dim, while the text is empty.
    open var placeholder: String?
    /// The text's colour.
    open var textColor: Color?
    /// The text's font: bold fonts draw bold; the size is UIKit's only.
    open var font: Font?
    /// Where the text sits in the field.
    open var textAlignment = TextAlignment.natural
    /// The border: with a style and three rows, the field draws a box (rounded for `.roundedRect`).
    open var borderStyle = BorderStyle.none
    /// Whether the text shows as `•`, one per character.
    open var isSecureTextEntry = false
    /// Hears about editing (UIKit's `delegate`).
    open weak var delegate: TextFieldDelegate?
    /// Whether the field is being edited: from `becomeFirstResponder()` to `resignFirstResponder()`.
    public private(set) var isEditing = false
    /// Whether editing empties the field first. Default `false`.
    open var clearsOnBeginEditing = false
    /// Stored only: a terminal field has no clear button (select and Backspace, or Esc).
    open var clearButtonMode = ViewMode.never
    /// Stored only: the view is kept, not drawn.
    open var leftView: View?
    /// Stored only.
    open var leftViewMode = ViewMode.never
    /// Stored only: the view is kept, not drawn.
    open var rightView: View?
    /// Stored only.
    open var rightViewMode = ViewMode.never
    /// Stored only: the terminal's keyboard is the only one.
    open var keyboardType = KeyboardType.default
    /// Stored only: Return is Return.
    open var returnKeyType = ReturnKeyType.default
    /// Stored only: nothing autocorrects in a terminal.
    open var autocorrectionType = TextAutocorrectionType.default
    /// Stored only: characters are typed as they come.
    open var autocapitalizationType = TextAutocapitalizationType.sentences
    /// Stored only.
    open var adjustsFontSizeToFitWidth = false
    /// Stored only.
    open var minimumFontSize: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A text field takes the keys while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing when the delegate's `textFieldShouldBeginEditing(_:)` allows: the field is the
    /// first responder, the delegate hears `textFieldDidBeginEditing(_:)`, `.editingDidBegin` is sent.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing when the delegate's `textFieldShouldEndEditing(_:)` allows: `textFieldDidEndEditing(_:)`
    /// and `.editingDidEnd` follow.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// The keys of a field being edited type into it (see the type's summary); others go on up.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard let key = presses.first?.terminalKey, takesTextInput(key) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    /// While editing, typing keys are the field's (before key commands, as text input comes first).
    package override func takesTextInput(_ key: Key) -> Bool {
        isEditing && type(key)
    }

    /// A click starts editing.
    package override func performClick(at point: CGPoint) {
        becomeFirstResponder()
    }

    /// UIKit's field height, 34 points, while a device is shown; else a row. No width of its own.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ScreenMetrics.usesPoints ? 34 : ScreenMetrics.scale.pointsPerRow)
    }

    open override func draw(in context: DrawingContext) {
        let width = context.size.width, height = context.size.height
        guard width > 0, height > 0 else { return }
        let boxed = borderStyle != .none && height >= 3 && width >= 3
        if boxed { context.drawBox(border: borderStyle == .roundedRect ? .rounded : .light) }
        let inset = boxed ? 1 : 0, room = width - 2 * inset - (isEditing ? 1 : 0)
        guard room > 0 else { return }
        let current = text ?? ""
        let shown = isSecureTextEntry ? String(repeating: "•", count: current.count) : current
        var style = TermCanvas.Style.plain
        if let color = textColor, color.isVisible, !color.isTerminalDefault { style.foreground = color.nearestTerminalColor }
        style.isBold = font?.isBold ?? false
        var line = shown
        if shown.isEmpty, let placeholder {
            line = placeholder
            style.isDim = true
        }
        // While editing, the end of the text stays in view: its last `room` columns.
        let fitted = isEditing ? Self.tail(of: line, width: room) : DisplayWidth.truncate(line, toWidth: room)
        let used = DisplayWidth.of(fitted)
        let x = inset + (textAlignment == .center ? (room - used) / 2 : textAlignment == .right ? room - used : 0)
        let y = (height - 1) / 2
        context.write(fitted, x: x, y: y, style: style)
        if isEditing { context.write(" ", x: shown.isEmpty ? x : x + used, y: y, style: TermCanvas.Style(reverse: true)) }
    }

    // MARK: - Typing

    /// Types `key`; false for a key that is not the field's.
    private func type(_ key: Key) -> Bool {
        if let edit = TypedEdit(key: key, text: text ?? "", allowsLineBreaks: false) {
            if !edit.isEmpty { replace(edit.range, with: edit.replacement) }
            return true
        }
        switch key {
        case .enter:
            if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
        case .escape:
            resignFirstResponder()
        default:
            return false
        }
        return true
    }

    /// Replaces `range` (UTF-16, as UIKit's) with `string` when the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` allows; then `.editingChanged` and
    /// `textFieldDidChangeSelection(_:)`.
    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        text = ((text ?? "") as NSString).replacingCharacters(in: range, with: string)
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The last `width` columns of `text`, whole characters only.
    private static func tail(of text: String, width: Int) -> String {
        var result = ""
        for character in text.reversed() {
            let next = String(character) + result
            if DisplayWidth.of(next) > width { break }
            result = next
        }
        return result
    }
}

/// Hears about a text field's editing: UIKit's `UITextFieldDelegate`. Every method is optional.
/// Order: `textFieldShouldBeginEditing`, `textFieldDidBeginEditing`; per typed key
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, `textFieldDidChangeSelection`; Return
/// asks `textFieldShouldReturn`; ending asks `textFieldShouldEndEditing`, then `textFieldDidEndEditing`.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin. Default `true`.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end. Default `true`.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether typing may replace `range` (UTF-16) with `string`. Default `true`.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The text (and so the caret) changed.
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Return was pressed; answer whether the field does its default (sends `.editingDidEndOnExit`).
    /// Default `true`. Call `resignFirstResponder()` here to put the keyboard away, as on iOS.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Default: `true`.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Default: does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Default: `true`.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Default: does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Default: `true`.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Default: does nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    /// Default: `true`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
