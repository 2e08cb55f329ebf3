import Foundation
import TermCanvas
import TermCollectionView

/// A stack of screens, the top one on screen: UIKit's `UINavigationController`, without a navigation
/// bar (the window's status line shows the top controller's title). In a `Window`, `q`/Esc pops the
/// top controller and quits at the root.
///
/// Pushes and pops change the stack at once; `animated` is accepted for UIKit's signatures (a terminal
/// screen has no slide transition). The window sends the appearance calls when it next shows a frame
/// or handles input: the covered controller's `viewWillDisappear`, the new top's `viewWillAppear`, ...
@preconcurrency @MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The bar's settings, stored only: the window's status line is the bar, and shows the title.
    public let navigationBar = NavigationBar()

    /// A stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The root controller's item, as UIKit's navigation controller shows its root's tab (set one on
    /// the navigation controller itself to override it).
    open override var tabBarItem: TabBarItem! {
        get { ownTabBarItem ?? viewControllers.first?.tabBarItem ?? super.tabBarItem }
        set { ownTabBarItem = newValue }
    }
    private var ownTabBarItem: TabBarItem?

    /// Stored only, as `navigationBar.isHidden` is: the window's status line is the bar, always shown.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// Sets `isNavigationBarHidden` (stored only: the status line stays).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Forwards the size change to the controllers on the stack, as UIKit's containers do.
    open override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        for controller in viewControllers { controller.viewWillTransition(to: size, with: coordinator) }
    }

    /// Pushes `viewController` on top; it comes on screen.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        viewController.navigationController = self
        viewControllers.append(viewController)
    }

    /// Pops the top controller and returns it; the root is never popped (UIKit returns nil then).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.navigationController = nil
        return popped
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeLast(popped.count)
        for controller in popped { controller.navigationController = nil }
        return popped
    }

    override var visibleController: ViewController {
        presentedViewController?.visibleController ?? topViewController?.visibleController ?? self
    }
}
