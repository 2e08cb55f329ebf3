import Foundation
import TermViews
import XCTest

/// CoreGraphics and UIKit conveniences that layout code calls: the ones added here, and the ones
/// Linux Foundation already provides (checked so a Foundation change would show).
final class GeometryConveniencesTests: XCTestCase {
    func test_equalTo_compares_points_sizes_and_rects_as_CoreGraphics_does() {
        XCTAssertTrue(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        XCTAssertFalse(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        XCTAssertTrue(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        XCTAssertFalse(CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertTrue(rect.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertFalse(rect.equalTo(rect.offsetBy(dx: 1, dy: 0)))
        // CGRectEqualToRect compares standardized rectangles: (4, 6) back by (3, 4) is the same area.
        XCTAssertTrue(rect.equalTo(CGRect(x: 4, y: 6, width: -3, height: -4)))
    }

    // Foundation's divided(atDistance:from:) — used by timetable layouts — slices from the named edge.
    func test_divided_slices_from_the_named_edge() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 6)
        let left = rect.divided(atDistance: 3, from: .minXEdge)
        XCTAssertEqual(left.slice, CGRect(x: 0, y: 0, width: 3, height: 6))
        XCTAssertEqual(left.remainder, CGRect(x: 3, y: 0, width: 7, height: 6))
        let bottom = rect.divided(atDistance: 2, from: .maxYEdge)
        XCTAssertEqual(bottom.slice, CGRect(x: 0, y: 4, width: 10, height: 2))
        XCTAssertEqual(bottom.remainder, CGRect(x: 0, y: 0, width: 10, height: 4))
        // A distance past the edge takes everything; the remainder is empty at the far side.
        let all = rect.divided(atDistance: 20, from: .minYEdge)
        XCTAssertEqual(all.slice, rect)
        XCTAssertEqual(all.remainder, CGRect(x: 0, y: 6, width: 10, height: 0))
    }

    func test_index_path_row_is_item() {
        var indexPath = IndexPath(row: 4, section: 2)
        XCTAssertEqual(indexPath, IndexPath(item: 4, section: 2))
        XCTAssertEqual(indexPath.row, 4)
        indexPath.row = 7
        XCTAssertEqual(indexPath.item, 7)
        XCTAssertEqual(indexPath.section, 2)
    }
}
