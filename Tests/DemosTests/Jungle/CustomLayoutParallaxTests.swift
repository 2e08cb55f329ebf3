import Foundation
import TermCanvas
import TermCollectionView
import XCTest
@testable import Demos

/// Parallax: `−maxParallaxOffset × distance / (halfHeight + halfCellHeight)`, bounded by
/// `maxParallaxOffset` (1 row). With a 23-row view and 6-row cells the divisor is 11.5 + 3 = 14.5.
@MainActor
final class CustomLayoutParallaxTests: XCTestCase {
    func test_parallax_is_proportional_to_the_distance_from_the_view_centre() async {
        let fixture = JungleLayoutFixture()
        // Offset 0. Goalkeeper (centre 15): distance 15 − 0 − 11.5 = 3.5 → −3.5/14.5 = −7/29.
        XCTAssertEqual(fixture.cellAttributes(item: 0, section: 0)!.parallax.ty, -7.0 / 29.0, accuracy: 1e-9)
        // First defender (centre 23): distance 11.5 → −23/29.
        XCTAssertEqual(fixture.cellAttributes(item: 0, section: 1)!.parallax.ty, -23.0 / 29.0, accuracy: 1e-9)
        // Offset 30. Second defender (centre 29): distance 29 − 30 − 11.5 = −12.5 → +25/29.
        fixture.scroll(to: 30)
        XCTAssertEqual(fixture.cellAttributes(item: 1, section: 1)!.parallax.ty, 25.0 / 29.0, accuracy: 1e-9)
    }

    func test_visible_cells_receive_the_parallax_through_apply() async {
        let fixture = JungleLayoutFixture()
        fixture.scroll(to: 30)
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? JungleCup.PlayerCell
        XCTAssertEqual(cell?.pictureTransform.ty ?? 0, 25.0 / 29.0, accuracy: 1e-9)
        XCTAssertEqual(cell?.pictureRowOffset, 1)
        // The cell itself does not move: only its picture does.
        XCTAssertEqual(cell?.frame, CGRect(x: 0, y: 26, width: 80, height: 6))
    }

    func test_parallax_is_bounded_by_the_maximum() async {
        let fixture = JungleLayoutFixture()
        // Ask for the whole content, so cells far from the centre are updated too.
        let all = fixture.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 80, height: 91)) ?? []
        let offsets = all.filter { $0.representedElementCategory == .cell }
            .compactMap { ($0 as? JungleCup.CustomLayoutAttributes)?.parallax.ty }
        XCTAssertEqual(offsets.count, 12)
        XCTAssertTrue(offsets.allSatisfy { abs($0) <= 1 })
        // Last forward (centre 87): 87 − 11.5 = 75.5 → −5.2 before bounding → −1.
        XCTAssertEqual(fixture.cellAttributes(item: 2, section: 3)?.parallax.ty, -1)
        // At the bottom (offset 68) the goalkeeper (centre 15) is 64.5 above the centre → +1.
        fixture.scroll(to: 68)
        _ = fixture.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 80, height: 91))
        XCTAssertEqual(fixture.cellAttributes(item: 0, section: 0)?.parallax.ty, 1)
    }

    func test_parallax_off_leaves_pictures_in_place() async {
        let fixture = JungleLayoutFixture()
        fixture.toggle(\.isParallaxOnCellsEnabled)
        fixture.scroll(to: 30)
        XCTAssertEqual(fixture.cellAttributes(item: 1, section: 1)?.parallax, .identity)
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? JungleCup.PlayerCell
        XCTAssertEqual(cell?.pictureTransform, .identity)
    }

    func test_shifted_picture_stays_inside_its_window() async {
        let fixture = JungleLayoutFixture()
        // Offset 4: the first defender (rows 20..<26, centre 23) is 7.5 below the centre:
        // −7.5/14.5 ≈ −0.52 → one row up. On screen it spans rows 16..<22.
        fixture.scroll(to: 4)
        let canvas = CollectionViewRenderer.canvas(for: fixture.collectionView)
        func row(_ y: Int) -> String { (0..<80).map { canvas[$0, y].text }.joined() }
        // The picture's top row (",_,") is cut by the window, not drawn over the border;
        // its ground row ("=========") shows in the last row of the window; the bottom border is whole.
        XCTAssertTrue(row(16).hasPrefix("┌──────────"), row(16))
        XCTAssertTrue(row(17).hasPrefix("│    (@,@)"), row(17))
        XCTAssertTrue(row(20).hasPrefix("│  =========  "), row(20))
        XCTAssertEqual(row(21), "└" + String(repeating: "─", count: 78) + "┘")
    }
}
