import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import TestSupport
import XCTest

/// A fixed layout of three overlapping elements to check drawing order, alpha, hiding and transforms.
@MainActor
private final class StackLayout: CollectionViewLayout {
    var configure: (Int, CollectionViewLayoutAttributes) -> Void = { _, _ in }

    override var collectionViewContentSize: CGSize { CGSize(width: 30, height: 8) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<3).map { item in
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item * 4), y: CGFloat(item), width: 8, height: 4)
            configure(item, attributes)
            return attributes
        }
    }
}

@MainActor
final class RendererTests: XCTestCase {
    private func render(_ configure: @escaping (Int, CollectionViewLayoutAttributes) -> Void) -> [String] {
        let layout = StackLayout()
        layout.configure = configure
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = TitledDataSource()
        collectionView.dataSource = dataSource
        return CollectionViewRenderer.canvas(for: collectionView).textLines()
    }

    // Boxes: A at columns 0-7 rows 0-3, B at 4-11 / 1-4, C at 8-15 / 2-5; text on each box's second row.
    func test_equal_zIndex_draws_in_layout_order_later_on_top() async {
        assertLines(render { _, _ in }, [
            "┌──────┐            ",
            "│ A ┌──────┐        ",
            "│   │ B ┌──────┐    ",
            "└───│   │ C    │    ",
            "    └───│      │    ",
            "        └──────┘    ",
        ])
    }

    func test_higher_zIndex_draws_on_top_regardless_of_order() async {
        assertLines(render { item, attributes in attributes.zIndex = item == 0 ? 5 : 0 }, [
            "┌──────┐            ",
            "│ A    │───┐        ",
            "│      │┌──────┐    ",
            "└──────┘│ C    │    ",
            "    └───│      │    ",
            "        └──────┘    ",
        ])
    }

    // C moves to columns 10-17, rows 3-6; row 6 is below the 6-row viewport, so its bottom edge is clipped.
    func test_hidden_and_transparent_elements_are_skipped_and_a_translation_moves_the_box() async {
        assertLines(render { item, attributes in
            if item == 0 { attributes.isHidden = true }
            if item == 1 { attributes.alpha = 0 }
            if item == 2 { attributes.transform = CGAffineTransform(translationX: 2, y: 1) }
        }, [
            "                    ",
            "                    ",
            "                    ",
            "          ┌──────┐  ",
            "          │ C    │  ",
            "          │      │  ",
        ])
    }

    func test_rasterize_rounds_edges_to_the_nearest_cell() async {
        let origin = CellRect(x: 0, y: 0, width: 0, height: 0)
        XCTAssertEqual(ScreenScale.cells.cellRect(for: CGRect(x: 0.4, y: -0.5, width: 3.2, height: 2), origin: origin),
                       CellRect(x: 0, y: 0, width: 4, height: 2))
        XCTAssertEqual(ScreenScale.cells.cellRect(for: CGRect(x: -0.6, y: 1.5, width: 2, height: 2), origin: origin),
                       CellRect(x: -1, y: 2, width: 2, height: 2))
    }

    private func assertLines(_ actual: [String], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual, expected, "\n" + actual.joined(separator: "\n"), file: file, line: line)
    }
}

@MainActor
private final class TitledDataSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = ["A", "B", "C"][indexPath.item]
        return cell
    }
}
