import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// A size change inside an animation block (a terminal resize, as a rotation) is UIKit's animated
/// bounds change: `prepare(forAnimatedBoundsChange:)` after `prepare()` with the old bounds, the
/// initial attributes of the elements shown after and the final ones of those leaving, then
/// `finalizeAnimatedBoundsChange()`; views move over the animation to their new frames. Apple's
/// documentation: `prepare(forAnimatedBoundsChange:)` is called "before performing any animated
/// changes to the view's bounds", `finalizeAnimatedBoundsChange()` "after creating the animations".
///
/// A flow layout of 10 × 3 items without spacing: 30 wide, three per row; 20 wide, two per row.
@MainActor
final class AnimatedBoundsChangeTests: XCTestCase {
    private func makeCollectionView(clock: VirtualClock) -> (CollectionView, BoundsChangeRecordingLayout, ItemsDataSource) {
        let layout = BoundsChangeRecordingLayout()
        layout.itemSize = CGSize(width: 10, height: 3)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 6), collectionViewLayout: layout)
        collectionView.clock = clock
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = ItemsDataSource(counts: [9])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, layout, dataSource)
    }

    func test_a_resize_in_an_animation_block_calls_the_hooks_in_UIKits_order_and_animates() async {
        let clock = VirtualClock()
        let (collectionView, layout, dataSource) = makeCollectionView(clock: clock)
        let item2 = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        XCTAssertEqual(item2?.frame, CGRect(x: 20, y: 0, width: 10, height: 3))
        layout.calls = []
        View.animate(withDuration: 0.3) {
            collectionView.frame = CGRect(x: 0, y: 0, width: 20, height: 6)
            collectionView.layoutIfNeeded()
        }
        // Two per row at width 20: items 0–3 on screen (rows y 0 and 3); item 2 goes to (0, 3), items
        // 4 and 5 leave.
        XCTAssertEqual(layout.calls, [
            "shouldInvalidate", "invalidate", "prepare", "prepareForAnimatedBoundsChange (0,0,30,6)",
            "initial [0, 0]", "initial [0, 1]", "initial [0, 2]", "initial [0, 3]",
            "final [0, 4]", "final [0, 5]", "finalizeAnimatedBoundsChange",
        ])
        XCTAssertEqual(item2?.frame, CGRect(x: 20, y: 0, width: 10, height: 3), "still where it was: the animation starts")
        XCTAssertTrue(collectionView.isAnimatingUpdates)
        clock.advance(by: 0.15)
        _ = collectionView.advanceUpdateAnimations()
        XCTAssertNotEqual(item2?.frame, CGRect(x: 20, y: 0, width: 10, height: 3), "half-way")
        clock.advance(by: 0.2)
        _ = collectionView.advanceUpdateAnimations()
        XCTAssertEqual(item2?.frame, CGRect(x: 0, y: 3, width: 10, height: 3))
        XCTAssertFalse(collectionView.isAnimatingUpdates)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item).sorted(), [0, 1, 2, 3])
        withExtendedLifetime(dataSource) {}
    }

    func test_the_layouts_initial_attributes_are_where_views_start() async {
        let clock = VirtualClock()
        let (collectionView, layout, dataSource) = makeCollectionView(clock: clock)
        let item0 = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        layout.initialAlpha = 0
        View.animate(withDuration: 0.3) {
            collectionView.frame = CGRect(x: 0, y: 0, width: 20, height: 6)
            collectionView.layoutIfNeeded()
        }
        XCTAssertEqual(item0?.alpha, 0, "starts from the layout's initial attributes")
        clock.advance(by: 0.4)
        _ = collectionView.advanceUpdateAnimations()
        XCTAssertEqual(item0?.alpha, 1)
        withExtendedLifetime(dataSource) {}
    }

    func test_a_resize_outside_an_animation_block_is_an_ordinary_pass() async {
        let clock = VirtualClock()
        let (collectionView, layout, dataSource) = makeCollectionView(clock: clock)
        layout.calls = []
        collectionView.frame = CGRect(x: 0, y: 0, width: 20, height: 6)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.calls, ["shouldInvalidate", "invalidate", "prepare"])
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 0, y: 3, width: 10, height: 3))
        XCTAssertFalse(collectionView.isAnimatingUpdates)
        withExtendedLifetime(dataSource) {}
    }
}

/// Records the bounds-change hooks; `initialAlpha` makes every element start at that alpha.
private final class BoundsChangeRecordingLayout: CollectionViewFlowLayout {
    var calls: [String] = []
    var initialAlpha: CGFloat?

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        calls.append("shouldInvalidate")
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        calls.append("invalidate")
        super.invalidateLayout(with: context)
    }

    override func prepare() {
        calls.append("prepare")
        super.prepare()
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        calls.append("prepareForAnimatedBoundsChange \(CallFormat.rect(oldBounds))")
    }

    override func finalizeAnimatedBoundsChange() {
        calls.append("finalizeAnimatedBoundsChange")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        calls.append("initial \(Array(itemIndexPath))")
        guard let initialAlpha, let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? CollectionViewLayoutAttributes
        else { return nil }
        attributes.alpha = initialAlpha
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        calls.append("final \(Array(itemIndexPath))")
        return nil
    }
}
