import Foundation
import XCTest

/// A real-world reorderable board (`Fixtures/ReorderableTilesController.swift`: `import
/// UniformTypeIdentifiers`, `#selector` on a long press, drag and drop delegates) runs in `tcv
/// snapshot` as written. Tiles 110 × 60 points on a 393-point phone at 60 columns (6.55 points a
/// column, 13.1 a row): the first row of tiles is drawn on screen rows 1–4, the second on 6–10.
final class DragAndDropFileTests: XCTestCase {
    private let file = LayoutFileTests.fixtures.appendingPathComponent("ReorderableTilesController.swift").path

    private func snapshot(_ keys: String) throws -> [String] {
        try TCVBinary.snapshotLines(of: file, size: "60x14", keys: keys)
    }

    private func tiles(_ line: String) -> [String] {
        line.components(separatedBy: "│").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Tile") }
    }

    func test_a_quick_drag_drops_the_tile_through_the_drop_delegate() throws {
        XCTAssertEqual(tiles(try snapshot("")[3]), ["Tile 1", "Tile 2", "Tile 3"])
        let dropped = try snapshot("<Press:9,3><Drag:20,3><Drag:50,3><Release:50,3><Wait:500>")
        XCTAssertEqual(tiles(dropped[3]), ["Tile 2", "Tile 3", "Tile 1"])
    }

    func test_a_held_press_moves_the_tile_through_the_long_press_recognizer() throws {
        let moved = try snapshot("<Press:9,3><Wait:400><Drag:30,8><Drag:50,8><Release:50,8><Wait:500>")
        XCTAssertEqual(tiles(moved[3]), ["Tile 2", "Tile 3", "Tile 4"])
        XCTAssertEqual(tiles(moved[8]), ["Tile 5", "Tile 6", "Tile 1"])
    }
}
