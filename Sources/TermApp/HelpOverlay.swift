import TermCanvas
import TermCollectionView

/// The `?` overlay: a double-bordered box in the middle of the screen listing every key.
@MainActor
enum HelpOverlay {
    static let scrollingKeys: [(String, String)] = [
        ("j k ↓ ↑", "scroll a row"),
        ("h l ← →", "scroll a column"),
        ("Space PgDn PgUp", "scroll a page"),
        ("g Home  G End", "top / bottom"),
        ("wheel", "scroll 3 rows"),
        ("?", "close this help"),
        ("q Esc", "back / quit"),
    ]

    /// With focus on, the arrows leave scrolling: j/k/h/l scroll, the arrows move the focus.
    static let focusKeys: [(String, String)] = [
        ("j k", "scroll a row"),
        ("h l", "scroll a column"),
        ("↑ ↓ ← →", "move the focus"),
        ("Enter Space", "tap the focused item"),
        ("e", "edit menu of the focused item"),
        ("PgDn PgUp", "scroll a page"),
        ("g Home  G End", "top / bottom"),
        ("wheel  click", "scroll 3 rows  tap an item"),
        ("?", "close this help"),
        ("q Esc", "back / quit"),
    ]

    /// Where a compositional layout has orthogonal sections: which one the sideways keys move.
    static let sidewaysKeys: [(String, String)] = [
        ("← → ⇧wheel", "scroll sideways: the focus's, pointer's or middle section"),
    ]

    /// Where the collection view takes drags (a drag delegate and `dragInteractionEnabled`).
    static let dragKeys: [(String, String)] = [
        ("d", "drag the focused item: ↑↓←→ carry it, Enter drops, Esc cancels"),
    ]

    /// Where a tab bar shows.
    static let tabKeys: [(String, String)] = [
        ("Tab S-Tab", "next / previous tab"),
    ]

    /// Draws the overlay for a screen whose keys go to `collectionView` (the arrows move its focus
    /// or scroll it; its drag and sideways keys when it takes drags or has orthogonal sections).
    static func draw(title: String, commands: [KeyCommand], collectionView: CollectionView?, switchesTabs: Bool = false,
                     into canvas: inout Canvas) {
        let arrowsMoveFocus = collectionView?.arrowKeysMoveFocus ?? false
        let rows = (arrowsMoveFocus ? focusKeys : scrollingKeys) + (collectionView?.beginsDrags == true ? dragKeys : [])
            + (collectionView?.hasOrthogonalSections == true ? sidewaysKeys : []) + (switchesTabs ? tabKeys : [])
            + commands.map { ($0.keyLabel, $0.helpTitle) }
        let keyWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        let lines = rows.map { key, title in key + String(repeating: " ", count: keyWidth - DisplayWidth.of(key)) + "  " + title }
        let contentWidth = max(DisplayWidth.of(title), lines.map(DisplayWidth.of).max() ?? 0)
        let width = min(canvas.size.width, contentWidth + 4)
        let height = min(canvas.size.height, lines.count + 4)
        let box = CellRect(x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2, width: width, height: height)
        canvas.fill(box)
        canvas.drawBox(box, border: .double)
        let inner = box.insetBy(dx: 2, dy: 1)
        canvas.write(DisplayWidth.truncate(title, toWidth: inner.width), x: inner.x, y: inner.y, style: Style(bold: true), clip: inner)
        for (index, line) in lines.enumerated() {
            canvas.write(DisplayWidth.truncate(line, toWidth: inner.width), x: inner.x, y: inner.y + 2 + index, clip: inner)
        }
    }
}
