import Foundation
import TermCollectionView

extension View {
    /// The window showing the view (UIKit's `window`): the window of the view controller whose view
    /// holds this one, while that controller is on screen — the visible one, its navigation
    /// controller, or the one that presented it; nil for a view that is not shown (not yet added,
    /// or its controller popped or covered).
    public var window: Window? {
        var top = self
        while let parent = top.superview ?? top.displayParent { top = parent }
        guard let controller = top.viewDelegate as? ViewController, let window = controller.window as? Window else { return nil }
        return controller.isOnScreen(under: window.visibleViewController) ? window : nil
    }
}

extension ViewController {
    /// Whether this controller's view is on screen while `visible` is the visible controller: it is
    /// that one, its navigation controller, or the one that presented it (a presented controller —
    /// an alert, a sheet — leaves its presenter beneath it).
    func isOnScreen(under visible: ViewController) -> Bool {
        visible === self || visible.navigationController === self || visible.presentingViewController === self
    }
}
