import Foundation
import TermCanvas
import TermCollectionView

/// Clicks on the controls of a controller's view tree — a switch, a segmented control, a button on a
/// detail screen — found by hit-testing, as UIKit delivers a touch to the deepest view under it, and
/// tracked from press to release by `ControlPress` (the click is `.touchUpInside`, or the control's
/// own answer: a switch flips, a slider moves). A control inside a collection view's
/// cell is the collection view's to deliver (its controller handles those with the cell's touches).
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
