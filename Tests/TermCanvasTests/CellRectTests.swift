import TermCanvas
import XCTest

final class CellRectTests: XCTestCase {
    func test_edges_are_inclusive_at_min_and_exclusive_at_max() {
        let rect = CellRect(x: 2, y: 3, width: 4, height: 5)
        XCTAssertEqual([rect.minX, rect.minY, rect.maxX, rect.maxY], [2, 3, 6, 8])
        XCTAssertTrue(rect.contains(x: 2, y: 3))
        XCTAssertTrue(rect.contains(x: 5, y: 7))
        XCTAssertFalse(rect.contains(x: 6, y: 7))
        XCTAssertFalse(rect.contains(x: 5, y: 8))
        XCTAssertFalse(rect.contains(x: 1, y: 3))
    }

    func test_isEmpty_when_either_dimension_is_not_positive() {
        XCTAssertTrue(CellRect(x: 0, y: 0, width: 0, height: 3).isEmpty)
        XCTAssertTrue(CellRect(x: 0, y: 0, width: 3, height: -1).isEmpty)
        XCTAssertFalse(CellRect(x: 0, y: 0, width: 1, height: 1).isEmpty)
    }

    func test_intersection_of_overlapping_rects_is_the_shared_cells() {
        let a = CellRect(x: 0, y: 0, width: 10, height: 4)
        let b = CellRect(x: 6, y: 2, width: 10, height: 10)
        XCTAssertEqual(a.intersection(b), CellRect(x: 6, y: 2, width: 4, height: 2))
        XCTAssertEqual(b.intersection(a), CellRect(x: 6, y: 2, width: 4, height: 2))
    }

    func test_intersection_of_disjoint_or_touching_rects_is_empty_with_zero_size() {
        let a = CellRect(x: 0, y: 0, width: 5, height: 5)
        let touching = a.intersection(CellRect(x: 5, y: 0, width: 5, height: 5))
        XCTAssertTrue(touching.isEmpty)
        XCTAssertEqual(touching.width, 0)
        XCTAssertEqual(touching.height, 0)
        XCTAssertTrue(a.intersection(CellRect(x: 20, y: 20, width: 1, height: 1)).isEmpty)
    }

    func test_intersection_with_an_empty_rect_is_empty() {
        let a = CellRect(x: 0, y: 0, width: 5, height: 5)
        XCTAssertTrue(a.intersection(CellRect(x: 1, y: 1, width: 0, height: 3)).isEmpty)
    }

    func test_insetBy_shrinks_both_sides_and_negative_values_grow() {
        let rect = CellRect(x: 1, y: 1, width: 10, height: 6)
        XCTAssertEqual(rect.insetBy(dx: 1, dy: 2), CellRect(x: 2, y: 3, width: 8, height: 2))
        XCTAssertEqual(rect.insetBy(dx: -1, dy: 0), CellRect(x: 0, y: 1, width: 12, height: 6))
    }

    func test_size_initializer_and_description() {
        let size = CellSize(width: 80, height: 24)
        XCTAssertEqual(CellRect(size: size), CellRect(x: 0, y: 0, width: 80, height: 24))
        XCTAssertEqual(CellRect(size: size).size, size)
        XCTAssertEqual(size.description, "80x24")
    }
}
