import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// Touches reach the views inside a collection view's cells as UIKit delivers them: the view the
/// press lands in gets `touchesBegan`, passed up the responder chain by default — through the cell
/// to the collection view, which selects the item. A view that handles the touch itself (no call to
/// `super`) keeps it, and the item is not selected, as on the phone.
@MainActor
final class TouchesInCellsTests: XCTestCase {
    /// Records its touches; passes them on (`super`) only when `passesTouchesOn`.
    private final class TouchRecordingView: View {
        var passesTouchesOn = false
        var log: [String] = []
        var tapCounts: [Int] = []

        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            log.append("began")
            if passesTouchesOn { super.touchesBegan(touches, with: event) }
        }

        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            log.append("ended")
            tapCounts += touches.map(\.tapCount)
            if passesTouchesOn { super.touchesEnded(touches, with: event) }
        }
    }

    /// Rows 3 high (`RowsLayout`); item 0's cell holds a heart at its columns 1–3 of row 1 that keeps
    /// its touches, item 1's a badge there that passes them on.
    private final class CardsViewController: CollectionViewController {
        let heart = TouchRecordingView(frame: CGRect(x: 1, y: 1, width: 3, height: 1))
        let badge = TouchRecordingView(frame: CGRect(x: 1, y: 1, width: 3, height: 1))
        var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            badge.passesTouchesOn = true
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "card")
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            if indexPath.item == 0 { cell.contentView.addSubview(heart) }
            if indexPath.item == 1 { cell.contentView.addSubview(badge) }
            return cell
        }

        override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath.item)
        }
    }

    private let clock = VirtualClock()

    private func show() -> (Window, CardsViewController) {
        let controller = CardsViewController(collectionViewLayout: RowsLayout())
        let window = Window(rootViewController: controller, clock: clock)
        window.setScreenSize(CellSize(width: 20, height: 10))
        return (window, controller)
    }

    /// Screen (2, 1) is item 0's heart: it hears the touch and keeps it, so item 0 is not selected;
    /// a click elsewhere in the same cell (column 10) selects it.
    func test_a_view_that_keeps_its_touches_keeps_the_item_from_being_selected() async throws {
        let (window, controller) = show()
        window.click(x: 2, y: 1)
        XCTAssertEqual(controller.heart.log, ["began", "ended"])
        XCTAssertEqual(controller.selected, [])
        window.click(x: 10, y: 1)
        XCTAssertEqual(controller.selected, [0])
    }

    /// Screen (2, 4) is item 1's badge: it hears the touch and passes it on (`super`), so the
    /// collection view still selects item 1.
    func test_a_view_that_passes_its_touches_on_lets_the_item_be_selected() async throws {
        let (window, controller) = show()
        window.click(x: 2, y: 4)
        XCTAssertEqual(controller.badge.log, ["began", "ended"])
        XCTAssertEqual(controller.selected, [1])
    }

    /// UIKit's `tapCount`: a second click on the same cell within half a second is the second tap of
    /// one gesture (a double tap); after a pause, counting starts again.
    func test_a_quick_second_click_on_a_view_in_a_cell_is_a_double_tap() async throws {
        let (window, controller) = show()
        window.click(x: 2, y: 1)
        clock.advance(by: 0.2)
        window.click(x: 2, y: 1)
        clock.advance(by: 1)
        window.click(x: 2, y: 1)
        XCTAssertEqual(controller.heart.tapCounts, [1, 2, 1])
    }
}
