@testable import Demos
import Foundation
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// Connector glyphs, and the small tree drawn whole so every join can be checked by eye and by cell.
@MainActor
final class ConnectorViewTests: XCTestCase {
    func test_each_trunk_point_joins_exactly_the_arms_present() async {
        typealias Arms = ConnectorView.Arms
        XCTAssertEqual(Arms(up: false, down: true, left: true, right: true).glyph, "┬", "parent on the first child's row")
        XCTAssertEqual(Arms(up: true, down: true, left: true, right: false).glyph, "┤", "parent between two children")
        XCTAssertEqual(Arms(up: true, down: true, left: true, right: true).glyph, "┼", "parent on a middle child's row")
        XCTAssertEqual(Arms(up: false, down: true, left: false, right: true).glyph, "┌", "first child above the parent")
        XCTAssertEqual(Arms(up: true, down: true, left: false, right: true).glyph, "├", "middle child")
        XCTAssertEqual(Arms(up: true, down: false, left: false, right: true).glyph, "└", "last child")
        XCTAssertEqual(Arms(up: true, down: false, left: true, right: true).glyph, "┴", "parent on the last child's row")
        XCTAssertEqual(Arms(up: false, down: true, left: true, right: false).glyph, "┐", "parent above every child")
        XCTAssertEqual(Arms(up: true, down: false, left: true, right: false).glyph, "┘", "parent below every child")
        XCTAssertEqual(Arms(up: true, down: true, left: false, right: false).glyph, "│", "trunk")
        XCTAssertEqual(Arms(up: false, down: false, left: true, right: true).glyph, "─", "only child on the parent's row")
    }

    /// The fixture tree at 120×16, from the frames `ClassTreeLayoutTests` computes. Each connector is
    /// 4 wide: the class's line at its column 0, the trunk at column 1, the subclasses' lines at 2–3.
    /// Root's (x 28…31) runs from B's line (y 1, "┌") through Root's (y 7, "─┤") to A's (y 9, "└");
    /// A's (58…61) from A2 (5) through A (9) to A1 (11); A1's (88…91) from A1a (9) through A1 (11) to
    /// A1b (13).
    func test_small_tree_draws_boxes_joined_by_connectors() async {
        let tree = TreeFixture(size: CGSize(width: 120, height: 16))
        let canvas = CollectionViewRenderer.canvas(for: tree.collectionView)
        assertCanvas(canvas, equals: Self.smallTree)
    }

    static let smallTree = [
        "                                ┌────────────────────────┐                                                              ",
        "                             ┌──│           B            │                                                              ",
        "                             │  └────────────────────────┘                                                              ",
        "                             │                                                                                          ",
        "                             │                                ┌────────────────────────┐                                ",
        "                             │                             ┌──│           A2           │                                ",
        "  ┌────────────────────────┐ │                             │  └────────────────────────┘                                ",
        "  │          Root          │─┤                             │                                                            ",
        "  └────────────────────────┘ │  ┌────────────────────────┐ │                                ┌────────────────────────┐  ",
        "                             └──│           A            │─┤                             ┌──│          A1a           │  ",
        "                                └────────────────────────┘ │  ┌────────────────────────┐ │  └────────────────────────┘  ",
        "                                                           └──│           A1           │─┤                              ",
        "                                                              └────────────────────────┘ │  ┌────────────────────────┐  ",
        "                                                                                         └──│          A1b           │  ",
        "                                                                                            └────────────────────────┘  ",
        "                                                                                                                        ",
    ]
}
