import Foundation
import TermCollectionView
import XCTest
@testable import Demos

/// The cache: built by `prepare()` only when empty; scrolling re-runs the transforms on it,
/// a resize or new data rebuilds it.
@MainActor
final class CustomLayoutCacheTests: XCTestCase {
    func test_scrolling_calls_prepare_but_reuses_the_cache() async {
        let fixture = JungleLayoutFixture()
        XCTAssertEqual(fixture.layout.cacheBuilds, 1)
        let prepareCalls = fixture.collectionView.statistics.prepareCalls
        for y in 1...60 {
            fixture.scroll(to: CGFloat(y))
        }
        // shouldInvalidateLayout(forBoundsChange:) said yes 60 times, so prepare() ran 60 more times …
        XCTAssertEqual(fixture.collectionView.statistics.prepareCalls, prepareCalls + 60)
        // … and returned early every time.
        XCTAssertEqual(fixture.layout.cacheBuilds, 1)
    }

    func test_resizing_rebuilds_the_cache_at_the_new_width() async {
        let fixture = JungleLayoutFixture()
        fixture.scroll(to: 10)
        fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 29)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.layout.cacheBuilds, 2)
        XCTAssertEqual(fixture.frame(of: .sectionFooter, section: 3), CGRect(x: 0, y: 90, width: 100, height: 1))
        XCTAssertEqual(fixture.cellAttributes(item: 0, section: 0)?.frame, CGRect(x: 0, y: 12, width: 100, height: 6))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 100, height: 91))
    }

    func test_switching_team_reloads_and_rebuilds_the_cache() async {
        let fixture = JungleLayoutFixture()
        fixture.controller.showTeam(at: 1)
        XCTAssertEqual(fixture.layout.cacheBuilds, 2)
        // The Giraffes have 5 defenders: 11 + 4 × (1 + 1) + 13 × 6 = 97 rows.
        XCTAssertEqual(fixture.collectionView.numberOfItems(inSection: 1), 5)
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 80, height: 97))
        let menu = fixture.collectionView.supplementaryView(
            forElementKind: JungleCup.CustomLayout.Element.menu.kind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual((menu as? JungleCup.MenuView)?.selectedIndex, 1)
    }

    func test_switching_team_keeps_the_offset_within_the_new_content() async {
        let fixture = JungleLayoutFixture()
        fixture.controller.showTeam(at: 1)
        fixture.scroll(to: 74)   // the Giraffes' last offset: 97 − 23
        fixture.controller.showTeam(at: 0)
        XCTAssertEqual(fixture.collectionView.contentOffset, CGPoint(x: 0, y: 68))
    }
}
