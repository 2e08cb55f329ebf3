import Foundation
import TermCanvas

/// The mouse reaches the controls and gesture recognizers of the views a press lands in before the
/// collection view's own handling, as touches reach UIKit's views first:
///
/// * A press on an enabled control (a button in a cell, a page control) is the control's: it
///   highlights, and a release still over it clicks it (`.touchUpInside`, a page control's page). The
///   cell under it is not selected — UIKit's controls take their taps from recognizers above them.
/// * Otherwise the press finds the recognizers of the view it lands in and of every view above it
///   — the cell's subviews, the cell, the collection view, and the views holding the collection view
///   (UIKit hands a touch to the recognizers of the hit view and all its ancestors) — innermost
///   first; each drag and the release go to the same ones, with the clock's time. Once one has
///   recognized its gesture and `cancelsTouchesInView` is set, the rest of the press is theirs: the
///   item under the mouse is not selected, moved or dragged.
extension CollectionView {
    /// Hands a left-button event to the recognizers; true when they took the press over.
    func deliverToGestureRecognizers(_ mouse: MouseEvent) -> Bool {
        guard mouse.button == .left || mouse.action == .drag else { return false }
        let point = contentPoint(of: mouse)
        let inRoot = convert(point, to: nil)
        if handleControlPress(mouse, at: point) { return true }
        let time = clock?.now ?? 0
        switch mouse.action {
        case .press:
            userInput.pressedGestureRecognizers = gestureRecognizersForPress(at: point) + recognizersAbove
            userInput.pressedGestureRecognizers.forEach { $0.mouseDown(at: inRoot, time: time) }
        case .drag:
            userInput.pressedGestureRecognizers.forEach { $0.mouseDragged(to: inRoot, time: time) }
        case .release:
            userInput.pressedGestureRecognizers.forEach { $0.mouseUp(at: inRoot, time: time) }
        default:
            return false
        }
        let tookOver = userInput.pressedGestureRecognizers.contains { $0.hasRecognized && $0.cancelsTouchesInView }
        if mouse.action == .release { userInput.pressedGestureRecognizers = [] }
        guard tookOver else { return false }
        if userInput.mousePress != nil {
            // The touch the collection view was tracking is cancelled, as UIKit cancels it.
            cancelTouch()
            userInput.mousePress = nil
        }
        return true
    }

    /// The enabled recognizers of the views holding this collection view, nearest first.
    private var recognizersAbove: [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        var view: View = self
        while let parent = view.superview ?? view.displayParent {
            found += (parent.gestureRecognizers ?? []).filter(\.isEnabled)
            view = parent
        }
        return found
    }

    /// A press on a control, its drags and its release; true while a control has the press.
    private func handleControlPress(_ mouse: MouseEvent, at point: CGPoint) -> Bool {
        ControlPress.handle(mouse.action, pressed: &userInput.pressedControl, controlUnderPointer: { controlForPress(at: point) }) { control in
            let inRoot = convert(point, to: nil)
            control.performClick(at: control.convert(inRoot, from: nil))
        }
    }
}
