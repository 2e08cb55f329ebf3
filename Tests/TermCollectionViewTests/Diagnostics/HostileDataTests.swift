import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import TestSupport
import XCTest

/// Issue 8: index paths the data source does not have, stale caches, re-entrant layout passes and
/// counts beyond what the geometry can hold. The data source is never asked for what it does not
/// have; every problem is reported once, with UIKit's wording where UIKit has one.
@MainActor
final class HostileDataTests: ProblemRecordingTestCase {
    private let ignored = "; the attributes are ignored; return attributes only for index paths the data source has; "
        + "rebuild caches in prepare() after reloadData()"

    // On main the data source was asked for item (7, 999) of a 1×30 data set.
    func test_cells_outside_the_data_are_checked_before_the_data_source_is_asked_with_uikits_message() async {
        let layout = HostileLayout()
        layout.elements = { _ in
            [cell(0, 0, CGRect(x: 0, y: 0, width: 6, height: 3)), cell(7, 999, CGRect(x: 6, y: 0, width: 6, height: 3)),
             cell(0, 30, CGRect(x: 12, y: 0, width: 6, height: 3))]
        }
        let (collectionView, dataSource) = makeHostileCollectionView(layout, counts: [30])
        collectionView.layoutIfNeeded()

        XCTAssertEqual(dataSource.requested, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(recorder.lines, [
            "HostileLayout, cell 7 - 999: UICollectionView received layout attributes for a cell with an index path that "
                + "does not exist: <NSIndexPath> {length = 2, path = 7 - 999} (the data source has 1 section)" + ignored,
            "HostileLayout, cell 0 - 30: UICollectionView received layout attributes for a cell with an index path that "
                + "does not exist: <NSIndexPath> {length = 2, path = 0 - 30} (the data source has 1 section; section 0 has 30 items)" + ignored,
        ])
    }

    func test_elements_around_ignored_ones_are_kept_in_the_layouts_order() async {
        let layout = HostileLayout()
        layout.elements = { _ in
            [cell(0, 99, CGRect(x: 0, y: 0, width: 6, height: 3)), cell(0, 2, CGRect(x: 6, y: 0, width: 6, height: 3)),
             cell(0, 98, CGRect(x: 12, y: 0, width: 6, height: 3)), cell(0, 1, CGRect(x: 18, y: 0, width: 6, height: 3))]
        }
        let (collectionView, dataSource) = makeHostileCollectionView(layout, counts: [30])
        collectionView.layoutIfNeeded()

        XCTAssertEqual(dataSource.requested, [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 0)])
        XCTAssertEqual(collectionView.viewsInDrawingOrder.map(\.key.description), ["cell[0, 2]", "cell[0, 1]"])
        XCTAssertEqual(recorder.lines.count, 2)
    }

    func test_supplementary_views_in_sections_that_do_not_exist_are_ignored_with_uikits_message() async {
        let layout = HostileLayout()
        layout.elements = { _ in
            let header = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 3))
            header.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
            return [header]
        }
        let (collectionView, dataSource) = makeHostileCollectionView(layout, counts: [30])
        collectionView.layoutIfNeeded()

        XCTAssertEqual(dataSource.requestedSupplementary, [])
        XCTAssertEqual(recorder.lines, [
            "HostileLayout, supplementary view UICollectionElementKindSectionHeader 3 - 0: request for layout attributes for "
                + "supplementary view UICollectionElementKindSectionHeader in section 3 when there are only 1 sections in the "
                + "collection view (index path <NSIndexPath> {length = 2, path = 3 - 0}); the attributes are ignored; return "
                + "supplementary attributes only for sections the data source has (rebuild caches in prepare() after reloadData())",
        ])
    }

    // On main an empty IndexPath() trapped ("Index out of range") when the pass read its section.
    func test_an_empty_index_path_is_reported_not_trapped() async {
        let layout = HostileLayout()
        layout.elements = { _ in
            let empty = CollectionViewLayoutAttributes(forCellWith: IndexPath())
            empty.frame = CGRect(x: 0, y: 0, width: 6, height: 3)
            let decoration = CollectionViewLayoutAttributes(forDecorationViewOfKind: "line", with: IndexPath())
            decoration.frame = CGRect(x: 0, y: 4, width: 20, height: 1)
            return [empty, decoration]
        }
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: "line")
        let (collectionView, dataSource) = makeHostileCollectionView(layout)
        collectionView.layoutIfNeeded()

        XCTAssertEqual(dataSource.requested, [])
        XCTAssertEqual(collectionView.viewsInDrawingOrder.map(\.key.description), ["decorationView(line)[]"],
                       "a decoration view belongs to the layout; its index path is not checked against the data")
        XCTAssertEqual(recorder.lines, [
            "HostileLayout, cell (empty index path): UICollectionView received layout attributes for a cell with an index "
                + "path that does not exist: <NSIndexPath> {length = 0, path = } (the data source has 1 section)" + ignored,
        ])
    }

    // The classic bug: a cache filled in prepare() only while empty survives reloadData().
    // Rows are 1 high and the view 6 rows tall, so the stale cache offers items 0-5; after the
    // reload only 3 exist.
    func test_a_stale_cache_after_reloadData_draws_nothing_that_no_longer_exists() async {
        let layout = HostileLayout()
        var cache: [CollectionViewLayoutAttributes] = []
        layout.onPrepare = { collectionView in
            guard cache.isEmpty else { return }
            cache = (0..<collectionView.numberOfItems(inSection: 0)).map { cell(0, $0, CGRect(x: 0, y: CGFloat($0), width: 20, height: 1)) }
        }
        layout.elements = { rect in cache.filter { $0.frame.intersects(rect) } }
        let (collectionView, dataSource) = makeHostileCollectionView(layout, counts: [30])
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3, 4, 5])

        dataSource.counts = [3]
        collectionView.reloadData()
        let lines = CollectionViewRenderer.canvas(for: collectionView).textLines()

        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 1, 2])
        XCTAssertEqual(lines[3...], ["                    ", "                    ", "                    "])
        XCTAssertEqual(recorder.problems.map(\.element), ["cell 0 - 3", "cell 0 - 4", "cell 0 - 5"])
    }

    // On main: infinite recursion (prepare → layoutIfNeeded → layoutSubviews → prepare …).
    func test_layoutIfNeeded_from_inside_prepare_is_ignored_and_reported_once() async {
        let layout = HostileLayout()
        layout.onPrepare = { $0.layoutIfNeeded() }
        layout.elements = { _ in [cell(0, 0, CGRect(x: 0, y: 0, width: 6, height: 3))] }
        let (collectionView, _) = makeHostileCollectionView(layout)
        collectionView.layoutIfNeeded()
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()

        XCTAssertEqual(layout.prepareCalls, 2)
        XCTAssertEqual(collectionView.statistics.layoutPasses, 2)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(recorder.lines, [
            "HostileLayout: a layout pass was requested while one is running (layoutIfNeeded() or layoutSubviews() called "
                + "from prepare(), a layout query or a delegate method); the request is ignored; do not lay out the "
                + "collection view from inside its layout; call invalidateLayout() instead",
        ])
    }

    // On main 100M sections exhausted memory building per-section arrays.
    func test_a_section_count_beyond_the_limit_is_cut_and_reported() async {
        let layout = HostileLayout()
        let (collectionView, dataSource) = makeHostileCollectionView(layout, counts: [])
        dataSource.counts = []
        let huge = HugeCounts(sections: 100_000_000, items: 1)
        collectionView.dataSource = huge
        XCTAssertEqual(collectionView.numberOfSections, 1_000_000)
        XCTAssertEqual(recorder.lines, [
            "HugeCounts: numberOfSections(in:) returned 100000000, more than the 1000000 the geometry can hold (content "
                + "length not representable); only the first 1000000 are shown; return the real count from the data source",
        ])
        withExtendedLifetime(huge) {}
    }

    /// A negative count (a subtraction gone below zero) is taken as 0 and named, not silently dropped.
    func test_a_negative_item_count_is_taken_as_zero_and_reported() async {
        let layout = HostileLayout()
        let (collectionView, dataSource) = makeHostileCollectionView(layout, counts: [])
        dataSource.counts = []
        let negative = HugeCounts(sections: 1, items: -5)
        collectionView.dataSource = negative
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 0)
        XCTAssertEqual(recorder.lines, [
            "HugeCounts: collectionView(_:numberOfItemsInSection:) for section 0 returned -5; a count cannot be negative, "
                + "so it is taken as 0; return 0 or more (look for a subtraction that goes below zero)",
        ])
        withExtendedLifetime(negative) {}
    }

    // On main `numberOfItems = Int.max` trapped on arithmetic overflow in the flow layout.
    // 2^40 items, 10 columns wide in a 20-column view with no spacing: 2 per line, 2^39 lines of 1 row.
    func test_int_max_items_are_cut_to_what_the_geometry_holds_and_the_flow_layout_shows_the_first_ones() async {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let (collectionView, _) = makeHostileCollectionView(layout)
        let huge = HugeCounts(sections: 1, items: Int.max)
        collectionView.dataSource = huge
        collectionView.layoutIfNeeded()

        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1 << 40)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 20, height: 549_755_813_888))
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(0..<12))
        XCTAssertEqual(recorder.lines, [
            "HugeCounts: collectionView(_:numberOfItemsInSection:) for section 0 returned 9223372036854775807, more than "
                + "the 1099511627776 the geometry can hold (content length not representable); only the first "
                + "1099511627776 are shown; return the real count from the data source",
        ])
        withExtendedLifetime(huge) {}
    }
}

/// Counts as large as a broken data source may claim; cells are plain.
@MainActor
final class HugeCounts: CollectionViewDataSource {
    let sections: Int
    let items: Int

    init(sections: Int, items: Int) {
        self.sections = sections
        self.items = items
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
