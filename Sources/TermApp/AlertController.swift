import Foundation
import TermCanvas
import TermCollectionView

/// An alert or action sheet: UIKit's `UIAlertController`, presented with `present(_:animated:completion:)`.
/// Drawn over its presenter as a double-bordered box in the middle of the screen — the title (bold),
/// the message, a row per text field (`_` under the text, the placeholder dim while empty), then one row per
/// action; `↑`/`↓` choose, `Enter` (or a click on a row) runs the action and dismisses the alert,
/// `Esc`/`q` runs the cancel action, if any, and dismisses it. With text fields, the first is edited
/// when the alert appears, as on iOS: typed keys go into it, `Enter` there runs the chosen action, a
/// click on a field edits it, and `Esc` ends the editing (a second `Esc` dismisses).
@preconcurrency @MainActor
open class AlertController: ViewController {
    /// UIKit's `UIAlertController.Style`: both are drawn as the same box.
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

    /// The text under the title.
    open var message: String?
    /// Alert or action sheet, as made; both draw as the same box.
    public let preferredStyle: Style
    /// The actions, one row each in the order added.
    open private(set) var actions: [AlertAction] = []
    /// The action `Enter` runs before the user moves the choice (UIKit's bold action).
    open var preferredAction: AlertAction? {
        didSet { chosen = preferredAction.flatMap { action in actions.firstIndex { $0 === action } } ?? chosen }
    }
    private var chosen = 0
    /// Where the last box was drawn, for clicks on its rows.
    private var rowsOnScreen: [(row: Int, x: ClosedRange<Int>, index: Int)] = []
    /// Where the last box drew its text fields.
    private var fieldRowsOnScreen: [(row: Int, x: ClosedRange<Int>, field: TextField)] = []

    /// An alert with `title` and `message`, with no actions yet; present it with `present(_:animated:completion:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Adds a row for `action` at the bottom of the box.
    open func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The text fields added with `addTextField(configurationHandler:)`, in order; nil without any,
    /// as UIKit's.
    public private(set) var textFields: [TextField]?

    /// Adds a text field row above the actions (alerts only in UIKit, which raises for an action
    /// sheet; here both take it), configured by `configurationHandler` — a placeholder, secure entry,
    /// a delegate, a target for its changes.
    open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        // In the alert's view, so its responder chain reaches the alert (and the window gives it keys).
        view.addSubview(field)
        field.addAction(for: .editingDidEndOnExit) { [weak self] _ in self?.runChosenAction() }
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// The first text field is edited when the alert appears, as on iOS.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFields?.first?.becomeFirstResponder()
    }

    // MARK: - Keys and clicks

    override func handleUnclaimedKey(_ key: Key) -> Bool {
        let enabled = actions.indices.filter { actions[$0].isEnabled }
        switch key {
        case .up, .character("k"):
            chosen = enabled.last { $0 < chosen } ?? chosen
        case .down, .character("j"), .tab:
            chosen = enabled.first { $0 > chosen } ?? chosen
        case .enter, .character(" "):
            runChosenAction()
        default:
            return false
        }
        return true
    }

    override func handleMouse(_ mouse: MouseEvent) {
        guard mouse.action == .release, mouse.button == .left else { return }
        if let field = fieldRowsOnScreen.first(where: { $0.row == mouse.y && $0.x.contains(mouse.x) })?.field {
            field.becomeFirstResponder()
            return
        }
        guard let hit = rowsOnScreen.first(where: { $0.row == mouse.y && $0.x.contains(mouse.x) }) else { return }
        run(actions[hit.index])
    }

    private func runChosenAction() {
        run(actions.indices.contains(chosen) ? actions[chosen] : nil)
    }

    /// Esc or `q` dismisses the alert, as a tap on its cancel action would.
    open override func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let cancel = actions.first { $0.style == .cancel }
        super.dismiss(animated: animated, completion: completion)
        cancel?.run()
    }

    private func run(_ action: AlertAction?) {
        guard let action, action.isEnabled else { return }
        textFields?.forEach { $0.resignFirstResponder() }
        presentingViewController?.dismiss(animated: true)
        action.run()
    }

    // MARK: - Drawing

    override func render(into canvas: inout Canvas, viewport: CellRect) {
        presentingViewController?.render(into: &canvas, viewport: viewport)
        let lines = boxLines(maximumWidth: max(8, viewport.width - 6))
        let width = min(viewport.width, (lines.map { DisplayWidth.of($0.text) }.max() ?? 0) + 4)
        let height = min(viewport.height, lines.count + 2)
        let box = CellRect(x: viewport.x + (viewport.width - width) / 2, y: viewport.y + (viewport.height - height) / 2,
                           width: width, height: height)
        canvas.fill(box, clip: viewport)
        canvas.drawBox(box, border: .double, clip: viewport)
        rowsOnScreen = []
        fieldRowsOnScreen = []
        for (offset, line) in lines.enumerated() where offset < height - 2 {
            let row = box.y + 1 + offset
            if let fieldIndex = line.field, let field = textFields?[fieldIndex] {
                drawField(field, row: row, x: box.x + 2, width: width - 4, into: &canvas, clip: viewport)
                continue
            }
            let style: TermCanvas.Style = line.action.map { $0 == chosen ? TermCanvas.Style(reverse: true) : TermCanvas.Style.plain } ?? line.style
            if let index = line.action {
                canvas.fill(CellRect(x: box.x + 1, y: row, width: width - 2, height: 1), style: style, clip: viewport)
                rowsOnScreen.append((row, (box.x + 1)...(box.x + width - 2), index))
            }
            _ = canvas.write(line.text, x: box.x + 2, y: row, style: style, clip: viewport)
        }
    }

    /// A text field's row: a line of `_` with its text over it (bullets for secure entry), else its
    /// placeholder dim, and the caret after the text while it is edited.
    private func drawField(_ field: TextField, row: Int, x: Int, width: Int, into canvas: inout Canvas, clip: CellRect) {
        let area = CellRect(x: x, y: row, width: max(1, width), height: 1)
        _ = canvas.write(String(repeating: "_", count: area.width), x: x, y: row, style: TermCanvas.Style(dim: true), clip: clip)
        let text = field.text ?? ""
        let shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        let caret = field.isEditing ? 1 : 0
        let room = max(0, width - caret)
        if shown.isEmpty {
            // The caret before the placeholder, as iOS shows an empty field being edited.
            _ = canvas.write(DisplayWidth.truncate(field.placeholder ?? "", toWidth: room), x: x + caret, y: row,
                             style: TermCanvas.Style(dim: true), clip: clip)
            if caret > 0 { _ = canvas.write(" ", x: x, y: row, style: TermCanvas.Style(reverse: true), clip: clip) }
        } else {
            // The end stays in view while typing.
            let used = canvas.write(String(shown.suffix(room)), x: x, y: row, style: .plain, clip: clip)
            if caret > 0 { _ = canvas.write(" ", x: x + used, y: row, style: TermCanvas.Style(reverse: true), clip: clip) }
        }
        fieldRowsOnScreen.append((row, x...(x + area.width - 1), field))
    }

    /// The box's rows: the title, the message's words wrapped, the text fields (each as wide as 20
    /// columns, or its placeholder), a blank row, then the actions.
    private func boxLines(maximumWidth: Int) -> [(text: String, style: TermCanvas.Style, action: Int?, field: Int?)] {
        var lines: [(text: String, style: TermCanvas.Style, action: Int?, field: Int?)] = []
        if let title, !title.isEmpty { lines.append((DisplayWidth.truncate(title, toWidth: maximumWidth), TermCanvas.Style(bold: true), nil, nil)) }
        if let message, !message.isEmpty {
            for line in Self.wrap(message, width: maximumWidth) { lines.append((line, TermCanvas.Style.plain, nil, nil)) }
        }
        for (index, field) in (textFields ?? []).enumerated() {
            let width = min(maximumWidth, max(20, DisplayWidth.of(field.placeholder ?? "") + 1))
            lines.append((String(repeating: " ", count: width), TermCanvas.Style.plain, nil, index))
        }
        if !lines.isEmpty && !actions.isEmpty { lines.append(("", TermCanvas.Style.plain, nil, nil)) }
        for (index, action) in actions.enumerated() {
            let text = action.style == .destructive ? "⚠ " + action.title : action.title
            lines.append((DisplayWidth.truncate(text, toWidth: maximumWidth), action.isEnabled ? TermCanvas.Style.plain : TermCanvas.Style(dim: true), index, nil))
        }
        return lines
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(candidate) > width && !current.isEmpty {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(DisplayWidth.truncate(current, toWidth: width)) }
        return lines
    }
}

/// A button of an alert: UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class AlertAction: NSObject {
    /// UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }

    /// The row's text; an empty string for a `nil` title.
    public let title: String
    /// Default, cancel (run by `Esc`/`q`) or destructive (drawn with a ⚠ before the title).
    public let style: Style
    /// Whether the action can be chosen; a disabled one draws dimmed, and `Enter` or a click on it does nothing.
    open var isEnabled = true
    private let handler: ((AlertAction) -> Void)?

    /// An action titled `title` whose `handler` runs when it is chosen, before the alert is dismissed.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title ?? ""
        self.style = style
        self.handler = handler
        super.init()
    }

    func run() {
        handler?(self)
    }
}
