import Foundation
import TermCanvas
import TermCollectionView
import XCTest
@testable import Demos

/// The stretchy header: pulled down (negative offset) it scales to fill the pulled rows; scrolled up it
/// stays behind the content and its overlay darkens up to `headerOverlayMaxAlphaValue` (0.6).
@MainActor
final class CustomLayoutStretchyHeaderTests: XCTestCase {
    func test_pulled_two_rows_scales_the_header_from_the_top_of_the_view_to_the_menu() async {
        let fixture = JungleLayoutFixture()
        // Offset −2: height min(23, max(8, 8 + 2)) = 10, scale 10/8 = 1.25, delta (10 − 8)/2 = 1,
        // translation −2 + 1 = −1. About the centre (40, 4): 100 × 10 centred on (40, 3).
        fixture.scroll(to: -2)
        XCTAssertEqual(fixture.viewFrame(of: .header), CGRect(x: -10, y: -2, width: 100, height: 10))
        XCTAssertEqual(fixture.viewFrame(of: .menu), CGRect(x: 0, y: 8, width: 80, height: 3))
    }

    func test_pulled_four_rows_scales_by_one_and_a_half() async {
        let fixture = JungleLayoutFixture()
        // Offset −4: height 12, scale 1.5, delta 2, translation −2: 120 × 12 centred on (40, 2).
        fixture.scroll(to: -4)
        let header = fixture.attributes(.header)
        XCTAssertEqual(header?.frame, CGRect(x: -20, y: -4, width: 120, height: 12))
        XCTAssertEqual(header?.transform, CGAffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 0, ty: -2))
        XCTAssertEqual(header?.headerOverlayAlpha, 0, "no overlay while pulled")
    }

    func test_the_stretch_stops_at_the_collection_view_height() async {
        let fixture = JungleLayoutFixture()
        // Offset −20: height min(23, 28) = 23.
        fixture.scroll(to: -20)
        XCTAssertEqual(fixture.frame(of: .header)?.height, 23)
    }

    func test_scrolled_up_the_header_stays_in_place_and_darkens() async {
        let fixture = JungleLayoutFixture()
        // Offset 4: translation min(4, 8) = 4 → y 4 (row 0 of the view); alpha 4/8 = 0.5.
        fixture.scroll(to: 4)
        XCTAssertEqual(fixture.viewFrame(of: .header), CGRect(x: 0, y: 4, width: 80, height: 8))
        XCTAssertEqual(fixture.attributes(.header)?.headerOverlayAlpha, 0.5)
        let view = fixture.collectionView.supplementaryView(
            forElementKind: JungleCup.CustomLayout.Element.header.kind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual((view as? JungleCup.HeaderView)?.overlayAlpha, 0.5)
    }

    func test_overlay_alpha_stops_at_its_maximum() async {
        let fixture = JungleLayoutFixture()
        // Offset 6: min(0.6, 6/8) = 0.6. Offset 12: the header stops following at 8 rows.
        fixture.scroll(to: 6)
        XCTAssertEqual(fixture.attributes(.header)?.headerOverlayAlpha, 0.6)
        fixture.scroll(to: 12)
        XCTAssertEqual(fixture.frame(of: .header), CGRect(x: 0, y: 8, width: 80, height: 8))
        XCTAssertEqual(fixture.attributes(.header)?.headerOverlayAlpha, 0.6)
    }

    func test_overlay_off_leaves_the_header_clear() async {
        let fixture = JungleLayoutFixture()
        fixture.toggle(\.isAlphaOnHeaderActive)
        fixture.scroll(to: 4)
        XCTAssertEqual(fixture.attributes(.header)?.headerOverlayAlpha, 0)
    }

    func test_not_stretchy_the_header_keeps_its_frame_when_pulled_and_scrolled() async {
        let fixture = JungleLayoutFixture()
        fixture.toggle(\.isHeaderStretchy)
        fixture.scroll(to: -4)
        XCTAssertEqual(fixture.viewFrame(of: .header), CGRect(x: 0, y: 0, width: 80, height: 8))
        fixture.scroll(to: 4)
        XCTAssertEqual(fixture.viewFrame(of: .header), CGRect(x: 0, y: 0, width: 80, height: 8))
        XCTAssertEqual(fixture.attributes(.header)?.headerOverlayAlpha, 0)
    }

    func test_overlay_dims_the_drawn_header_and_thins_its_leaves() async {
        let fixture = JungleLayoutFixture()
        let clear = CollectionViewRenderer.canvas(for: fixture.collectionView)
        fixture.scroll(to: 4)
        let darkened = CollectionViewRenderer.canvas(for: fixture.collectionView)
        // Row 0 of the view is the header's row 0 in both frames (it follows the scroll).
        XCTAssertFalse(clear[0, 0].style.isDim)
        XCTAssertTrue(darkened[0, 0].style.isDim)
        func leaves(_ canvas: Canvas) -> Int {
            (0..<80).filter { canvas[$0, 0].text != " " }.count
        }
        // Alpha 0.5 hides the leaves on 8 of every 16 dither cells; on row 0 that is every other column.
        XCTAssertGreaterThan(leaves(clear), 0)
        XCTAssertLessThan(leaves(darkened), leaves(clear))
    }
}
