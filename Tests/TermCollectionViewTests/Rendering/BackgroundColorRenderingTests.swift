import Foundation
import TermCanvas
import TermCollectionView
import XCTest

/// A wide cell underneath and a narrow one on top of its middle.
@MainActor
private final class OverlapLayout: CollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 14, height: 4) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let under = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        under.frame = CGRect(x: 0, y: 0, width: 14, height: 4)
        let over = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        over.frame = CGRect(x: 4, y: 0, width: 6, height: 4)
        over.zIndex = 1
        return [under, over]
    }
}

@MainActor
private final class ColoredDataSource: CollectionViewDataSource {
    var topColor: Color?

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if indexPath.item == 0 {
            cell.text = "underneath"
        } else {
            cell.backgroundColor = topColor
        }
        return cell
    }
}

/// `backgroundColor` is drawn as the nearest terminal colour; clear colours draw nothing; adaptive
/// colours fill with the terminal's own background.
@MainActor
final class BackgroundColorRenderingTests: XCTestCase {
    private func render(top color: Color?) -> Canvas {
        let dataSource = ColoredDataSource()
        dataSource.topColor = color
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 14, height: 4), collectionViewLayout: OverlapLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        return CollectionViewRenderer.canvas(for: collectionView)
    }

    // "underneath" runs from column 2 to 11 of row 1; the top cell's borders are columns 4 and 9, its
    // inside columns 5–8 ("erne" when transparent) of rows 1–2.
    func test_a_colour_fills_the_inside_with_the_nearest_terminal_colour() async {
        let canvas = render(top: .systemBlue)
        XCTAssertEqual(canvas.textLines()[1], "│ un│    │th │")
        XCTAssertEqual(canvas[6, 1].style.background, .blue)
        XCTAssertEqual(canvas[6, 2].style.background, .blue)
        XCTAssertNil(canvas[2, 1].style.background, "the cell underneath has no colour")
    }

    func test_clear_and_zero_alpha_draw_nothing_so_what_is_below_shows() async {
        for color in [Color.clear, Color.red.withAlphaComponent(0)] {
            let canvas = render(top: color)
            XCTAssertEqual(canvas.textLines()[1], "│ un│erne│th │", "\(color)")
            XCTAssertNil(canvas[6, 1].style.background)
        }
    }

    func test_adaptive_background_covers_with_the_terminals_own_background() async {
        let canvas = render(top: .systemBackground)
        XCTAssertEqual(canvas.textLines()[1], "│ un│    │th │")
        XCTAssertNil(canvas[6, 1].style.background)
    }

    func test_no_colour_keeps_the_opaque_default_fill() async {
        XCTAssertEqual(render(top: nil).textLines()[1], "│ un│    │th │")
    }
}
