@testable import Demos
import Foundation
import TermCollectionView
import XCTest

/// `ClassTreeLayout` against frames computed by hand for `TreeFixture.outline`.
///
/// Geometry: cells 26×3; insets top 0, left 2, bottom 1, right 2. So a column is 26 + 2 + 2 = 30 wide
/// and section s's cells start at x = 30·s + 2; a tree row is 3 + 0 + 1 = 4 high. A connector fills the
/// gap from its class's right edge (x = 30·s + 28) to the next column's cells (30·(s+1) + 2): 4 wide.
/// A cell's connecting line is its middle row, y + 1.
@MainActor
final class ClassTreeLayoutTests: XCTestCase {
    // MARK: - Parents centred on their subtree (the demo's default)

    /// Second pass, last section first; "block" = the rows a class and its subclasses need.
    /// A class sits (rows − 1) · 4 / 2 below the top of its block.
    ///
    ///     s3: A1a block 0 → y 0;  A1b block 1 → y 4
    ///     s2: A2 block 0 → y 0;   A1 block 1 (rows 2) → y 4 + 2 = 6; its subclasses' blocks start at
    ///         6 − 2 = 4: A1a 0 → 4 (+4), A1b → 8 (+4)
    ///     s1: B block 0 → y 0;    A block 1 (rows 3) → y 4 + 4 = 8; its block starts at 4:
    ///         A2 0 → 4 (+4); A1's block 4 → 8 (+4): A1 10, A1a 8, A1b 12
    ///     s0: Root block 0 (rows 4) → y 6; B's block 0 and A's block 4 already in place.
    func test_children_are_placed_in_their_parents_block_and_parents_centred_on_their_subtree() async {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        XCTAssertEqual(tree.cellFrame(0, 0), CGRect(x: 2, y: 6, width: 26, height: 3), "Root")
        XCTAssertEqual(tree.cellFrame(0, 1), CGRect(x: 32, y: 0, width: 26, height: 3), "B")
        XCTAssertEqual(tree.cellFrame(1, 1), CGRect(x: 32, y: 8, width: 26, height: 3), "A")
        XCTAssertEqual(tree.cellFrame(0, 2), CGRect(x: 62, y: 4, width: 26, height: 3), "A2")
        XCTAssertEqual(tree.cellFrame(1, 2), CGRect(x: 62, y: 10, width: 26, height: 3), "A1")
        XCTAssertEqual(tree.cellFrame(0, 3), CGRect(x: 92, y: 8, width: 26, height: 3), "A1a")
        XCTAssertEqual(tree.cellFrame(1, 3), CGRect(x: 92, y: 12, width: 26, height: 3), "A1b")
    }

    /// Each parent's middle row is the middle of its subtree's cells: Root 7 = (0 + 14) / 2,
    /// A 9 = (4 + 14) / 2, A1 11 = (8 + 14) / 2.
    func test_each_parent_is_vertically_centred_on_the_cells_of_its_subtree() async {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        func span(_ cells: [(Int, Int)]) -> CGFloat {
            let frames = cells.compactMap { tree.cellFrame($0.0, $0.1) }
            return (frames.map(\.minY).min()! + frames.map(\.maxY).max()!) / 2
        }
        XCTAssertEqual(tree.cellFrame(0, 0)?.midY, span([(0, 1), (1, 1), (0, 2), (1, 2), (0, 3), (1, 3)]))
        XCTAssertEqual(tree.cellFrame(1, 1)?.midY, span([(0, 2), (1, 2), (0, 3), (1, 3)]))
        XCTAssertEqual(tree.cellFrame(1, 2)?.midY, span([(0, 3), (1, 3)]))
    }

    /// Connector of a class: x from its right edge to the next column, y from the highest to the lowest
    /// connecting line among the class and its subclasses.
    ///
    ///     Root: lines Root 7, B 1, A 9      → (28, 1, 4, 9),  parent at 6, children at 0 and 8
    ///     A:    lines A 9, A2 5, A1 11      → (58, 5, 4, 7),  parent at 4, children at 0 and 6
    ///     A1:   lines A1 11, A1a 9, A1b 13  → (88, 9, 4, 5),  parent at 2, children at 0 and 4
    func test_connectors_span_from_parent_to_children_lines() async throws {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        let root = try XCTUnwrap(tree.connector(0, 0))
        XCTAssertEqual(root.frame, CGRect(x: 28, y: 1, width: 4, height: 9))
        XCTAssertEqual(root.parentLineY, 6)
        XCTAssertEqual(root.childLineYs, [0, 8])
        let a = try XCTUnwrap(tree.connector(1, 1))
        XCTAssertEqual(a.frame, CGRect(x: 58, y: 5, width: 4, height: 7))
        XCTAssertEqual(a.parentLineY, 4)
        XCTAssertEqual(a.childLineYs, [0, 6])
        let a1 = try XCTUnwrap(tree.connector(1, 2))
        XCTAssertEqual(a1.frame, CGRect(x: 88, y: 9, width: 4, height: 5))
        XCTAssertEqual(a1.parentLineY, 2)
        XCTAssertEqual(a1.childLineYs, [0, 4])
        XCTAssertEqual(root.representedElementKind, ClassTreeLayout.connectionViewKind)
    }

    func test_classes_without_subclasses_have_no_connector() async {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        XCTAssertNil(tree.connector(0, 1), "B")
        XCTAssertNil(tree.connector(0, 2), "A2")
        XCTAssertNil(tree.connector(0, 3), "A1a")
    }

    /// Width: 4 sections × 30. Height: section 0's rows (Root needs 4) × 4.
    func test_content_size_is_one_column_per_section_and_section_zeros_rows() async {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        XCTAssertEqual(tree.layout.collectionViewContentSize, CGSize(width: 120, height: 16))
        XCTAssertEqual(tree.collectionView.contentSize, CGSize(width: 120, height: 16))
    }

    /// Cell attributes carry their subclasses' index paths (the guide's custom attributes).
    func test_cell_attributes_carry_the_children_index_paths() async throws {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        let a = try XCTUnwrap(tree.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)) as? ClassTreeLayoutAttributes)
        XCTAssertEqual(a.children, [IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2)])
        XCTAssertTrue(ClassTreeLayout.layoutAttributesClass == ClassTreeLayoutAttributes.self)
    }

    // MARK: - layoutAttributesForElements(in:)

    /// (0, 0, 30, 5): only Root's connector (28…32 × 1…10) reaches in; Root starts at y 6, B at x 32.
    func test_elements_in_the_top_left_corner_are_only_the_root_connector() async {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        XCTAssertEqual(tree.elements(in: CGRect(x: 0, y: 0, width: 30, height: 5)), ["connector 0.0"])
    }

    /// (30, 7, 30, 3) = x 30…60, y 7…10: A (32…58 × 8…11), Root's connector (28…32 × 1…10) and A's
    /// connector (58…62 × 5…12); B ends at y 3, A2 starts at x 62.
    func test_elements_in_a_middle_rect_are_exactly_the_intersecting_ones() async {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        XCTAssertEqual(tree.elements(in: CGRect(x: 30, y: 7, width: 30, height: 3)),
                       ["cell 1.1", "connector 0.0", "connector 1.1"])
    }

    /// (0, 0, 27, 5) lies in the empty corner: Root starts at y 6, Root's connector at x 28, B at x 32.
    func test_elements_in_an_empty_corner_are_none() async {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        XCTAssertEqual(tree.elements(in: CGRect(x: 0, y: 0, width: 27, height: 5)), [])
    }

    func test_elements_in_the_whole_content_are_all_cells_then_all_connectors() async {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        XCTAssertEqual(tree.elements(in: CGRect(x: 0, y: 0, width: 120, height: 16)), [
            "cell 0.0", "cell 1.0", "cell 1.1", "cell 2.0", "cell 2.1", "cell 3.0", "cell 3.1",
            "connector 0.0", "connector 1.1", "connector 2.1",
        ])
    }

    // MARK: - A real collection view at several content offsets

    /// At offset (0, 0) a 40×10 view shows Root (y 6…9), B, A (y 8…11) and Root's connector.
    func test_collection_view_at_origin_shows_root_its_children_and_connector() async throws {
        let tree = TreeFixture()
        tree.scroll(to: .zero)
        XCTAssertEqual(tree.collectionView.indexPathsForVisibleItems,
                       [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        XCTAssertEqual(tree.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 2, y: 6, width: 26, height: 3))
        XCTAssertEqual(tree.collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.text, "A")
        let connector = try XCTUnwrap(tree.collectionView.supplementaryView(
            forElementKind: ClassTreeLayout.connectionViewKind, at: IndexPath(item: 0, section: 0)) as? ConnectorView)
        XCTAssertEqual(connector.frame, CGRect(x: 28, y: 1, width: 4, height: 9))
        XCTAssertEqual(connector.parentLineY, 6)
        XCTAssertEqual(connector.childLineYs, [0, 8])
    }

    /// At offset (60, 6) the view covers x 60…100, y 6…16: A2 (y 4…7), A1, A1a, A1b and the
    /// connectors of A (58…62) and A1 (88…92); Root, B, A and Root's connector have left.
    func test_collection_view_scrolled_right_and_down_shows_the_deepest_levels() async {
        let tree = TreeFixture()
        tree.scroll(to: .zero)
        tree.scroll(to: CGPoint(x: 60, y: 6))
        XCTAssertEqual(tree.collectionView.indexPathsForVisibleItems, [
            IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2),
            IndexPath(item: 0, section: 3), IndexPath(item: 1, section: 3),
        ])
        XCTAssertEqual(tree.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: ClassTreeLayout.connectionViewKind),
                       [IndexPath(item: 1, section: 1), IndexPath(item: 1, section: 2)])
        XCTAssertEqual(tree.collectionView.cellForItem(at: IndexPath(item: 1, section: 3))?.frame, CGRect(x: 92, y: 12, width: 26, height: 3))
        XCTAssertEqual(tree.collectionView.supplementaryView(
            forElementKind: ClassTreeLayout.connectionViewKind, at: IndexPath(item: 1, section: 2))?.frame,
                       CGRect(x: 88, y: 9, width: 4, height: 5))
    }

    /// Scrolling reuses the cache: `shouldInvalidateLayout(forBoundsChange:)` says no, so `prepare()`
    /// ran once for three offsets and a resize.
    func test_scrolling_and_resizing_do_not_prepare_again() async {
        let tree = TreeFixture()
        tree.scroll(to: .zero)
        tree.scroll(to: CGPoint(x: 30, y: 4))
        tree.scroll(to: CGPoint(x: 80, y: 6))
        tree.collectionView.frame = CGRect(x: 0, y: 0, width: 60, height: 12)
        tree.collectionView.layoutIfNeeded()
        XCTAssertEqual(tree.collectionView.statistics.prepareCalls, 1)
        XCTAssertEqual(tree.cellFrame(1, 3), CGRect(x: 92, y: 12, width: 26, height: 3))
    }

    // MARK: - Rows come from the layout's own protocol

    /// A layout data source that gives B two rows (and Root five), leaving the collection view's data
    /// source unchanged: only the layout's protocol decides the rows.
    ///
    ///     s3, s2 as before: A1a 0, A1b 4, A2 0, A1 6
    ///     s1: B block 0 (rows 2) → y 2;  A block 2 (rows 3) → y 8 + 4 = 12, its block starts at 8:
    ///         A2 → 8 (+8); A1's block 4 → 12 (+8): A1 14, A1a 12, A1b 16
    ///     s0: Root block 0 (rows 5) → y 8.   Content height 5 × 4 = 20.
    ///     Root's connector: lines Root 9, B 3, A 13 → (28, 3, 4, 11), parent at 6, children 0 and 10.
    func test_rows_come_from_the_custom_layout_protocol_not_the_data_source() async throws {
        let tree = TreeFixture(layoutSource: { RowOverrideSource(hierarchy: $0, rows: [IndexPath(item: 0, section: 1): 2, IndexPath(item: 0, section: 0): 5]) })
        tree.collectionView.layoutIfNeeded()
        XCTAssertEqual(tree.cellFrame(0, 0), CGRect(x: 2, y: 8, width: 26, height: 3), "Root")
        XCTAssertEqual(tree.cellFrame(0, 1), CGRect(x: 32, y: 2, width: 26, height: 3), "B")
        XCTAssertEqual(tree.cellFrame(1, 1), CGRect(x: 32, y: 12, width: 26, height: 3), "A")
        XCTAssertEqual(tree.cellFrame(0, 2), CGRect(x: 62, y: 8, width: 26, height: 3), "A2")
        XCTAssertEqual(tree.cellFrame(1, 2), CGRect(x: 62, y: 14, width: 26, height: 3), "A1")
        XCTAssertEqual(tree.cellFrame(0, 3), CGRect(x: 92, y: 12, width: 26, height: 3), "A1a")
        XCTAssertEqual(tree.cellFrame(1, 3), CGRect(x: 92, y: 16, width: 26, height: 3), "A1b")
        XCTAssertEqual(tree.layout.collectionViewContentSize, CGSize(width: 120, height: 20))
        let root = try XCTUnwrap(tree.connector(0, 0))
        XCTAssertEqual(root.frame, CGRect(x: 28, y: 3, width: 4, height: 11))
        XCTAssertEqual(root.childLineYs, [0, 10])
        XCTAssertEqual(root.parentLineY, 6)
    }

    // MARK: - The guide's alignment (Figure 6-3)

    /// With `.firstChild` a class sits at the top of its block, on its first subclass's row:
    ///
    ///     s3: A1a 0, A1b 4.   s2: A2 0; A1 block 1 → y 4, subclasses +4 → A1a 4, A1b 8
    ///     s1: B 0; A block 1 → y 4, A2 +4 → 4, A1's block +4 → A1 8, A1a 8, A1b 12
    ///     s0: Root 0.
    ///     Connectors: Root lines 1, 1, 5 → (28, 1, 4, 5); A lines 5, 5, 9 → (58, 5, 4, 5);
    ///     A1 lines 9, 9, 13 → (88, 9, 4, 5); each with the parent on its first row.
    func test_first_child_alignment_puts_each_parent_on_its_first_subclass_row() async throws {
        let tree = TreeFixture()
        tree.collectionView.layoutIfNeeded()
        tree.layout.parentAlignment = .firstChild
        tree.collectionView.layoutIfNeeded()
        XCTAssertEqual(tree.collectionView.statistics.prepareCalls, 2, "changing the alignment invalidates")
        XCTAssertEqual(tree.cellFrame(0, 0), CGRect(x: 2, y: 0, width: 26, height: 3), "Root")
        XCTAssertEqual(tree.cellFrame(0, 1), CGRect(x: 32, y: 0, width: 26, height: 3), "B")
        XCTAssertEqual(tree.cellFrame(1, 1), CGRect(x: 32, y: 4, width: 26, height: 3), "A")
        XCTAssertEqual(tree.cellFrame(0, 2), CGRect(x: 62, y: 4, width: 26, height: 3), "A2")
        XCTAssertEqual(tree.cellFrame(1, 2), CGRect(x: 62, y: 8, width: 26, height: 3), "A1")
        XCTAssertEqual(tree.cellFrame(0, 3), CGRect(x: 92, y: 8, width: 26, height: 3), "A1a")
        XCTAssertEqual(tree.cellFrame(1, 3), CGRect(x: 92, y: 12, width: 26, height: 3), "A1b")
        for (item, section, y) in [(0, 0, 1), (1, 1, 5), (1, 2, 9)] {
            let connector = try XCTUnwrap(tree.connector(item, section))
            XCTAssertEqual(connector.frame, CGRect(x: CGFloat(30 * section + 28), y: CGFloat(y), width: 4, height: 5))
            XCTAssertEqual(connector.parentLineY, 0)
            XCTAssertEqual(connector.childLineYs, [0, 4])
        }
        XCTAssertEqual(tree.layout.collectionViewContentSize, CGSize(width: 120, height: 16))
    }
}

/// The fixture's tree with some rows overridden.
@MainActor
private final class RowOverrideSource: ClassTreeLayoutDataSource {
    let hierarchy: ClassHierarchy
    let rows: [IndexPath: Int]

    init(hierarchy: ClassHierarchy, rows: [IndexPath: Int]) {
        self.hierarchy = hierarchy
        self.rows = rows
    }

    func numRowsForClassAndChildren(at indexPath: IndexPath) -> Int {
        rows[indexPath] ?? hierarchy.entry(at: indexPath).numRows
    }

    func indexPathsOfChildrenForClass(at indexPath: IndexPath) -> [IndexPath] {
        hierarchy.indexPathsOfChildren(at: indexPath)
    }
}
