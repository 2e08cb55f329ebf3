import Foundation
import TermCanvas

/// The mouse reaches the views a press lands in — controls, gesture recognizers, and the touch
/// methods of the cell's views — before the collection view's own handling, as touches reach
/// UIKit's views first:
///
/// * A press on an enabled control (a button in a cell, a page control) is the control's: it
///   highlights, and a release still over it clicks it (`.touchUpInside`, a page control's page). The
///   cell under it is not selected — UIKit's controls take their taps from recognizers above them.
/// * Otherwise the press is a touch (`TouchSequence`) on the view it lands in: the recognizers of
///   that view and of every view above it — the cell's subviews, the cell, the collection view and
///   the views holding it (UIKit hands a touch to the recognizers of the hit view and all its
///   ancestors) — see each step first; then the hit view gets `touchesBegan(_:with:)`, passed up the
///   responder chain by default: through the cell to the collection view, whose own touch handling
///   selects the item. A view in the cell that handles the touch itself (overrides `touchesBegan`
///   without calling `super`) keeps it from the collection view, so the item is not selected — as on
///   the phone. The collection view does not pass touches on to its controller: a scroll view keeps
///   its touches in UIKit.
/// * Once a recognizer has recognized its gesture and `cancelsTouchesInView` is set, the rest of the
///   press is theirs: the hit view gets `touchesCancelled`, and the item is not selected, moved or
///   dragged.
extension CollectionView {
    /// Hands a left-button event to the controls, recognizers and views under it; true when they
    /// took the press over (a control's press, a recognizer's gesture, a view that kept the touch).
    func deliverTouch(_ mouse: MouseEvent) -> Bool {
        guard mouse.button == .left || mouse.action == .drag else { return false }
        let point = contentPoint(of: mouse)
        let inRoot = convert(point, to: nil)
        if handleControlPress(mouse, at: point) { return true }
        let time = clock?.now ?? 0
        switch mouse.action {
        case .press:
            userInput.touchReachedCollectionView = false
            userInput.touchSequence = TouchSequence(chain: viewChainForPress(at: point) + viewsHoldingSelf,
                                                    location: inRoot, time: time,
                                                    tapCount: userInput.taps.count(forPress: mouse, at: time))
        case .drag:
            userInput.touchSequence?.move(to: inRoot, time: time)
        case .release:
            guard let touch = userInput.touchSequence else { break }
            touch.end(at: inRoot, time: time)
            userInput.taps.noteRelease(mouse, at: time, count: touch.touch.tapCount)
        default:
            return false
        }
        guard let touch = userInput.touchSequence else { return false }
        if mouse.action == .release { userInput.touchSequence = nil }
        guard touch.recognizersTookOver || !userInput.touchReachedCollectionView else { return false }
        if userInput.mousePress != nil {
            // The touch the collection view was tracking is cancelled, as UIKit cancels it.
            cancelTouch()
            userInput.mousePress = nil
        }
        return true
    }

    // MARK: - Internals

    /// A press on a control, its drags and its release; true while a control has the press.
    private func handleControlPress(_ mouse: MouseEvent, at point: CGPoint) -> Bool {
        ControlPress.handle(mouse.action, pressed: &userInput.pressedControl, controlUnderPointer: { controlForPress(at: point) }) { control in
            let inRoot = convert(point, to: nil)
            control.performClick(at: control.convert(inRoot, from: nil))
        }
    }
}
