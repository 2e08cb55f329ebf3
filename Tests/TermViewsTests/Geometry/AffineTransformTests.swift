import Foundation
import TermViews
import XCTest

final class AffineTransformTests: XCTestCase {
    func test_concatenating_applies_self_first_then_the_argument() async {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scaleThenMove), CGPoint(x: 12, y: 23))
        let moveThenScale = CGAffineTransform(translationX: 10, y: 20).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(moveThenScale), CGPoint(x: 22, y: 63))
    }

    // CGAffineTransformTranslate/Scale prepend the new operation: t.translatedBy(x:y:) == T(x,y) ⋅ t.
    func test_translatedBy_and_scaledBy_prepend_like_CoreGraphics() async {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        XCTAssertEqual(CGPoint(x: 0, y: 0).applying(t), CGPoint(x: 10, y: 0))
        let s = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(s), CGPoint(x: 7, y: 2))
    }

    func test_inverted_undoes_and_identity_is_identity() async {
        let t = CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: -1)
        let point = CGPoint(x: 7, y: 9)
        XCTAssertEqual(point.applying(t).applying(t.inverted()), point)
        XCTAssertTrue(t.concatenating(t.inverted()).isIdentity)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertFalse(t.isIdentity)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular, "CoreGraphics returns a non-invertible transform unchanged")
    }

    func test_rect_applying_returns_the_bounding_box_of_the_corners() async {
        let rect = CGRect(x: -2, y: -1, width: 4, height: 2)
        XCTAssertEqual(rect.applying(CGAffineTransform(scaleX: -1, y: 3)), CGRect(x: -2, y: -3, width: 4, height: 6))
        XCTAssertEqual(rect.applying(.identity), rect)
    }

    func test_index_path_item_and_section() async {
        var path = IndexPath(item: 4, section: 2)
        XCTAssertEqual(path.item, 4)
        XCTAssertEqual(path.section, 2)
        path.item = 5
        XCTAssertEqual(Array(path), [2, 5])
        XCTAssertLessThan(IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1))
    }

    func test_edge_insets_shrink_a_rect() async {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 20, height: 10).inset(by: insets), CGRect(x: 2, y: 1, width: 14, height: 6))
        XCTAssertEqual(insets.horizontal, 6)
        XCTAssertEqual(insets.vertical, 4)
    }
}
