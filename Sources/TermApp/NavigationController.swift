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
    /// The stack, root first. Setting it replaces the stack at once, as `setViewControllers(_:animated:)`.
    open var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [ViewController] = []
    /// The bar's settings, stored only: the window's status line is the bar, and shows the title.
    public let navigationBar = NavigationBar()
    /// Hears which controller comes on top: UIKit's `delegate`, asked `willShow` before the window
    /// brings the new top on screen and `didShow` after its appearance calls. Held weakly.
    open weak var delegate: NavigationControllerDelegate?
    /// Stored only: there is no toolbar (the status line is the only bar).
    open var isToolbarHidden = true

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

    /// Sets `isToolbarHidden` (stored only).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// Forwards the size change to the controllers on the stack, as UIKit's containers do.
    open override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        for controller in viewControllers { controller.viewWillTransition(to: size, with: coordinator) }
    }

    /// Pushes `viewController` on top; it comes on screen.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        viewController.navigationController = self
        stack.append(viewController)
    }

    /// Pops the top controller and returns it; the root is never popped (UIKit returns nil then).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        popped.navigationController = nil
        return popped
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them; nil when it is not on the stack
    /// or already on top (UIKit's answer).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        stack.removeLast(popped.count)
        for controller in popped { controller.navigationController = nil }
        return popped
    }

    /// Replaces the stack: the controllers that leave it are off the stack, the new top comes on
    /// screen (the window sends the appearance calls). An empty array leaves the stack as it is, as
    /// the root cannot go.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        guard !viewControllers.isEmpty else { return }
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.navigationController = nil
        }
        for controller in viewControllers { controller.navigationController = self }
        stack = viewControllers
    }

    /// Pushes the secondary controller of a collapsing split view controller — a navigation
    /// controller's stack, controller by controller, so the collapsed interface is one stack whose
    /// back key (`q`/Esc) leads to the primary — as UIKit's navigation controller does.
    open override func collapseSecondaryViewController(_ secondaryViewController: ViewController,
                                                       for splitViewController: SplitViewController) {
        let controllers = (secondaryViewController as? NavigationController)?.viewControllers ?? [secondaryViewController]
        for controller in controllers where !viewControllers.contains(where: { $0 === controller }) {
            pushViewController(controller, animated: false)
        }
    }

    override var visibleController: ViewController {
        presentedViewController?.visibleController ?? topViewController?.visibleController ?? self
    }
}
