import Foundation
import TermCollectionView
import XCTest
@testable import Demos

/// `copy(with:)` and `isEqual(_:)` of the custom attributes, which decide whether a changed parallax or
/// overlay reaches the view.
final class CustomLayoutAttributesTests: XCTestCase {
    private func makeAttributes() -> JungleCup.CustomLayoutAttributes {
        let attributes = JungleCup.CustomLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 0, y: 20, width: 80, height: 6)
        attributes.parallax = CGAffineTransform(translationX: 0, y: -0.5)
        attributes.initialOrigin = CGPoint(x: 0, y: 20)
        attributes.headerOverlayAlpha = 0.25
        return attributes
    }

    func test_copy_keeps_the_class_and_the_custom_properties() async {
        let original = makeAttributes()
        let copy = original.copy() as? JungleCup.CustomLayoutAttributes
        XCTAssertNotNil(copy)
        XCTAssertFalse(copy === original)
        XCTAssertEqual(copy?.parallax, CGAffineTransform(translationX: 0, y: -0.5))
        XCTAssertEqual(copy?.initialOrigin, CGPoint(x: 0, y: 20))
        XCTAssertEqual(copy?.headerOverlayAlpha, 0.25)
        XCTAssertEqual(copy?.frame, original.frame)
        XCTAssertTrue(original.isEqual(copy))
    }

    func test_differing_parallax_origin_or_alpha_makes_attributes_unequal() async {
        let original = makeAttributes()
        let parallax = makeAttributes()
        parallax.parallax = .identity
        let origin = makeAttributes()
        origin.initialOrigin = .zero
        let alpha = makeAttributes()
        alpha.headerOverlayAlpha = 0.5
        XCTAssertFalse(original.isEqual(parallax))
        XCTAssertFalse(original.isEqual(origin))
        XCTAssertFalse(original.isEqual(alpha))
    }

    func test_base_attributes_are_not_equal_to_custom_ones() async {
        let base = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        base.frame = CGRect(x: 0, y: 20, width: 80, height: 6)
        XCTAssertFalse(makeAttributes().isEqual(base))
    }

    @MainActor
    func test_the_layout_creates_custom_attributes() async {
        XCTAssertTrue(JungleCup.CustomLayout.layoutAttributesClass == JungleCup.CustomLayoutAttributes.self)
    }
}
