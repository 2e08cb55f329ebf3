import Foundation

/// Views a view shows outside its `subviews` — a collection view's cells, supplementary views and
/// background view, which UIKit keeps as its subviews — that enter and leave a window with it.
@MainActor
package protocol ShowsViewsOutsideSubviews: AnyObject {
    /// The views shown now.
    var viewsShownOutsideSubviews: [View] { get }
}

/// Which views are in a window: the window puts the shown controller's view tree in (and the one it
/// covers out), and a view added to or removed from a tree follows it. Each view whose membership
/// changes hears `didMoveToWindow()`, before its subviews do, as UIKit's do.
extension View {
    /// Puts the view and the views it holds into a window, or takes them out; a view already there
    /// (or already out) is left alone with its subtree.
    package func setInWindow(_ inWindow: Bool) {
        guard isInWindow != inWindow else { return }
        isInWindow = inWindow
        didMoveToWindow()
        for subview in subviews { subview.setInWindow(inWindow) }
        if let shower = self as? ShowsViewsOutsideSubviews {
            for view in shower.viewsShownOutsideSubviews { view.setInWindow(inWindow) }
        }
    }
}
