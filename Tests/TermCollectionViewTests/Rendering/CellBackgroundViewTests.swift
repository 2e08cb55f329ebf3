import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import TestSupport
import XCTest

/// The look of selection comes from the cell's `selectedBackgroundView`, shown while the cell is
/// selected or highlighted (UIKit's `selectedBackgroundView` documentation); the cell never restyles
/// itself, so a cell without one shows no selection.
@MainActor
final class CellBackgroundViewTests: XCTestCase {
    /// A 10 × 3 cell alone: its top-left corner and the style of its text cell (column 2, row 1).
    private func render(_ configure: (CollectionViewCell) -> Void) -> (corner: String, textStyle: Style) {
        let (collectionView, _, _) = makeTouchGrid(count: 1)
        let cell = collectionView.cellForItem(at: item(0))!
        configure(cell)
        let canvas = CollectionViewRenderer.canvas(for: collectionView)
        return (canvas[0, 0].text, canvas[2, 1].style)
    }

    func test_the_stock_selected_background_draws_a_double_border_and_reverse_video_under_the_text() async {
        let plain = render { _ in }
        XCTAssertEqual(plain.corner, "┌")
        XCTAssertEqual(plain.textStyle, .plain)
        let selected = render { $0.isSelected = true }
        XCTAssertEqual(selected.corner, "╔")
        XCTAssertEqual(selected.textStyle, Style(reverse: true), "the text keeps the background's reverse video")
        let highlighted = render { $0.isHighlighted = true }
        XCTAssertEqual(highlighted.corner, "╔", "UIKit shows the selected background while highlighted too")
    }

    func test_without_a_selected_background_view_selection_shows_nothing() async {
        let selected = render { cell in
            cell.selectedBackgroundView = nil
            cell.isSelected = true
        }
        XCTAssertEqual(selected.corner, "┌")
        XCTAssertEqual(selected.textStyle, .plain)
    }

    func test_a_coloured_background_view_shows_behind_the_text_and_content_view_draws_on_top() async {
        final class Mark: View {
            override func draw(in context: DrawingContext) { context.write("*", x: 8, y: 1) }
        }
        let (collectionView, _, _) = makeTouchGrid(count: 1)
        let cell = collectionView.cellForItem(at: item(0))!
        let background = View(frame: .zero)
        background.backgroundColor = .red
        cell.backgroundView = background
        cell.contentView.backgroundColor = nil
        let mark = Mark(frame: .zero)
        cell.selectedBackgroundView = mark
        cell.isSelected = true
        let canvas = CollectionViewRenderer.canvas(for: collectionView)
        XCTAssertEqual(canvas[2, 1].style.background, Color.red.nearestTerminalColor, "text over the red background")
        XCTAssertEqual(canvas[2, 1].text, "0")
        XCTAssertEqual(canvas[8, 1].text, "*", "the selected background view drew above the background view")
        XCTAssertEqual(mark.frame, CGRect(x: 0, y: 0, width: 10, height: 3), "layer views take the cell's bounds")
    }
}

extension CellBackgroundViewTests {
    func test_an_opaque_content_view_covers_the_selected_background() async {
        let covered = render { cell in
            cell.contentView.backgroundColor = .blue
            cell.isSelected = true
        }
        XCTAssertFalse(covered.textStyle.isReverse, "the blue content view hides the reverse-video background")
        XCTAssertEqual(covered.textStyle.background, Color.blue.nearestTerminalColor, "the text shows the content view's colour")
    }
}
