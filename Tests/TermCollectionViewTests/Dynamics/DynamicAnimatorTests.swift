import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// UIKit Dynamics for layouts: `UIDynamicAnimator(collectionViewLayout:)` with `UIAttachmentBehavior`
/// springs, stepped on the collection view's clock. A spring of frequency f and damping ratio ζ
/// moves an item as a damped oscillator: critically damped (ζ = 1), x(t) = x₀ (1 + ωt) e^(−ωt) with
/// ω = 2πf (Apple: `frequency` is "the frequency of oscillation", `damping` "the amount of damping").
@MainActor
final class DynamicAnimatorTests: XCTestCase {
    private func makeLayout(clock: VirtualClock) -> (CollectionView, CollectionViewLayout, ItemsDataSource) {
        let layout = CollectionViewLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.clock = clock
        let dataSource = ItemsDataSource(counts: [1])
        collectionView.dataSource = dataSource
        return (collectionView, layout, dataSource)
    }

    private func item(at center: CGPoint) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: center.x - 2, y: center.y - 1, width: 4, height: 2)
        return attributes
    }

    func test_a_critically_damped_spring_follows_the_oscillator_and_pauses_at_rest() async {
        let clock = VirtualClock()
        let (collectionView, layout, dataSource) = makeLayout(clock: clock)
        let animator = DynamicAnimator(collectionViewLayout: layout)
        let delegate = PauseRecorder()
        animator.delegate = delegate
        let attributes = item(at: CGPoint(x: 10, y: 15))
        let spring = AttachmentBehavior(item: attributes, attachedToAnchor: CGPoint(x: 10, y: 5))
        spring.length = 0
        spring.frequency = 1
        spring.damping = 1
        animator.addBehavior(spring)
        XCTAssertTrue(collectionView.isRunningDynamics)
        XCTAssertEqual(delegate.events, ["resume"])
        clock.advance(by: 0.25)
        XCTAssertTrue(collectionView.updateAnimations())
        // ω = 2π: 10 (1 + π/2) e^(−π/2) = 5.343 above the anchor (semi-implicit Euler at 1/480 s: ±0.1).
        XCTAssertEqual(attributes.center.y - 5, 5.343, accuracy: 0.1)
        XCTAssertEqual(attributes.center.x, 10)
        XCTAssertTrue(collectionView.needsLayout, "a step invalidates the layout")
        clock.advance(by: 3)
        _ = collectionView.updateAnimations()
        XCTAssertEqual(attributes.center, CGPoint(x: 10, y: 5), "settled on the anchor")
        XCTAssertFalse(collectionView.isRunningDynamics)
        XCTAssertEqual(delegate.events, ["resume", "pause"])
        attributes.center.y = 7
        animator.updateItem(usingCurrentState: attributes)
        XCTAssertTrue(animator.isRunning, "moving an item from outside resumes the animator")
        withExtendedLifetime(dataSource) {}
    }

    func test_an_undamped_spring_overshoots_and_a_rigid_attachment_keeps_its_length() async {
        let clock = VirtualClock()
        let (collectionView, layout, dataSource) = makeLayout(clock: clock)
        let animator = DynamicAnimator(collectionViewLayout: layout)
        let swinging = item(at: CGPoint(x: 10, y: 15))
        let spring = AttachmentBehavior(item: swinging, attachedToAnchor: CGPoint(x: 10, y: 5))
        spring.length = 0
        spring.frequency = 1
        animator.addBehavior(spring)
        clock.advance(by: 0.5)   // half a period: on the far side of the anchor
        _ = collectionView.updateAnimations()
        XCTAssertEqual(swinging.center.y, -5, accuracy: 0.5)
        let rigid = item(at: CGPoint(x: 13, y: 9))
        let rod = AttachmentBehavior(item: rigid, attachedToAnchor: CGPoint(x: 10, y: 5))
        XCTAssertEqual(rod.length, 5, "UIKit's default length: the distance when attached")
        rod.anchorPoint = CGPoint(x: 10, y: 0)
        animator.addBehavior(rod)
        clock.advance(by: 0.1)
        _ = collectionView.updateAnimations()
        XCTAssertEqual(hypot(rigid.center.x - 10, rigid.center.y), 5, accuracy: 0.0001)
        withExtendedLifetime(dataSource) {}
    }

    func test_the_layout_reads_its_items_from_the_animator() async {
        let clock = VirtualClock()
        let (_, layout, dataSource) = makeLayout(clock: clock)
        let animator = DynamicAnimator(collectionViewLayout: layout)
        let first = item(at: CGPoint(x: 5, y: 5))
        let second = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        second.frame = CGRect(x: 0, y: 20, width: 4, height: 2)
        animator.addBehavior(AttachmentBehavior(item: first, attachedToAnchor: first.center))
        animator.addBehavior(AttachmentBehavior(item: second, attachedToAnchor: second.center))
        XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 0, width: 20, height: 10)).map { ($0 as! CollectionViewLayoutAttributes).indexPath },
                       [IndexPath(item: 0, section: 0)])
        XCTAssertTrue(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) === second)
        XCTAssertNil(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)))
        withExtendedLifetime(dataSource) {}
    }
}

@MainActor
private final class PauseRecorder: DynamicAnimatorDelegate {
    var events: [String] = []
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { events.append("pause") }
}
