import TermCanvas
import XCTest

/// Asserts that `canvas.textLines()` equals `lines`, naming each differing cell by (x, y).
public func assertCanvas(
    _ canvas: Canvas,
    equals lines: [String],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let message = CanvasDiff.describe(canvas, expected: lines) {
        XCTFail(message, file: file, line: line)
    }
}

/// Cell-level comparison of a canvas with expected rows of text.
enum CanvasDiff {
    /// nil when equal; otherwise the differing cells, then the whole expected and actual screens.
    static func describe(_ canvas: Canvas, expected: [String]) -> String? {
        let actual = canvas.textLines()
        guard actual != expected else { return nil }
        var lines = ["canvas differs from expected:"]
        for y in 0..<max(actual.count, expected.count) {
            let want = y < expected.count ? cells(of: expected[y]) : []
            for x in 0..<max(canvas.size.width, want.count) where cellText(want, x) != canvas[x, y].text {
                lines.append("cell (\(x), \(y)): expected \"\(cellText(want, x))\", actual \"\(canvas[x, y].text)\"")
            }
        }
        if actual.count != expected.count {
            lines.append("expected \(expected.count) rows, canvas has \(actual.count)")
        }
        lines.append("expected:\n" + expected.joined(separator: "\n"))
        lines.append("actual:\n" + actual.joined(separator: "\n"))
        return lines.joined(separator: "\n")
    }

    /// The cell texts an expected row describes: wide graphemes take two cells, the second "".
    static func cells(of row: String) -> [String] {
        var cells: [String] = []
        for character in row {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            cells.append(String(character))
            if width == 2 { cells.append("") }
        }
        return cells
    }

    private static func cellText(_ cells: [String], _ x: Int) -> String {
        x < cells.count ? cells[x] : "<none>"
    }
}
