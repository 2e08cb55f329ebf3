import Foundation
import TermCanvas

/// What a collection view keeps between the user's input events: the collection view owns its
/// keys and mouse, as UIKit's owns its touches and its pan gesture, so any collection view in any
/// view tree — a screen's second one, a row inside a cell — takes its own clicks.
package struct CollectionViewUserInput {
    /// The item's edit menu while it is open (`CollectionView+KeyInput.swift`, `+MouseInput.swift`).
    var editMenu: EditMenu?
    /// The last mouse event, in cells from the view's top-left corner: where the pointer was, for
    /// the sideways keys (`CollectionView+SidewaysSections.swift`, `+NestedRows.swift`).
    var lastPointer: MouseEvent?
    /// The left button's press on an item while it is held (`CollectionView+MouseInput.swift`).
    var mousePress: MousePress?
    /// The held press as a touch on the view it landed in, with its recognizers
    /// (`CollectionView+TouchDelivery.swift`).
    var touchSequence: TouchSequence?
    /// Whether the held press's touch came up the responder chain to the collection view (same file).
    var touchReachedCollectionView = false
    /// The taps so far: a quick second click on the same cell is a double tap (same file).
    var taps = TapCounter()
    /// The control (a button in a cell) the held press went down on (same file).
    var pressedControl: Control?
    /// The press `pressesBegan(_:with:)` took, until its `pressesEnded(_:with:)`.
    var takenPress: Press?
    /// The screen's scale at the last event: how many points a cell is.
    package var screenScale = ScreenScale.cells
    /// Whether dragging an item off its place moves it: a collection view controller's
    /// `installsStandardGestureForInteractiveMovement` (true for any other collection view).
    package var installsStandardGestureForInteractiveMovement = true

    package init() {}
}

extension CollectionView {
    /// A key the responder chain brought this collection view (`pressesBegan(_:with:)`), or that a
    /// controller hands on: the focus in a nested row, a sideways section, a nested row, the items
    /// (focus, taps, edit menu, movement, drags), then scrolling, which it claims — unless it cannot
    /// scroll that way and sits in another's cell (the key goes on up to that one:
    /// `CollectionView+NestedRows.swift`) or the key is sideways (it goes on up to the views and
    /// controllers holding this one, as a page view controller turning its pages). False for any
    /// other key.
    package func handleUserKey(_ key: Key, screenScale: ScreenScale, clock: FrameClock?) -> Bool {
        userInput.screenScale = screenScale
        if self.clock == nil { self.clock = clock }
        if handleNestedFocusKey(key) { return true }
        if handleSidewaysKey(key) { return true }
        if handleNestedKey(key) { return true }
        if handleItemKey(key) { return true }
        guard let command = ScrollCommand(key: key) else { return false }
        // Whether it is nested is asked only when it cannot scroll: the walk up costs a key frame more
        // than the question whether it can.
        if !canScroll(along: command) {
            if case .columns = command { return false }
            if isNested { return false }
        }
        performUserScroll(command)
        return true
    }

    /// A mouse event on this collection view, `mouse` counted in screen cells from its top-left
    /// corner: a click on the index strip, the sideways wheel on a section, a press, drag or release
    /// on the items (`CollectionView+MouseInput.swift`), else the wheel scrolls the view.
    package func handleUserMouse(_ mouse: MouseEvent, screenScale: ScreenScale, clock: FrameClock?) {
        userInput.screenScale = screenScale
        if self.clock == nil { self.clock = clock }
        if handleIndexStripClick(mouse) { return }
        userInput.lastPointer = mouse
        if handleSidewaysWheel(mouse) { return }
        if handleItemMouse(mouse) { return }
        if let command = ScrollCommand(mouse: mouse) { performUserScroll(command) }
    }

    /// Whether the wheel `command` moves something here: the view scrolls that way, or a section
    /// scrolls sideways for a sideways notch.
    package func takesUserWheel(_ command: ScrollCommand) -> Bool {
        if canScroll(along: command) { return true }
        guard case .columns = command else { return false }
        return hasOrthogonalSections
    }

    /// Notes where the pointer is (cells from the view's top-left corner) without acting on it.
    package func notePointer(_ mouse: MouseEvent) {
        userInput.lastPointer = mouse
    }

    /// Whether an item's edit menu is open (a click anywhere then only closes it).
    package var hasOpenEditMenu: Bool { userInput.editMenu != nil }

    /// Scrolls as the user's keys and wheel do, one row or column of the screen a line; the view then
    /// runs on the clock's tickers until it rests (`ScrollView+FrameTicking.swift`).
    package func performUserScroll(_ command: ScrollCommand) {
        _ = scroll(command, clock: clock, screenScale: userInput.screenScale)
    }
}

extension ScreenScale {
    /// One column and one row of the screen in points: what a line of the user's scrolling moves.
    package var lineStep: CGSize { CGSize(width: pointsPerColumn, height: pointsPerRow) }
}
