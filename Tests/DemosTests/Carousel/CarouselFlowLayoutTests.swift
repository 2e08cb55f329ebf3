import Foundation
import TermCanvas
import TermCollectionView
@testable import Demos
import XCTest

/// The carousel layout at 80×23 (an 80×24 terminal less the status line). After `prepare()`: cards
/// 24×9, 2 columns apart (pitch 26), insets (80 − 24)/2 = 28 left and right and (23 − 9)/2 = 7 above
/// and below. Card i is centred at x = 28 + 12 + 26·i = 40 + 26·i, y = 7 + 4.5 = 11.5; it rests
/// centred at offset 26·i. Content: 28 + 9·24 + 8·2 + 28 = 288 columns.
@MainActor
final class CarouselFlowLayoutTests: XCTestCase {
    private var retained: [AnyObject] = []

    private func makeCollectionView(width: CGFloat = 80, height: CGFloat = 23) -> (CollectionView, CarouselFlowLayout) {
        let layout = CarouselFlowLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.register(CarouselCardCell.self, forCellWithReuseIdentifier: CarouselDemo.cellIdentifier)
        let dataSource = CarouselDataSource()
        retained.append(dataSource)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, layout)
    }

    private func card(_ item: Int, in layout: CarouselFlowLayout, at offset: CGFloat) -> CollectionViewLayoutAttributes? {
        layout.collectionView?.contentOffset.x = offset
        let rect = CGRect(x: offset - 80, y: 0, width: 240, height: 23)
        return layout.layoutAttributesForElements(in: rect)?.first { $0.indexPath.item == item }
    }

    func test_prepare_sets_insets_so_the_first_and_last_card_rest_centred() async {
        let (collectionView, layout) = makeCollectionView()
        XCTAssertEqual(layout.sectionInset, EdgeInsets(top: 7, left: 28, bottom: 7, right: 28))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 288, height: 23))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center, CGPoint(x: 40, y: 11.5))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 8, section: 0))?.center, CGPoint(x: 248, y: 11.5))
        XCTAssertEqual(collectionView.contentOffsetRange.max.x, 208, "288 − 80 = 26 · 8: the last card centred")
    }

    // Offset 0, visible centre 40: card 0 is centred, card 1 a whole pitch (26) away.
    func test_at_rest_the_centred_card_is_whole_and_its_neighbour_three_quarters_and_faded() async throws {
        let (collectionView, layout) = makeCollectionView()
        defer { withExtendedLifetime(collectionView) {} }
        let centred = try XCTUnwrap(card(0, in: layout, at: 0))
        XCTAssertEqual(centred.transform, CGAffineTransform(scaleX: 1, y: 1))
        XCTAssertEqual(centred.alpha, 1)
        XCTAssertEqual(centred.zIndex, 100)
        let neighbour = try XCTUnwrap(card(1, in: layout, at: 0))
        XCTAssertEqual(neighbour.transform, CGAffineTransform(scaleX: 0.75, y: 0.75))
        XCTAssertEqual(neighbour.alpha, 0.5)
        XCTAssertEqual(neighbour.zIndex, 75)
        // 24·0.75 = 18 by 9·0.75 = 6.75 about (66, 11.5).
        XCTAssertEqual(neighbour.frame, CGRect(x: 57, y: 8.125, width: 18, height: 6.75))
    }

    // Offset 6.5, centre 46.5: card 0 is 6.5 away (closeness 0.75 → scale 0.75 + 0.25·0.75 = 0.9375,
    // alpha 0.5 + 0.5·0.75 = 0.875, zIndex 94), card 1 19.5 away (closeness 0.25 → 0.8125, 0.625, 81).
    func test_scale_alpha_and_zIndex_follow_the_distance_from_the_visible_centre() async throws {
        let (collectionView, layout) = makeCollectionView()
        defer { withExtendedLifetime(collectionView) {} }
        let first = try XCTUnwrap(card(0, in: layout, at: 6.5))
        XCTAssertEqual(first.transform, CGAffineTransform(scaleX: 0.9375, y: 0.9375))
        XCTAssertEqual(first.alpha, 0.875)
        XCTAssertEqual(first.zIndex, 94)
        let second = try XCTUnwrap(card(1, in: layout, at: 6.5))
        XCTAssertEqual(second.transform, CGAffineTransform(scaleX: 0.8125, y: 0.8125))
        XCTAssertEqual(second.alpha, 0.625)
        XCTAssertEqual(second.zIndex, 81)
        XCTAssertGreaterThan(first.zIndex, second.zIndex, "the card nearer the centre is on top")
    }

    func test_the_effect_works_on_copies_the_item_query_agrees_and_every_scroll_invalidates() async throws {
        let (collectionView, layout) = makeCollectionView()
        XCTAssertEqual(card(1, in: layout, at: 0)?.alpha, 0.5)
        // Card 1 is a full pitch from the centre: the minimum scale, 0.75, however often it is asked
        // (a layout scaling super's cached attributes in place would compound it).
        XCTAssertEqual(card(1, in: layout, at: 0)?.transform, CGAffineTransform(scaleX: 0.75, y: 0.75),
                       "super's attributes are not modified")
        // UIKit's layoutAttributesForItem(at:) describes the item shown: the same effect (`tcv fuzz` checks it).
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform,
                       CGAffineTransform(scaleX: 0.75, y: 0.75))
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: collectionView.bounds.offsetBy(dx: 1, dy: 0)))
    }

    // Proposals and where they rest (centre = proposal + 40):
    // 1 → centre 41, card 0 (1 away) → 0; 80 → centre 120, card 3 at 118 (2 away) → 78;
    // 13 → centre 53, exactly between card 0 (40) and card 1 (66): the velocity decides;
    // 208 → the last card → 208.
    func test_the_snap_rests_the_card_nearest_the_centre_and_velocity_breaks_ties() async {
        let (collectionView, layout) = makeCollectionView()
        defer { withExtendedLifetime(collectionView) {} }
        func target(_ x: CGFloat, _ velocity: CGFloat) -> CGPoint {
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: x, y: 0), withScrollingVelocity: CGPoint(x: velocity, y: 0))
        }
        XCTAssertEqual(target(1, 0.0625), CGPoint(x: 0, y: 0), "a nudge springs back to its card")
        XCTAssertEqual(target(80, 5), CGPoint(x: 78, y: 0), "a page lands on the card nearest the page")
        XCTAssertEqual(target(90, 5), CGPoint(x: 78, y: 0), "fast or not, the nearest card (key steps are not flings)")
        XCTAssertEqual(target(13, 0.1), CGPoint(x: 26, y: 0))
        XCTAssertEqual(target(13, -0.1), CGPoint(x: 0, y: 0))
        XCTAssertEqual(target(13, 0), CGPoint(x: 0, y: 0), "no velocity: the earlier card")
        XCTAssertEqual(target(208, 13), CGPoint(x: 208, y: 0))
    }
}
