import Foundation
import TermCanvas
import TermCollectionView

/// Clicks on a controller's view tree, found by hit-testing (`hitTest(_:with:)`), as UIKit delivers a
/// touch to the deepest view under it:
///
/// * A control — a switch, a segmented control, a button on a detail screen — is tracked from press
///   to release by `ControlPress` (the click is `.touchUpInside`, or the control's own answer: a
///   switch flips, a slider moves). A control inside a collection view's cell is the collection
///   view's to deliver (its controller handles those with the cell's touches).
/// * A press anywhere else reaches the gesture recognizers of the hit view and of each view above
///   it (a tap recognizer on a card, a pan on a sheet's handle); the drags and the release go to the
///   same recognizers, with the window clock's time. A control takes its own taps first, as UIKit's
///   controls keep single taps from their superviews' recognizers. The collection view the window
///   drives delivers its own recognizers (`CollectionViewController+GestureRecognizers.swift`).
extension ViewController {
    /// A press, drag or release that belongs to a control of the tree; false for anything else.
    func handleTreeControlPress(_ mouse: MouseEvent) -> Bool {
        if mouse.action == .press, let textView = treeView(at: mouse, ofType: TextView.self), textView.isEditable {
            // A tap on a text view starts editing it, as on iOS.
            textView.becomeFirstResponder()
            return true
        }
        return ControlPress.handle(mouse.action, pressed: &pressedTreeControl, controlUnderPointer: { treeControl(at: mouse) }) { control in
            guard let root = loadedRootView else { return }
            let inRoot = rootPoint(of: mouse, in: root)
            control.performClick(at: control.convert(CGRect(origin: inRoot, size: .zero), from: root).origin)
        }
    }

    /// A left-button press for the recognizers of the views under the pointer, and its drags and
    /// release; false when the press reaches none (or is the driven collection view's).
    func handleTreeGestures(_ mouse: MouseEvent) -> Bool {
        guard let root = loadedRootView else { return false }
        let location = rootPoint(of: mouse, in: root)
        let time = clock?.now ?? 0
        switch mouse.action {
        case .press:
            guard mouse.button == .left else { return false }
            let chain = root.viewChain(at: location)
            // The collection view the window drives delivers its own recognizers and its cells'.
            if let driven = drivenCollectionView, chain.contains(where: { $0 === driven }) { return false }
            pressedTreeGestureRecognizers = chain.flatMap { $0.gestureRecognizers ?? [] }.filter(\.isEnabled)
            pressedTreeGestureRecognizers.forEach { $0.mouseDown(at: location, time: time) }
            return !pressedTreeGestureRecognizers.isEmpty
        case .drag:
            guard !pressedTreeGestureRecognizers.isEmpty else { return false }
            pressedTreeGestureRecognizers.forEach { $0.mouseDragged(to: location, time: time) }
            return true
        case .release:
            guard !pressedTreeGestureRecognizers.isEmpty else { return false }
            let recognizers = pressedTreeGestureRecognizers
            pressedTreeGestureRecognizers = []
            recognizers.forEach { $0.mouseUp(at: location, time: time) }
            return true
        default:
            return false
        }
    }

    /// The innermost enabled control under the pointer, unless a collection view holds it.
    private func treeControl(at mouse: MouseEvent) -> Control? {
        treeView(at: mouse, ofType: Control.self).flatMap { $0.isEnabled ? $0 : nil }
    }

    /// The innermost view of type `T` under the pointer, unless a collection view holds it (or is it).
    private func treeView<T: View>(at mouse: MouseEvent, ofType type: T.Type) -> T? {
        guard let root = loadedRootView, !(root is CollectionView) else { return nil }
        let chain = root.viewChain(at: rootPoint(of: mouse, in: root))
        guard let index = chain.firstIndex(where: { $0 is T }), !chain[index...].contains(where: { $0 is CollectionView })
        else { return nil }
        return chain[index] as? T
    }

    /// The pointer's cell centre in the root view's coordinates (its bounds origin included).
    private func rootPoint(of mouse: MouseEvent, in root: View) -> CGPoint {
        let point = screenScale.point(atCellCenter: mouse.x, mouse.y)
        return CGPoint(x: point.x + root.bounds.minX, y: point.y + root.bounds.minY)
    }

    private var loadedRootView: View? { isViewLoaded ? view : nil }
}
