import Foundation
import TermCanvas
import TermCollectionView

/// The mouse reaches the controls and gesture recognizers of the collection view and the views
/// inside it (its cells and their subviews) before the collection view's own handling, as touches
/// reach UIKit's views first:
///
/// * A press on an enabled control (a button in a cell, a page control) is the control's: it
///   highlights, and a release still over it clicks it (`.touchUpInside`, a page control's page). The
///   cell under it is not selected — UIKit's controls take their taps from recognizers above them.
/// * Otherwise the press finds the recognizers by hit-testing (innermost view first), each drag and
///   the release go to the same ones, with the window clock's time. Once one has recognized its
///   gesture and `cancelsTouchesInView` is set, the rest of the press is theirs: the item under the
///   mouse is not selected, moved or dragged.
extension CollectionViewController {
    /// Hands a left-button event to the recognizers; true when they took the press over.
    func deliverToGestureRecognizers(_ mouse: MouseEvent, in collectionView: CollectionView) -> Bool {
        guard mouse.button == .left || mouse.action == .drag else { return false }
        let point = contentPoint(of: mouse)
        let inRoot = collectionView.convert(point, to: nil)
        if handleControlPress(mouse, at: point, in: collectionView) { return true }
        let time = clock?.now ?? 0
        switch mouse.action {
        case .press:
            pressedGestureRecognizers = collectionView.gestureRecognizersForPress(at: point)
            pressedGestureRecognizers.forEach { $0.mouseDown(at: inRoot, time: time) }
        case .drag:
            pressedGestureRecognizers.forEach { $0.mouseDragged(to: inRoot, time: time) }
        case .release:
            pressedGestureRecognizers.forEach { $0.mouseUp(at: inRoot, time: time) }
        default:
            return false
        }
        let tookOver = pressedGestureRecognizers.contains { $0.hasRecognized && $0.cancelsTouchesInView }
        if mouse.action == .release { pressedGestureRecognizers = [] }
        guard tookOver else { return false }
        if mousePress != nil {
            // The touch the collection view was tracking is cancelled, as UIKit cancels it.
            collectionView.cancelTouch()
            mousePress = nil
        }
        return true
    }

    /// A press on a control, its drags and its release; true while a control has the press.
    private func handleControlPress(_ mouse: MouseEvent, at point: CGPoint, in collectionView: CollectionView) -> Bool {
        ControlPress.handle(mouse.action, pressed: &pressedControl, controlUnderPointer: { collectionView.controlForPress(at: point) }) { control in
            let inRoot = collectionView.convert(point, to: nil)
            control.performClick(at: control.convert(inRoot, from: nil))
        }
    }
}
