import TermCanvas
import XCTest

/// A canvas records, row by row, the columns drawn since it was blank; frames are compared only
/// there, and a recycled canvas is cleared only there. These tests draw random frames and check both
/// against the whole-grid truth: the changes reported are exactly the cells that differ, and a
/// recycled canvas draws exactly what a fresh one does.
final class DrawnSpanTests: XCTestCase {
    private static let texts = ["Item 0042", "日本語", "a👨‍👩‍👧b", "┌──┐", "🇫🇷x", "é", " ", "wide 漢字 end", "\t!"]

    private func randomStyle(_ random: inout SeededGenerator) -> Style {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: .plain
        case 1: Style(reverse: true)
        case 2: Style(bold: true)
        default: Style(foreground: .red)
        }
    }

    /// One random drawing call, reaching past every edge now and then.
    private func drawSomething(on canvas: inout Canvas, _ random: inout SeededGenerator) {
        let size = canvas.size
        let x = Int.random(in: -3...size.width + 1, using: &random), y = Int.random(in: -1...size.height, using: &random)
        let rect = CellRect(x: x, y: y, width: Int.random(in: 0...size.width, using: &random), height: Int.random(in: 0...3, using: &random))
        let style = randomStyle(&random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: canvas.write(Self.texts.randomElement(using: &random)!, x: x, y: y, style: style)
        case 2: canvas.fill(rect, with: ["·", " ", "█"].randomElement(using: &random)!, style: style)
        case 3: canvas.drawBox(rect, border: .light, style: style)
        case 4: canvas.modifyStyle(in: rect) { $0.isDim.toggle() }
        default: canvas[x, y] = Cell(text: ["x", "日", ""].randomElement(using: &random)!, style: style)
        }
    }

    private func randomFrame(size: CellSize, steps: Int, _ random: inout SeededGenerator, recycling recycled: Canvas? = nil) -> Canvas {
        var canvas = recycled.map { Canvas(size: size, recycling: $0) } ?? Canvas(size: size)
        for _ in 0..<steps { drawSomething(on: &canvas, &random) }
        return canvas
    }

    /// The graphemes that differ, found by reading every cell: what `forEachChange` must report.
    private func differingCells(from old: Canvas, to new: Canvas) -> [String] {
        var cells: [String] = []
        for y in 0..<new.size.height {
            for x in 0..<new.size.width where new[x, y] != old[x, y] && !new[x, y].isContinuation {
                cells.append("\(x),\(y)")
            }
        }
        return cells
    }

    /// Calls `body` with `rounds` pairs of successive random 13×5 frames (each frame is the next
    /// pair's previous one).
    private func forEachRandomFramePair(seed: UInt64, rounds: Int, _ body: (_ previous: Canvas, _ next: Canvas, _ round: Int) -> Void) {
        var random = SeededGenerator(seed: seed)
        let size = CellSize(width: 13, height: 5)
        var previous = randomFrame(size: size, steps: 6, &random)
        for round in 0..<rounds {
            let next = randomFrame(size: size, steps: Int.random(in: 0...8, using: &random), &random)
            body(previous, next, round)
            previous = next
        }
    }

    func test_changes_are_exactly_the_cells_that_differ_however_frames_were_drawn() {
        forEachRandomFramePair(seed: 11, rounds: 300) { previous, next, round in
            var reported: [String] = []
            next.forEachChange(since: previous) { reported.append("\($0.x),\($0.y)") }
            XCTAssertEqual(reported, differingCells(from: previous, to: next), "round \(round)")
            XCTAssertEqual(next.changeCount(since: previous), reported.count, "round \(round)")
        }
    }

    /// What the ncurses screen reads instead of whole cells: for each cell its ASCII byte (nil for
    /// anything else: wide, long, non-ASCII, continuation) and its style.
    func test_cell_reads_agree_with_the_cells_themselves() {
        forEachRandomFramePair(seed: 13, rounds: 200) { _, next, round in
            for y in -1...next.size.height {
                for x in -1...next.size.width {
                    let cell = next[x, y], utf8 = Array(cell.text.utf8)
                    let ascii = utf8.count == 1 && utf8[0] >= 0x20 && utf8[0] < 0x7F ? utf8[0] : nil
                    XCTAssertEqual(next.printableASCII(x: x, y: y), ascii, "round \(round) at \(x),\(y)")
                    XCTAssertEqual(next.style(x: x, y: y), cell.style, "round \(round) at \(x),\(y)")
                }
            }
        }
    }

    func test_a_recycled_canvas_draws_exactly_what_a_fresh_one_does() {
        var random = SeededGenerator(seed: 12)
        let size = CellSize(width: 11, height: 4)
        var recycled = randomFrame(size: size, steps: 10, &random)
        for round in 0..<200 {
            let seed = UInt64.random(in: 0...UInt64.max, using: &random)
            var freshRandom = SeededGenerator(seed: seed), recycledRandom = SeededGenerator(seed: seed)
            let steps = Int.random(in: 0...8, using: &random)
            let fresh = randomFrame(size: size, steps: steps, &freshRandom)
            let reused = randomFrame(size: size, steps: steps, &recycledRandom, recycling: recycled)
            XCTAssertEqual(reused, fresh, "round \(round)")
            XCTAssertEqual(reused.changeCount(since: fresh), 0, "round \(round)")
            XCTAssertEqual(fresh.changeCount(since: reused), 0, "round \(round)")
            recycled = reused
        }
    }

    func test_a_recycled_canvas_of_another_size_is_a_fresh_blank_canvas() {
        var canvas = Canvas(size: CellSize(width: 4, height: 2))
        canvas.write("abcd", x: 0, y: 1)
        let resized = Canvas(size: CellSize(width: 6, height: 3), recycling: canvas)
        XCTAssertEqual(resized, Canvas(size: CellSize(width: 6, height: 3)))
    }

    func test_a_row_drawn_in_a_few_columns_reports_only_its_changes_against_an_undrawn_row() {
        // Row 0 is drawn only in the new frame, row 1 only in the old one: both ways differ.
        var old = Canvas(size: CellSize(width: 200, height: 2)), new = Canvas(size: CellSize(width: 200, height: 2))
        old.write("gone", x: 150, y: 1)
        new.write("here", x: 3, y: 0)
        var reported: [String] = []
        new.forEachChange(since: old) { reported.append("\($0.x),\($0.y)\(new[$0.x, $0.y].text)") }
        XCTAssertEqual(reported, ["3,0h", "4,0e", "5,0r", "6,0e", "150,1 ", "151,1 ", "152,1 ", "153,1 "])
    }
}
