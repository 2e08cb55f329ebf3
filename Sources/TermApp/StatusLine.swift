import Foundation
import TermCanvas
import TermCollectionView

/// The window's bottom row: what the collection view is doing right now — `contentOffset`,
/// `contentSize`, and the counters (visible elements, layout passes, `prepare()` calls, views made vs.
/// reused) unless the window hides them — after a short message (the last toggle), and the help hint.
/// When the layout has problems (see `LayoutDiagnostics`), the latest comes first after the title, with
/// their count, so a broken layout says why while it runs.
@MainActor
enum StatusLine {
    static func facts(for collectionView: CollectionView, showingCounters: Bool) -> [String] {
        let stats = collectionView.statistics
        let offset = collectionView.contentOffset
        let size = collectionView.contentSize
        let position = [
            "offset \(CallFormat.number(offset.x)),\(CallFormat.number(offset.y))",
            "size \(CallFormat.number(size.width))x\(CallFormat.number(size.height))",
        ]
        guard showingCounters else { return position }
        return position + [
            "visible \(stats.visibleElements)",
            "passes \(stats.layoutPasses)",
            "prepare \(stats.prepareCalls)",
            "made \(stats.viewsCreated) reused \(stats.viewsReused)",
        ]
    }

    /// The latest layout problem and how many there were, or `nil` when the layout has none.
    static func warning(for collectionView: CollectionView) -> String? {
        let problems = collectionView.layoutDiagnostics.problems
        return problems.last.map { "⚠ \(problems.count) layout problem\(problems.count == 1 ? "" : "s"): \($0)" }
    }

    static func text(notice: String? = nil, title: String, warning: String? = nil, message: String?, facts: [String],
                     showsHelpHint: Bool) -> String {
        // A notice from outside the app comes first; the warning and the message (the last toggle)
        // right after the title, so a narrow screen cuts counters, not them.
        ([notice].compactMap { $0 } + [title] + [warning, message].compactMap { $0 } + facts + (showsHelpHint ? ["? help"] : []))
            .joined(separator: "│")
    }

    static func draw(_ text: String, into canvas: inout Canvas, row: Int) {
        let style = Style(reverse: true)
        let line = CellRect(x: 0, y: row, width: canvas.size.width, height: 1)
        canvas.fill(line, style: style)
        canvas.write(DisplayWidth.truncate(text, toWidth: canvas.size.width), x: 0, y: row, style: style)
    }
}
