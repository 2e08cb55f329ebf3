import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import TestSupport
import XCTest

/// Issue 8: frames, centers, sizes, transforms, alpha and content sizes a layout cannot mean — each
/// element is skipped and reported once (layout class, element, property, value, fix); drawing stays
/// bounded by the visible cells whatever the geometry.
@MainActor
final class HostileGeometryTests: ProblemRecordingTestCase {
    // On main this never finished: the one-row box path looped over 10^12 columns.
    // The cell covers row 2 from column 0 on; a one-row CollectionViewCell is a horizontal line.
    func test_a_one_row_cell_a_trillion_columns_wide_draws_its_visible_part_at_once() async {
        let layout = HostileLayout()
        layout.elements = { _ in [cell(0, 0, CGRect(x: 0, y: 2, width: 1e12, height: 1))] }
        let (collectionView, _) = makeHostileCollectionView(layout, size: CGSize(width: 20, height: 4))
        let lines = CollectionViewRenderer.canvas(for: collectionView).textLines()
        XCTAssertEqual(lines, [
            "                    ",
            "                    ",
            "────────────────────",
            "                    ",
        ])
        XCTAssertEqual(recorder.lines, [], "a large but finite frame is drawable")
    }

    // On main: "Double value cannot be converted to Int" in the renderer, or NaN reaching the pass.
    func test_undrawable_geometry_skips_the_element_and_reports_it_once_naming_element_property_and_value() async {
        let layout = HostileLayout()
        layout.elements = { _ in
            let good = cell(0, 0, CGRect(x: 0, y: 0, width: 6, height: 3))
            let far = cell(0, 1, CGRect(x: 1e19, y: 0, width: 5, height: 1))
            let nanCenter = cell(0, 2, CGRect(x: 0, y: 3, width: 5, height: 1))
            nanCenter.center = CGPoint(x: CGFloat.nan, y: 3.5)
            let infiniteSize = cell(0, 3, .zero)
            infiniteSize.size = CGSize(width: CGFloat.infinity, height: 1)
            let scaled = cell(0, 4, CGRect(x: 8, y: 0, width: 4, height: 2))
            scaled.transform = CGAffineTransform(scaleX: 1e20, y: 1)
            let nanAlpha = cell(0, 5, CGRect(x: 8, y: 3, width: 4, height: 2))
            nanAlpha.alpha = .nan
            return [good, far, nanCenter, infiniteSize, scaled, nanAlpha]
        }
        let (collectionView, dataSource) = makeHostileCollectionView(layout)
        let lines = CollectionViewRenderer.canvas(for: collectionView).textLines()

        XCTAssertEqual(lines.prefix(3), ["┌────┐              ", "│ 0… │              ", "└────┘              "])
        XCTAssertEqual(dataSource.requested, [IndexPath(item: 0, section: 0)], "skipped elements are never asked for")
        let reason = "cannot be drawn (not finite, or beyond ±2^53); the element is skipped; "
            + "give every element a finite frame within the content (look for a division by zero or an unset size)"
        // The far cell's center is 1e19 + 2.5, which rounds to 1e19; the transform's x scale makes the
        // 4-column cell 4e20 wide about its center x = 10, so its frame starts at 10 - 2e20.
        XCTAssertEqual(recorder.lines, [
            "HostileLayout, cell 0 - 1: center (1e+19, 0.5) " + reason,
            "HostileLayout, cell 0 - 2: center (nan, 3.5) " + reason,
            "HostileLayout, cell 0 - 3: size (inf, 1) " + reason,
            "HostileLayout, cell 0 - 4: frame (-2e+20, 0, 4e+20, 2) " + reason,
            "HostileLayout, cell 0 - 5: alpha nan " + reason,
        ])

        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(recorder.problems.count, 5, "the same problems are not reported again")
        XCTAssertEqual(collectionView.layoutDiagnostics.problems.count, 5)
    }

    // On main an infinite content size reached the status line, which trapped formatting it (the
    // status line's side is in TermAppTests).
    func test_an_infinite_content_size_is_clamped_and_reported() async {
        let layout = HostileLayout()
        layout.contentSize = CGSize(width: CGFloat.infinity, height: 1e300)
        let (collectionView, _) = makeHostileCollectionView(layout)
        collectionView.layoutIfNeeded()

        // 2^53 = 9 007 199 254 740 992.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 9_007_199_254_740_992, height: 9_007_199_254_740_992))
        XCTAssertEqual(recorder.lines, [
            "HostileLayout: collectionViewContentSize (inf, 1e+300) cannot be scrolled; clamped to "
                + "(9007199254740992, 9007199254740992); return a finite, non-negative size from "
                + "collectionViewContentSize (computed in prepare())",
        ])
    }

    func test_a_negative_or_nan_content_size_becomes_zero() async {
        let layout = HostileLayout()
        layout.contentSize = CGSize(width: -5, height: CGFloat.nan)
        let (collectionView, _) = makeHostileCollectionView(layout)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize, .zero)
        XCTAssertEqual(recorder.problems.map(\.category), [.invalidContentSize])
    }

    // On main a NaN offset reached layoutAttributesForElements(in:) as a NaN rectangle.
    func test_nan_or_infinite_offset_inset_and_bounds_are_refused_at_the_setter_keeping_the_old_value() async {
        let layout = HostileLayout()
        let (collectionView, _) = makeHostileCollectionView(layout)
        collectionView.contentOffset = CGPoint(x: 0, y: 2)
        collectionView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        collectionView.contentInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        collectionView.bounds = CGRect(x: 0, y: 0, width: 20, height: CGFloat.nan)
        collectionView.contentOffset = CGPoint(x: 0, y: -1e19)
        collectionView.layoutIfNeeded()

        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 2))
        XCTAssertEqual(collectionView.contentInset, .zero)
        XCTAssertEqual(collectionView.bounds, CGRect(x: 0, y: 2, width: 20, height: 6))
        XCTAssertEqual(layout.queriedRects, [CGRect(x: 0, y: 2, width: 20, height: 6)])
        let kept = "refused (not finite, or beyond ±2^53); the previous value is kept"
        XCTAssertEqual(recorder.lines, [
            "CollectionView: contentOffset (nan, 0) \(kept); set contentOffset to finite values (look for a division by zero or an unset size)",
            "CollectionView: contentInset {inf, 0.0, 0.0, 0.0} \(kept); set contentInset to finite values (look for a division by zero or an unset size)",
            "CollectionView: bounds (0, 0, 20, nan) \(kept); set bounds to finite values (look for a division by zero or an unset size)",
        ], "the second bad offset is the same problem: reported once")
    }

    // A transform set on a visible view from code (not through attributes) is caught by the renderer.
    func test_a_view_made_undrawable_from_code_is_skipped_by_the_renderer_and_reported() async {
        let layout = HostileLayout()
        layout.elements = { _ in [cell(0, 0, CGRect(x: 0, y: 0, width: 6, height: 3))] }
        let (collectionView, _) = makeHostileCollectionView(layout)
        collectionView.layoutIfNeeded()
        collectionView.visibleCells[0].transform = CGAffineTransform(scaleX: .nan, y: 1)
        let lines = CollectionViewRenderer.canvas(for: collectionView).textLines()
        XCTAssertEqual(lines, Array(repeating: String(repeating: " ", count: 20), count: 6))
        XCTAssertEqual(recorder.lines, [
            "CollectionViewCell, cell 0 - 0: view frame (nan, 0, nan, 3) cannot be drawn (not finite, or beyond ±2^53); "
                + "the view is skipped; keep the view's center, bounds and transform finite (set them through layout attributes)",
        ])
    }

    func test_rasterize_clamps_instead_of_trapping() async {
        let huge = ScreenScale.cells.cellRect(for: CGRect(x: -1e300, y: 0, width: 2e300, height: 1), origin: CellRect(x: 0, y: 0, width: 1, height: 1))
        // Edges clamp to ±2^53: x = -2^53, width = 2^54.
        XCTAssertEqual(huge, CellRect(x: -9_007_199_254_740_992, y: 0, width: 18_014_398_509_481_984, height: 1))
        let nan = ScreenScale.cells.cellRect(for: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 1), origin: CellRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(nan.height, 1, "NaN edges become 0 rather than trapping")
    }
}
