import Foundation

/// What a navigation bar shows for a view controller: UIKit's `UINavigationItem`. The terminal's bar
/// is the window's status line, which shows `title` (see `ViewController.navigationItem`); the rest
/// is stored only, as a status line has no room for a prompt or bar buttons.
@preconcurrency @MainActor
open class NavigationItem: NSObject {
    /// The title shown in the status line for the controller this item belongs to.
    open var title: String?
    /// Stored only: the status line has no prompt row.
    open var prompt: String?
    /// Stored only: a terminal screen has no back button (`q`/Esc goes back).
    open var hidesBackButton = false
    /// Stored only: a terminal screen has no back button.
    open var backButtonTitle: String?
    /// Stored only: the status line has one size of title.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The screen's search (see `SearchController`): `/` searches, in the status line.
    open var searchController: SearchController?
    /// Stored only: the status line is always there.
    open var hidesSearchBarWhenScrolling = true
    /// Stored only (see `BarButtonItem`): the buttons on the bar's trailing side.
    open var rightBarButtonItems: [BarButtonItem]?
    /// Stored only: the buttons on the bar's leading side.
    open var leftBarButtonItems: [BarButtonItem]?
    /// Stored only: the item the next screen's back button shows.
    open var backBarButtonItem: BarButtonItem?
    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// When a navigation bar shows a large title: UIKit's `UINavigationItem.LargeTitleDisplayMode`,
    /// with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous screen did.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
    }

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// An item showing `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }
}
