import Foundation
import TermCollectionView
import XCTest

/// A UIKit-style attributes subclass, as the JungleCup tutorial writes one.
private final class ParallaxAttributes: CollectionViewLayoutAttributes {
    var parallax: CGAffineTransform = .identity

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ParallaxAttributes
        copy.parallax = parallax
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ParallaxAttributes, other.parallax == parallax else { return false }
        return super.isEqual(object)
    }
}

final class LayoutAttributesTests: XCTestCase {
    func test_factory_initializers_create_the_subclass_they_are_called_on() async {
        let cell = ParallaxAttributes(forCellWith: IndexPath(item: 3, section: 1))
        let header = ParallaxAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
        let decoration = ParallaxAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 4))

        XCTAssertEqual(cell.indexPath, IndexPath(item: 3, section: 1))
        XCTAssertEqual(cell.representedElementCategory, .cell)
        XCTAssertNil(cell.representedElementKind)
        XCTAssertEqual(header.representedElementCategory, .supplementaryView)
        XCTAssertEqual(header.representedElementKind, "header")
        XCTAssertEqual(decoration.representedElementCategory, .decorationView)
        XCTAssertEqual(decoration.representedElementKind, "background")
        let viaMetatype = (ParallaxAttributes.self as CollectionViewLayoutAttributes.Type).init(forCellWith: IndexPath(item: 0, section: 0))
        XCTAssertTrue(viaMetatype is ParallaxAttributes)
    }

    func test_copy_keeps_class_and_every_property_including_the_subclass_ones() async {
        let original = ParallaxAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
        original.frame = CGRect(x: 2, y: 4, width: 10, height: 6)
        original.alpha = 0.5
        original.zIndex = 7
        original.isHidden = true
        original.transform = CGAffineTransform(translationX: 0, y: 3)
        original.parallax = CGAffineTransform(translationX: 1, y: 2)

        let copy = original.copy() as! ParallaxAttributes

        XCTAssertFalse(copy === original)
        XCTAssertEqual(copy.parallax, original.parallax)
        XCTAssertEqual(copy.representedElementKind, "header")
        XCTAssertEqual(copy.frame, original.frame)
        XCTAssertTrue(copy.isEqual(original))
        copy.parallax = .identity
        XCTAssertFalse(copy.isEqual(original), "isEqual must compare the subclass property")
    }

    func test_equality_compares_geometry_and_identity() async {
        let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let b = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        b.frame = a.frame
        XCTAssertTrue(a.isEqual(b))
        b.zIndex = 1
        XCTAssertFalse(a.isEqual(b))
        b.zIndex = 0
        b.indexPath = IndexPath(item: 1, section: 0)
        XCTAssertFalse(a.isEqual(b))
        XCTAssertFalse(a.isEqual(ParallaxAttributes(forCellWith: IndexPath(item: 0, section: 0))))
    }

    // UIView documents that frame reflects the transform while center and bounds stay put.
    func test_transform_keeps_center_and_size_and_frame_is_the_transformed_bounding_box() async {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 40, height: 10)   // center (30, 25)

        attributes.transform = CGAffineTransform(translationX: 0, y: 7)
        XCTAssertEqual(attributes.center, CGPoint(x: 30, y: 25))
        XCTAssertEqual(attributes.size, CGSize(width: 40, height: 10))
        XCTAssertEqual(attributes.frame, CGRect(x: 10, y: 27, width: 40, height: 10))
        XCTAssertTrue(attributes.frame.intersects(CGRect(x: 0, y: 36, width: 100, height: 1)),
                      "a header moved by a transform is found where it is drawn")

        attributes.transform = CGAffineTransform(scaleX: 1.5, y: 2)
        XCTAssertEqual(attributes.frame, CGRect(x: 0, y: 15, width: 60, height: 20))
        XCTAssertEqual(attributes.bounds, CGRect(x: 0, y: 0, width: 40, height: 10))
    }
}
