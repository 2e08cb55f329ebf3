import Foundation
import TermCollectionView

/// UIKit's view controller containment: a container adds a child (`addChild(_:)`), puts the child's view
/// in its own view tree, and calls `didMove(toParent:)`; to remove it, `willMove(toParent: nil)`, takes
/// the view out, and `removeFromParent()`. The child's view then draws, scrolls and takes keys and
/// clicks as part of the container's tree (its responder chain goes through the container's view), and
/// the appearance calls and size transitions the container gets are forwarded to its children, as
/// UIKit forwards them.
extension ViewController {
    /// Adds `childController` as a child, calling its `willMove(toParent:)` first, as UIKit does; a
    /// child of another container leaves that one first. The caller adds the child's view and then
    /// calls `didMove(toParent:)`.
    public func addChild(_ childController: ViewController) {
        guard childController !== self, childController.parent !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
        if let clock { childController.attach(clock: clock) }
        childController.window = window
        childController.screenScale = screenScale
    }

    /// Leaves the container, then calls `didMove(toParent: nil)`, as UIKit does. The caller calls
    /// `willMove(toParent: nil)` before and takes the view out of the container's tree.
    public func removeFromParent() {
        guard let container = parent else { return }
        container.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// The nearest controller of type `T` holding this one — itself, or through its parents, its
    /// navigation controller and its presenter — as UIKit finds `tabBarController` and
    /// `splitViewController`.
    func enclosingController<T: ViewController>(of type: T.Type) -> T? {
        var current: ViewController? = self
        while let controller = current {
            if let found = controller as? T { return found }
            current = controller.parent ?? controller.navigationController ?? controller.presentingViewController
        }
        return nil
    }

    /// Runs `body` on this controller and then on its children, depth first: how the appearance calls
    /// reach contained controllers.
    func forEachInContainment(_ body: (ViewController) -> Void) {
        body(self)
        for child in children { child.forEachInContainment(body) }
    }
}
