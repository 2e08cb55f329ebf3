import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// A view's geometry is its layer's (Core Animation's `CALayer`): `position` is `center`, `transform`
/// is `transform3D`, and `anchorPoint` decides which point of the bounds `position` places and the
/// transform turns about. A 3D transform is drawn as its projection, perspective included.
@MainActor
final class LayerGeometryTests: XCTestCase {
    /// A 20 × 10 view centred at (50, 50).
    private func makeView() -> View {
        let view = View(frame: CGRect(x: 40, y: 45, width: 20, height: 10))
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 50))
        return view
    }

    func test_the_layer_reads_and_writes_the_views_geometry() async {
        let view = makeView()
        XCTAssertEqual(view.layer.position, CGPoint(x: 50, y: 50))
        XCTAssertEqual(view.layer.bounds, CGRect(x: 0, y: 0, width: 20, height: 10))
        view.layer.position = CGPoint(x: 60, y: 50)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 45, width: 20, height: 10))
        view.layer.zPosition = 3
        view.layer.opacity = 0.5
        XCTAssertEqual(view.zPosition, 3)
        XCTAssertEqual(view.alpha, 0.5)
        view.layer.transform = CATransform3DMakeScale(2, 1, 1)
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 1))
        XCTAssertEqual(view.layer.frame, CGRect(x: 40, y: 45, width: 40, height: 10))
    }

    /// Core Animation's classic surprise: moving the anchor point moves the layer, since `position`
    /// stays where it is and now places the new anchor. Anchor (0, 0.5): the left edge's middle is at
    /// (50, 50), so the frame starts at x 50; a rotation then turns about that edge.
    func test_the_anchor_point_is_what_position_places_and_what_transforms_turn_about() async {
        let view = makeView()
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 45, width: 20, height: 10))
        view.layer.transform = CATransform3DMakeScale(0.5, 1, 1)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 45, width: 10, height: 10), "scaled toward the left edge, which stays")
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
        XCTAssertEqual(view.center, CGPoint(x: 0, y: 2), "the frame setter places the anchor")
    }

    /// A card turned 60° about its y axis under perspective m34 = −1/50 (the page-turn and cover-flow
    /// idiom): corner x = ±10 gets w = 1 ± 10 · sin 60° / 50, so the far edge shrinks and the near
    /// one grows. Near edge: x = 10 · cos 60° / 0.8268 = 6.047, half-height 5 / 0.8268 = 6.047; far
    /// edge: x = 5 / 1.1732 = 4.262. Without perspective the same turn is only narrower (10 × 10).
    func test_a_perspective_turn_is_drawn_as_its_projection() async {
        let view = makeView()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 50
        view.layer.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        let frame = view.frame
        XCTAssertEqual(frame.width, 6.0474 + 4.2618, accuracy: 0.001)
        XCTAssertEqual(frame.height, 2 * 6.0474, accuracy: 0.001)
        XCTAssertEqual(frame.midY, 50, accuracy: 0.0001)
        // Layout attributes with the same transform have the same frame: what the view draws is
        // what the collection view counts as on screen.
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 40, y: 45, width: 20, height: 10)
        attributes.transform3D = view.transform3D
        XCTAssertEqual(attributes.frame, frame)
        view.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        XCTAssertEqual(view.frame.width, 10, accuracy: 0.0001)
        XCTAssertEqual(view.frame.height, 10, accuracy: 0.0001)
    }

    /// A perspective alone changes nothing on a flat layer (it needs a turn out of the plane).
    func test_a_perspective_alone_leaves_a_flat_layer_as_it_is() async {
        let view = makeView()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 50
        view.layer.transform = perspective
        XCTAssertEqual(view.frame, CGRect(x: 40, y: 45, width: 20, height: 10))
    }

    func test_a_layer_of_its_own_keeps_its_geometry() async {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 4, height: 2)
        XCTAssertEqual(layer.position, CGPoint(x: 12, y: 11))
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.frame, CGRect(x: 12, y: 11, width: 4, height: 2))
    }
}
