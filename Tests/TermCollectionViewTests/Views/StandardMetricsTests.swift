import Foundation
import TermCanvas
import TermCollectionView
import XCTest

/// UIKit's defaults in the unit of the screen shown: UIKit's numbers in points on a device's screen,
/// terminal-sized ones at one point per cell.
@MainActor
final class StandardMetricsTests: XCTestCase {
    /// The phone across 40 columns: 9.825 points a column, 19.65 a row.
    private let phone = ScreenScaling.device(.iPhone16, cellAspect: 2)

    override func tearDown() async throws {
        await MainActor.run { ScreenMetrics.prepare(for: .cells) }
    }

    private func showPhone() {
        ScreenMetrics.update(size: CellSize(width: 40, height: 12), scaling: phone)
    }

    func test_a_view_made_on_a_phone_has_UIKits_8_point_margins_and_in_cells_one_column() async {
        showPhone()
        XCTAssertEqual(View(frame: .zero).layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(StandardMetrics.systemSpacing(vertical: true), 8)
        ScreenMetrics.prepare(for: .cells)
        XCTAssertEqual(View(frame: .zero).layoutMargins, EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        XCTAssertEqual(StandardMetrics.systemSpacing(vertical: true), 0)
    }

    /// Apple's column-width idiom: a collection view 393 points wide with 8-point margins fits three
    /// 120-point columns ((393 − 16) / 120 = 3.14), where one-column margins gave (393 − 2) / 120.
    func test_an_apple_sample_sizing_columns_from_the_margins_gets_the_phones_column_count() async {
        showPhone()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 600),
                                            collectionViewLayout: CollectionViewFlowLayout())
        let available = collectionView.bounds.inset(by: collectionView.layoutMargins).width
        XCTAssertEqual(available, 377)
        XCTAssertEqual(Int(available / 120), 3)
    }

    /// A one-line label in the body font is UIKit's 17 × 1.1934 = 20.29 points tall (a row is only
    /// 19.65), and as wide as its columns: "Inbox" is 5 × 9.825 = 49.125 points.
    func test_a_label_measures_in_points_with_the_fonts_line_height() async {
        showPhone()
        let label = Label(frame: .zero)
        label.text = "Inbox"
        XCTAssertEqual(label.intrinsicContentSize.width, 49.125, accuracy: 1e-9)
        XCTAssertEqual(label.intrinsicContentSize.height, 17 * 1.1934, accuracy: 1e-9)
        label.font = Font.preferredFont(forTextStyle: .caption2)   // 11 points: 13.1 < a row
        XCTAssertEqual(label.intrinsicContentSize.height, 19.65, accuracy: 1e-9)
        ScreenMetrics.prepare(for: .cells)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 5, height: 1))
    }

    /// An inset-grouped list on the phone: 35 points before each section, a 44-point header, 44-point
    /// rows inset 20 points each side. Header y 35 … 79, rows at 79 and 123; section 1 starts at 167:
    /// its header 202 … 246, its row 246.
    func test_a_list_on_the_phone_has_UIKits_44_point_rows_and_20_point_insets() async {
        showPhone()
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 12 * 19.65),
                                            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let dataSource = ListLayoutTests.Rows([["Inbox", "Drafts"], ["Archive"]])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 20, y: 35, width: 353, height: 44))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 20, y: 123, width: 353, height: 44))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 20, y: 246, width: 353, height: 44))
        // On screen: x 20 / 9.825 = 2.04 → 2 to 373 / 9.825 = 37.96 → 38, the separator from column
        // 2 + 3 to the row's edge; the header's rows 35 / 19.65 = 1.78 → 2 to 79 / 19.65 = 4.02 → 4
        // (a header has no separator); "Inbox" 4 → 123 / 19.65 = 6.26 → 6, its text on the middle of
        // the rows above its separator; "Drafts" 6 → 167 / 19.65 = 8.4987 → 8; section 1's header
        // 202 / 19.65 = 10.28 → 10 to 246 / 19.65 = 12.52 → 13, its text on the middle row, 11.
        let lines = CollectionViewRenderer.canvas(for: collectionView, scale: ScreenMetrics.scale).textLines()
        XCTAssertEqual(lines, [
            "                                        ",
            "                                        ",
            "   Section 0                            ",
            "                                        ",
            "   ★ Inbox  first                 3 ›   ",
            "     ─────────────────────────────────  ",
            "   ▤ Drafts                         ✓   ",
            "     ─────────────────────────────────  ",
            "                                        ",
            "                                        ",
            "                                        ",
            "   Section 1                            ",
        ])
    }

    func test_the_phone_is_compact_wide_and_regular_tall_with_its_display_scale() async {
        showPhone()
        let traits = TraitCollection.current
        XCTAssertEqual(traits.horizontalSizeClass, .compact)
        XCTAssertEqual(traits.verticalSizeClass, .regular)
        XCTAssertEqual(traits.displayScale, 3)
        XCTAssertEqual(View(frame: .zero).traitCollection.horizontalSizeClass, .compact)
        ScreenMetrics.update(size: CellSize(width: 129, height: 40), scaling: .device(.iPadPro13, cellAspect: 2))
        XCTAssertEqual(TraitCollection.current.horizontalSizeClass, .regular)
        XCTAssertEqual(ScreenMetrics.bounds, CGRect(x: 0, y: 0, width: 1032, height: 640))
    }
}
