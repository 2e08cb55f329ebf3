import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// Writes one call per line into a shared log.
@MainActor
private final class CallLog {
    var entries: [String] = []
}

/// A cell that logs when it is asked for its preferred attributes.
private final class LoggingCell: CollectionViewCell {
    var log: CallLog?

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        log?.entries.append("preferred \(layoutAttributes.indexPath.item)")
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// Cells titled from `texts` (with an optional second line), logging configuration and display.
@MainActor
private final class TextDataSource: CollectionViewDataSource, CollectionViewDelegate {
    var texts: [String]
    var secondLines: [Int: String] = [:]
    let log = CallLog()

    init(_ texts: [String]) {
        self.texts = texts
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath) as! LoggingCell
        cell.log = log
        cell.text = texts[indexPath.item]
        cell.secondaryText = secondLines[indexPath.item]
        log.entries.append("configured \(indexPath.item)")
        return cell
    }

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        log.entries.append("willDisplay \(indexPath.item)")
    }
}

/// A flow layout logging the self-sizing questions it is asked.
@MainActor
private final class LoggingFlowLayout: CollectionViewFlowLayout {
    var log: CallLog?

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let answer = super.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        log?.entries.append("shouldInvalidate \(preferredAttributes.indexPath.item) → \(answer)")
        return answer
    }
}

/// Self-sizing cells (`estimatedItemSize`): cells measure their text, the layout keeps the sizes.
///
/// Sizes of the default cell: display width + 4 (light border and one column of padding each side)
/// by lines + 2. "Swift" 5 → 9×3; "한국어" three wide syllables 6 → 10×3; "🎉" one emoji 2 → 6×3;
/// "terminal" 8 → 12×3.
@MainActor
final class SelfSizingFlowLayoutTests: XCTestCase {
    private var dataSource: TextDataSource?

    private func fixture(
        _ texts: [String], width: CGFloat = 29, height: CGFloat = 10, estimated: CGSize = CollectionViewFlowLayout.automaticSize,
        secondLines: [Int: String] = [:]
    ) -> (CollectionView, LoggingFlowLayout, TextDataSource) {
        let layout = LoggingFlowLayout()
        layout.estimatedItemSize = estimated
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.register(LoggingCell.self, forCellWithReuseIdentifier: "text")
        let dataSource = TextDataSource(texts)
        dataSource.secondLines = secondLines
        layout.log = dataSource.log
        self.dataSource = dataSource
        collectionView.dataSource = dataSource
        collectionView.delegate = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, layout, dataSource)
    }

    private func cellFrame(_ collectionView: CollectionView, _ item: Int) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    func test_cells_size_to_their_text_including_wide_characters() async {
        // Width 29, spacing 1: 9 + 1 + 10 + 1 + 6 = 27 fits, + 1 + 12 does not → line 1 holds items 0-2,
        // justified: the 29 − 25 = 4 left over make two gaps of 2 → x 0, 11, 23. Line 2 (last) is
        // left-aligned: "terminal" at (0, 3). Content 29 × 6.
        let (collectionView, _, _) = fixture(["Swift", "한국어", "🎉", "terminal"])
        XCTAssertEqual(cellFrame(collectionView, 0), CGRect(x: 0, y: 0, width: 9, height: 3))
        XCTAssertEqual(cellFrame(collectionView, 1), CGRect(x: 11, y: 0, width: 10, height: 3))
        XCTAssertEqual(cellFrame(collectionView, 2), CGRect(x: 23, y: 0, width: 6, height: 3))
        XCTAssertEqual(cellFrame(collectionView, 3), CGRect(x: 0, y: 3, width: 12, height: 3))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 29, height: 6))
    }

    func test_each_label_fits_its_box_on_screen() async {
        let (collectionView, _, _) = fixture(["Swift", "한국어", "🎉", "terminal"], height: 6)
        XCTAssertEqual(CollectionViewRenderer.canvas(for: collectionView).textLines(), [
            "┌───────┐  ┌────────┐  ┌────┐",
            "│ Swift │  │ 한국어 │  │ 🎉 │",
            "└───────┘  └────────┘  └────┘",
            "┌──────────┐                 ",
            "│ terminal │                 ",
            "└──────────┘                 ",
        ])
    }

    func test_horizontal_self_sizing_lays_columns_out_with_measured_sizes() async {
        // Height 7, spacing 1: 3 + 1 + 3 = 7 → two items per column. Column 1 (not last) holds "ab"
        // 6×3 and "abcd" 8×3 at y 0 and 4; it is 8 wide, so "ab" is centred on it at x 1. Column 2
        // starts at 8 + line spacing 0: "x" 5×3 at (8, 0). Content 13 × 7.
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 7), collectionViewLayout: layout)
        collectionView.register(LoggingCell.self, forCellWithReuseIdentifier: "text")
        let dataSource = TextDataSource(["ab", "abcd", "x"])
        self.dataSource = dataSource
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cellFrame(collectionView, 0), CGRect(x: 1, y: 0, width: 6, height: 3))
        XCTAssertEqual(cellFrame(collectionView, 1), CGRect(x: 0, y: 4, width: 8, height: 3))
        XCTAssertEqual(cellFrame(collectionView, 2), CGRect(x: 8, y: 0, width: 5, height: 3))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 13, height: 7))
    }

    func test_the_layout_settles_within_one_layoutIfNeeded_and_does_not_loop() async {
        let (collectionView, layout, _) = fixture(["Swift", "한국어", "🎉", "terminal"])
        XCTAssertFalse(collectionView.needsLayout)
        let statistics = collectionView.statistics
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.statistics, statistics, "no pass left to run")
        XCTAssertEqual(layout.measuredItemSizes.count, 4)
    }

    func test_the_cell_is_configured_then_measured_then_displayed() async {
        // A finite estimate 9×3 lets every item show in the first pass: item 0 is already right, so the
        // layout declines; the others are not.
        let (_, _, dataSource) = fixture(["Swift", "terminal"], estimated: CGSize(width: 9, height: 3))
        XCTAssertEqual(Array(dataSource.log.entries.prefix(8)), [
            "configured 0", "preferred 0", "shouldInvalidate 0 → false", "willDisplay 0",
            "configured 1", "preferred 1", "shouldInvalidate 1 → true", "willDisplay 1",
        ])
    }

    func test_items_not_measured_yet_use_the_estimate() async {
        // Estimate 9×3, height 3: only line 1 is visible and measured. 20 items of "Swift" (9 wide):
        // 9 + 1 + 9 + 1 + 9 = 29 → 3 per line; 7 lines × 3 = 21 tall whatever is measured.
        // "terminal" as item 0 (12 wide): 12 + 1 + 9 = 22, + 1 + 9 = 32 > 29 → 2 items on line 1.
        var texts = Array(repeating: "Swift", count: 20)
        texts[0] = "terminal"
        let (collectionView, layout, _) = fixture(texts, height: 3, estimated: CGSize(width: 9, height: 3))
        XCTAssertEqual(Set(layout.measuredItemSizes.keys.map(\.item)), [0], "item 1 preferred its estimate: nothing to keep")
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 0, y: 3, width: 9, height: 3), "item 2 starts line 2 at its estimate")
        // Lines: [0, 1], then 18 items of 9 three per line = 6 lines → 7 lines × 3 = 21.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 29, height: 21))
    }

    func test_automaticSize_in_one_dimension_fits_only_the_other() async {
        // Full-width rows 29 wide; heights fitted: one line → 3, two lines → 4.
        let estimated = CGSize(width: 29, height: CollectionViewFlowLayout.automaticSize.height)
        let (collectionView, _, _) = fixture(["Swift", "한국어", "🎉"], estimated: estimated, secondLines: [1: "Korean"])
        XCTAssertEqual(cellFrame(collectionView, 0), CGRect(x: 0, y: 0, width: 29, height: 3))
        XCTAssertEqual(cellFrame(collectionView, 1), CGRect(x: 0, y: 3, width: 29, height: 4))
        XCTAssertEqual(cellFrame(collectionView, 2), CGRect(x: 0, y: 7, width: 29, height: 3))
    }

    func test_scrolling_back_to_measured_items_does_not_invalidate() async {
        // 30 items of "Swift" estimated 12 wide (2 per line), measured 9 (3 per line): 10 lines of 3 =
        // 30 tall once all are measured; steps of 5 rows through 10 visible rows show every line.
        let (collectionView, _, _) = fixture(Array(repeating: "Swift", count: 30), estimated: CGSize(width: 12, height: 3))
        var y: CGFloat = 0
        while true {
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
            let bottom = collectionView.contentSize.height - 10
            if y >= bottom { break }
            y = min(y + 5, bottom)
        }
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 29, height: 30))
        let prepares = collectionView.statistics.prepareCalls
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 20)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.statistics.prepareCalls, prepares)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 29, height: 30))
    }

    func test_reloadData_forgets_measured_sizes() async {
        let (collectionView, layout, dataSource) = fixture(["Swift", "terminal"])
        dataSource.texts = ["a"]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        // "a" → 1 + 4 = 5 wide, alone on the last line.
        XCTAssertEqual(cellFrame(collectionView, 0), CGRect(x: 0, y: 0, width: 5, height: 3))
        XCTAssertEqual(layout.measuredItemSizes.count, 1)
    }

    func test_a_layout_without_an_estimate_keeps_no_sizes_and_ignores_preferred_sizes() async {
        let (collectionView, layout, _) = fixture(["Swift", "terminal"], estimated: .zero)
        XCTAssertTrue(layout.measuredItemSizes.isEmpty)
        XCTAssertEqual(cellFrame(collectionView, 0)?.size, CGSize(width: 50, height: 50), "itemSize, not the text")
    }

    func test_the_default_preferred_attributes_measure_text_border_and_padding() async {
        let cell = CollectionViewCell(frame: .zero)
        cell.text = "한국어"
        cell.secondaryText = "ok"
        let proposed = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 1))
        proposed.frame = CGRect(x: 3, y: 5, width: 50, height: 50)
        proposed.alpha = 0.5
        let preferred = cell.preferredLayoutAttributesFitting(proposed)
        // 6 columns + 4 = 10 wide; 2 lines + 2 = 4 tall; the rest copied; the proposal untouched.
        XCTAssertEqual(preferred.size, CGSize(width: 10, height: 4))
        XCTAssertEqual(preferred.indexPath, IndexPath(item: 4, section: 1))
        XCTAssertEqual(preferred.alpha, 0.5)
        XCTAssertFalse(preferred === proposed)
        XCTAssertEqual(proposed.size, CGSize(width: 50, height: 50))
        let decoration = CollectionReusableView(frame: .zero)
        decoration.text = "🎉🎉"
        let background = CollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        XCTAssertEqual(decoration.preferredLayoutAttributesFitting(background).size, CGSize(width: 4, height: 1), "no border: text alone")
    }

    func test_the_base_layout_declines_preferred_attributes() async {
        let layout = CollectionViewLayout()
        let original = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let preferred = original.copy() as! CollectionViewLayoutAttributes
        preferred.size = CGSize(width: 7, height: 7)
        XCTAssertFalse(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        XCTAssertTrue(type(of: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
                      == CollectionViewLayoutInvalidationContext.self)
    }
}
