import Foundation
import TermCanvas
import TermCollectionView

/// Clicks on a controller's view tree, found by hit-testing (`hitTest(_:with:)`), as UIKit delivers a
/// touch to the deepest view under it:
///
/// * A control — a switch, a segmented control, a button on a detail screen — is tracked from press
///   to release by `ControlPress` (the click is `.touchUpInside`, or the control's own answer: a
///   switch flips, a slider moves). A control inside a collection view's cell is the collection
///   view's to deliver, with the cell's touches (`CollectionView+TouchDelivery.swift`).
/// * A press anywhere else is a touch (`TouchSequence`): the gesture recognizers of the hit view and
///   of each view above it see it first (a tap recognizer on a card, a pan on a sheet's handle), then
///   the hit view gets `touchesBegan(_:with:)`, which goes up the responder chain to the controller
///   unless a view handles it; the drags and the release follow, with the window clock's time. A
///   control takes its own taps first, as UIKit's controls keep single taps from their superviews'
///   recognizers. A press on a collection view is its own to deliver, recognizers included
///   (`CollectionView+TouchDelivery.swift`).
extension ViewController {
    /// A press, drag or release that belongs to a control of the tree; false for anything else.
    /// `chain` is the views under the pointer, innermost first (`viewChain(under:)`).
    func handleTreeControlPress(_ mouse: MouseEvent, chain: [View]) -> Bool {
        if mouse.action == .press, let textView = treeView(in: chain, ofType: TextView.self), textView.isEditable {
            // A tap on a text view starts editing it, as on iOS.
            textView.becomeFirstResponder()
            return true
        }
        return ControlPress.handle(mouse.action, pressed: &pressedTreeControl, controlUnderPointer: { treeControl(in: chain) }) { control in
            guard let root = loadedRootView else { return }
            let inRoot = rootPoint(of: mouse, in: root)
            control.performClick(at: control.convert(inRoot, from: root))
        }
    }

    /// A left-button press on the tree outside its collection views (which deliver their own) as a
    /// touch, and its drags and release (see above). True while gesture recognizers have the press.
    func handleTreeTouches(_ mouse: MouseEvent, chain: [View]) -> Bool {
        guard let root = loadedRootView else { return false }
        let location = rootPoint(of: mouse, in: root)
        let time = clock?.now ?? 0
        switch mouse.action {
        case .press:
            guard mouse.button == .left else { return false }
            treeTouch = TouchSequence(chain: chain, location: location, time: time, tapCount: treeTaps.count(forPress: mouse, at: time))
            return treeTouch?.reachesRecognizers ?? false
        case .drag:
            guard let touch = treeTouch else { return false }
            touch.move(to: location, time: time)
            return touch.reachesRecognizers
        case .release:
            guard let touch = treeTouch else { return false }
            treeTouch = nil
            touch.end(at: location, time: time)
            treeTaps.noteRelease(mouse, at: time, count: touch.touch.tapCount)
            return touch.reachesRecognizers
        default:
            return false
        }
    }

    /// The innermost enabled control in `chain`, unless a collection view holds it.
    private func treeControl(in chain: [View]) -> Control? {
        treeView(in: chain, ofType: Control.self).flatMap { $0.isEnabled ? $0 : nil }
    }

    /// The innermost view of type `T` in `chain`, unless a collection view holds it (or is it).
    private func treeView<T: View>(in chain: [View], ofType type: T.Type) -> T? {
        guard let index = chain.firstIndex(where: { $0 is T }), !chain[index...].contains(where: { $0 is CollectionView })
        else { return nil }
        return chain[index] as? T
    }

    /// The views under the pointer, innermost first (`viewChain(at:)` of the root view).
    func viewChain(under mouse: MouseEvent) -> [View] {
        guard let root = loadedRootView else { return [] }
        return root.viewChain(at: rootPoint(of: mouse, in: root))
    }

    /// The pointer's cell centre in the root view's coordinates (its bounds origin included).
    private func rootPoint(of mouse: MouseEvent, in root: View) -> CGPoint {
        let point = screenScale.point(atCellCenter: mouse.x, mouse.y)
        return CGPoint(x: point.x + root.bounds.minX, y: point.y + root.bounds.minY)
    }

    private var loadedRootView: View? { isViewLoaded ? view : nil }
}
