import Foundation
import TermCollectionView
import XCTest

/// `transform3D` on layout attributes and views: kept in sync with `transform` as UIKit keeps them;
/// a perspective alone (no turn out of the plane) leaves a flat element as it is, and is kept.
final class Transform3DAttributesTests: XCTestCase {
    private func perspectiveScale() -> CATransform3D {
        var t = CATransform3DMakeScale(0.5, 0.5, 1)
        t.m34 = -1 / 500
        return t
    }

    // Size 10×4 about center (20, 10), scaled by ½: 5×2 about the same center → origin (17.5, 9).
    func test_setting_transform3D_sets_the_affine_transform_and_the_frame() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 15, y: 8, width: 10, height: 4)
        attributes.transform3D = perspectiveScale()
        XCTAssertEqual(attributes.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(attributes.frame, CGRect(x: 17.5, y: 9, width: 5, height: 2))
        XCTAssertEqual(attributes.transform3D.m34, -1 / 500, "perspective is stored")
        XCTAssertEqual(attributes.size, CGSize(width: 10, height: 4), "the transform leaves size alone")
    }

    func test_setting_transform_sets_transform3D() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform3D = perspectiveScale()
        attributes.transform = CGAffineTransform(translationX: 3, y: -2)
        XCTAssertEqual(attributes.transform3D, CATransform3DMakeTranslation(3, -2, 0))
        attributes.transform = .identity
        XCTAssertTrue(CATransform3DIsIdentity(attributes.transform3D))
    }

    func test_copy_equality_and_description_include_transform3D() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 4)
        attributes.transform3D = perspectiveScale()
        let copy = attributes.copy() as! CollectionViewLayoutAttributes
        XCTAssertEqual(copy.transform3D, perspectiveScale())
        XCTAssertEqual(copy.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertTrue(copy.isEqual(attributes))
        // Same affine projection, different perspective: not equal, so the view gets the new one.
        copy.transform3D.m34 = 0
        XCTAssertEqual(copy.transform, attributes.transform)
        XCTAssertFalse(copy.isEqual(attributes))
        XCTAssertTrue(attributes.description.contains("transform3D: CATransform3D(0.5 0.0 0.0 0.0; 0.0 0.5 0.0 0.0; 0.0 0.0 1.0 -0.002; 0.0 0.0 0.0 1.0)"),
                      attributes.description)
        XCTAssertFalse(CollectionViewLayoutAttributes().description.contains("transform3D"))
    }

    // A 6×2 view about (10, 5) scaled 2× horizontally: 12×2 from x 4.
    @MainActor
    func test_view_transform3D_and_transform_stay_in_sync() async {
        let view = View(frame: CGRect(x: 7, y: 4, width: 6, height: 2))
        var t = CATransform3DMakeScale(2, 1, 1)
        t.m34 = -0.01
        view.transform3D = t
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 1))
        XCTAssertEqual(view.frame, CGRect(x: 4, y: 4, width: 12, height: 2))
        XCTAssertEqual(view.transform3D.m34, -0.01)
        view.transform = CGAffineTransform(translationX: 1, y: 0)
        XCTAssertEqual(view.transform3D, CATransform3DMakeTranslation(1, 0, 0))
    }
}

/// One item whose attributes carry a perspective transform.
@MainActor
private final class PerspectiveLayout: CollectionViewLayout {
    var transform3D = CATransform3DIdentity

    override var collectionViewContentSize: CGSize { CGSize(width: 20, height: 10) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 2, y: 2, width: 8, height: 4)
        attributes.transform3D = transform3D
        return [attributes]
    }
}

@MainActor
private final class OneItem: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
final class Transform3DApplyTests: XCTestCase {
    // The cell gets the whole 3D transform, as UIKit sets the layer's transform; its frame is the
    // projection: 8×4 about (6, 4) scaled ½ → 4×2 at (4, 3).
    func test_the_collection_view_applies_transform3D_to_the_cell() async {
        let layout = PerspectiveLayout()
        var t = CATransform3DMakeScale(0.5, 0.5, 1)
        t.m34 = -1 / 200
        layout.transform3D = t
        let dataSource = OneItem()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(cell?.transform3D, t)
        XCTAssertEqual(cell?.frame, CGRect(x: 4, y: 3, width: 4, height: 2))
    }
}
