import Foundation
import TermCanvas
import TermCollectionView

/// A row of tabs, each showing one controller: UIKit's `UITabBarController`. The window draws the tab
/// bar as a row above the status line — each tab's `tabBarItem` title (its badge after it), the
/// selected one in reverse video — and shows the selected controller above it. Tab and Shift-Tab, at
/// the end of the responder chain, select the next and previous tab, and a click on a tab selects it;
/// the delegate is asked `tabBarController(_:shouldSelect:)` and told `didSelect`, as when a tab is
/// tapped on iOS. Setting `selectedIndex` from code asks nothing.
@preconcurrency @MainActor
open class TabBarController: ViewController {
    /// The controllers, one per tab, in order; their `parent` is this controller.
    open var viewControllers: [ViewController]? {
        didSet {
            for old in oldValue ?? [] where old.parent === self { old.removeFromParent() }
            for controller in viewControllers ?? [] { addChild(controller) }
            selectedIndex = min(max(0, selectedIndex), max(0, (viewControllers?.count ?? 1) - 1))
        }
    }
    /// The selected tab's index.
    open var selectedIndex = 0 {
        didSet { selectedIndex = min(max(0, selectedIndex), max(0, (viewControllers?.count ?? 1) - 1)) }
    }
    /// The selected tab's controller; setting it selects its tab.
    open var selectedViewController: ViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }
    /// Hears about tab selections (UIKit's `delegate`).
    open weak var delegate: TabBarControllerDelegate?
    /// The bar's settings: `isHidden` hides the row; the colours are stored only (the terminal's own).
    public let tabBar = TabBar()

    /// Sets the controllers; `animated` changes nothing here.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// The selected tab's screen (or what is presented over the tab bar controller).
    override var visibleController: ViewController {
        presentedViewController?.visibleController ?? selectedViewController?.visibleController ?? self
    }

    /// Selects the tab at `index` as a tap on it does: asks the delegate, then tells it.
    func selectTab(at index: Int) {
        guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// The tabs as drawn: each title between spaces, a badge after it.
    var tabLabels: [String] {
        (viewControllers ?? []).map { controller in
            let item: TabBarItem = controller.tabBarItem
            let title = item.title ?? controller.title ?? "Tab"
            return " \(title)\(item.badgeValue.map { " (\($0))" } ?? "") "
        }
    }
}

extension ViewController {
    /// The tab bar controller this controller is in (itself, or through its parents and navigation
    /// controller), as UIKit's `tabBarController`.
    public var tabBarController: TabBarController? { enclosingController(of: TabBarController.self) }
}

/// UIKit's `UITabBar`: the settings of a tab bar controller's bar.
@preconcurrency @MainActor
open class TabBar: NSObject {
    /// Whether the tab row is hidden (the selected screen then takes its row).
    open var isHidden = false
    /// Stored only: the row draws in the terminal's colours.
    open var tintColor: Color?
    /// Stored only: the row draws in the terminal's colours.
    open var barTintColor: Color?
    /// Stored only: the row draws in the terminal's colours.
    open var unselectedItemTintColor: Color?
    /// Stored only: the row is opaque.
    open var isTranslucent = true
}

/// UIKit's `UITabBarItem`: a tab's title, image and badge.
@preconcurrency @MainActor
open class TabBarItem: NSObject {
    /// UIKit's `UITabBarItem.SystemItem`: each draws as its English title.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The tab's title; nil shows the controller's `title`.
    open var title: String?
    /// Stored only: a terminal tab shows its title.
    open var image: Image?
    /// Stored only: a terminal tab shows its title.
    open var selectedImage: Image?
    /// A badge drawn after the title, in parentheses.
    open var badgeValue: String?
    /// Stored only.
    open var badgeColor: Color?
    /// The tag the app gave the item.
    open var tag = 0

    /// An item with `title`, `image` and `tag`.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and `selectedImage`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item, titled in English (`.search` is "Search", `.topRated` "Top Rated").
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        let words = String(describing: systemItem).reduce(into: "") { text, character in
            text += character.isUppercase ? " \(character)" : String(character)
        }
        self.title = words.prefix(1).uppercased() + words.dropFirst()
        self.tag = tag
    }

    /// An item with no title (the controller's `title` shows).
    public override init() {}
}

/// Hears about a tab bar controller's selections: UIKit's `UITabBarControllerDelegate`. Both methods
/// are optional.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController`'s tab. Default `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected `viewController`'s tab.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Default: `true`.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Default: does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
