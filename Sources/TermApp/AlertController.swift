import Foundation
import TermCanvas
import TermCollectionView

/// An alert or action sheet: UIKit's `UIAlertController`, presented with `present(_:animated:completion:)`.
/// Drawn over its presenter as a double-bordered box in the middle of the screen — the title (bold),
/// the message, then one row per action; `↑`/`↓` choose, `Enter` (or a click on a row) runs the action
/// and dismisses the alert, `Esc`/`q` runs the cancel action, if any, and dismisses it.
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

    // MARK: - Keys and clicks

    override func handleUnclaimedKey(_ key: Key) -> Bool {
        let enabled = actions.indices.filter { actions[$0].isEnabled }
        switch key {
        case .up, .character("k"):
            chosen = enabled.last { $0 < chosen } ?? chosen
        case .down, .character("j"), .tab:
            chosen = enabled.first { $0 > chosen } ?? chosen
        case .enter, .character(" "):
            run(actions.indices.contains(chosen) ? actions[chosen] : nil)
        default:
            return false
        }
        return true
    }

    override func handleMouse(_ mouse: MouseEvent) {
        guard mouse.action == .release, mouse.button == .left,
              let hit = rowsOnScreen.first(where: { $0.row == mouse.y && $0.x.contains(mouse.x) }) else { return }
        run(actions[hit.index])
    }

    /// Esc or `q` dismisses the alert, as a tap on its cancel action would.
    open override func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let cancel = actions.first { $0.style == .cancel }
        super.dismiss(animated: animated, completion: completion)
        cancel?.run()
    }

    private func run(_ action: AlertAction?) {
        guard let action, action.isEnabled else { return }
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
        for (offset, line) in lines.enumerated() where offset < height - 2 {
            let row = box.y + 1 + offset
            let style: TermCanvas.Style = line.action.map { $0 == chosen ? TermCanvas.Style(reverse: true) : TermCanvas.Style.plain } ?? line.style
            if let index = line.action {
                canvas.fill(CellRect(x: box.x + 1, y: row, width: width - 2, height: 1), style: style, clip: viewport)
                rowsOnScreen.append((row, (box.x + 1)...(box.x + width - 2), index))
            }
            _ = canvas.write(line.text, x: box.x + 2, y: row, style: style, clip: viewport)
        }
    }

    /// The box's rows: the title, the message's words wrapped, a blank row, then the actions.
    private func boxLines(maximumWidth: Int) -> [(text: String, style: TermCanvas.Style, action: Int?)] {
        var lines: [(text: String, style: TermCanvas.Style, action: Int?)] = []
        if let title, !title.isEmpty { lines.append((DisplayWidth.truncate(title, toWidth: maximumWidth), TermCanvas.Style(bold: true), nil)) }
        if let message, !message.isEmpty {
            for line in Self.wrap(message, width: maximumWidth) { lines.append((line, TermCanvas.Style.plain, nil)) }
        }
        if !lines.isEmpty && !actions.isEmpty { lines.append(("", TermCanvas.Style.plain, nil)) }
        for (index, action) in actions.enumerated() {
            let text = action.style == .destructive ? "⚠ " + action.title : action.title
            lines.append((DisplayWidth.truncate(text, toWidth: maximumWidth), action.isEnabled ? TermCanvas.Style.plain : TermCanvas.Style(dim: true), index))
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
