import Foundation
import TermCanvas
import TermViews
import XCTest

/// A scroll view scrolls itself by the keys that reach it up the responder chain, as UIKit's keyboard
/// scrolling moves the scroll view around the focused view; keys it cannot use go on up.
@MainActor
final class ScrollViewKeyboardTests: XCTestCase {
    /// The chain's end: records what the scroll view passed up.
    private final class Top: View {
        var passedUp: [Key] = []
        override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
            passedUp += presses.map(\.terminalKey)
        }
    }

    private func press(_ key: Key, on responder: Responder, clock: VirtualClock) {
        let presses: Set<Press> = [Press(key: key, timestamp: clock.now)]
        let event = PressesEvent(presses: presses, timestamp: clock.now)
        event.clock = clock
        event.screenScale = ScreenScale(pointsPerColumn: 2, pointsPerRow: 4)
        responder.pressesBegan(presses, with: event)
    }

    func test_a_key_in_a_scroll_views_chain_scrolls_it_by_a_row_of_the_screen_and_other_keys_go_up() async {
        let top = Top(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        scrollView.contentSize = CGSize(width: 40, height: 200)
        let focused = View(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        top.addSubview(scrollView)
        scrollView.addSubview(focused)
        let clock = VirtualClock()

        press(.down, on: focused, clock: clock)
        press(.character("j"), on: focused, clock: clock)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 8), "two rows of 4 points")
        XCTAssertIdentical(scrollView.clock, clock, "adopted from the key's event")
        // No horizontal room: → is not the scroll view's; nor is a letter that scrolls nothing.
        press(.right, on: focused, clock: clock)
        press(.character("x"), on: focused, clock: clock)
        XCTAssertEqual(top.passedUp, [.right, .character("x")])
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 8))
    }

    func test_a_scroll_view_with_scrolling_off_passes_every_key_up() async {
        let top = Top(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        scrollView.contentSize = CGSize(width: 40, height: 200)
        scrollView.isScrollEnabled = false
        top.addSubview(scrollView)
        press(.down, on: scrollView, clock: VirtualClock())
        XCTAssertEqual(top.passedUp, [.down])
        XCTAssertEqual(scrollView.contentOffset, .zero)
    }
}
