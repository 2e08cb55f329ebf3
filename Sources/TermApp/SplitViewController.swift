import Foundation
import TermCanvas
import TermCollectionView

/// UIKit's `UISplitViewController`, shown collapsed — one column at a time, on one navigation stack,
/// as on every iPhone and in a compact iPad width — at every terminal width. The columns side by side
/// of a regular width are not drawn: `isCollapsed` is always true.
///
/// It collapses when it first comes on screen, as UIKit's does in a compact width:
/// * **Column style** (`init(style:)` with `.doubleColumn` or `.tripleColumn`): each column's
///   controller is wrapped in a navigation controller unless it is one (`viewController(for:)` still
///   returns the one you set). The `.compact` column's controller, when set, is what shows. Otherwise
///   the primary column's stack shows with the columns up to the top one pushed on it — the secondary,
///   unless the delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` says
///   otherwise (return `.primary` to start on the list). `show(_:)` then pushes the columns up to one,
///   or goes back to the primary; `q`/Esc goes back a column as it goes back a screen.
/// * **Classic style** (`init()`, `viewControllers = [primary, secondary]`): the delegate's
///   `primaryViewController(forCollapsing:)` may name another primary, and its
///   `splitViewController(_:collapseSecondary:onto:)` may take the secondary (return true to show the
///   primary alone); else the primary's `collapseSecondaryViewController(_:for:)` does, which a
///   navigation controller answers by pushing it.
///
/// `showDetailViewController(_:sender:)`, also from a controller inside, shows the controller on the
/// collapsed stack unless the delegate shows it. The display mode, split behavior and column widths
/// are stored only.
@preconcurrency @MainActor
open class SplitViewController: ViewController {
    /// How the split view controller arranges its columns (UIKit's `UISplitViewController.Style`).
    public enum Style: Int, Sendable {
        /// The classic interface: `viewControllers` holds the primary and secondary controllers.
        case unspecified
        /// A primary column beside the secondary one.
        case doubleColumn
        /// A primary and a supplementary column beside the secondary one.
        case tripleColumn
    }

    /// A column of the interface (UIKit's `UISplitViewController.Column`).
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar or list).
        case primary
        /// The middle column of a triple-column interface.
        case supplementary
        /// The trailing column (the detail).
        case secondary
        /// The controller shown instead of the columns while collapsed.
        case compact
        /// The column beside the secondary one (iOS 17), which a collapsed interface presents.
        case inspector
    }

    /// How the columns share the screen when expanded (UIKit's `UISplitViewController.DisplayMode`);
    /// stored only here, as the interface is always collapsed.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses.
        case automatic
        /// The secondary column alone.
        case secondaryOnly
        /// One column beside the secondary.
        case oneBesideSecondary
        /// One column over the secondary.
        case oneOverSecondary
        /// Two columns beside the secondary.
        case twoBesideSecondary
        /// Two columns over the secondary.
        case twoOverSecondary
        /// Two columns pushing the secondary aside.
        case twoDisplaceSecondary
    }

    /// How the columns make room for one another when expanded (UIKit's
    /// `UISplitViewController.SplitBehavior`); stored only here.
    public enum SplitBehavior: Int, Sendable {
        /// The split view controller chooses.
        case automatic
        /// Side by side.
        case tile
        /// The leading columns over the secondary.
        case overlay
        /// The leading columns pushing the secondary aside.
        case displace
    }

    /// UIKit's marker for a width the split view controller chooses.
    public static let automaticDimension: CGFloat = -1

    /// The style the split view controller was made with.
    public let style: Style
    /// Hears how the interface collapses and shows details (UIKit's `delegate`). Held weakly.
    open weak var delegate: SplitViewControllerDelegate?
    /// Stored only: the interface is always collapsed.
    open var preferredDisplayMode = DisplayMode.automatic
    /// Stored only: the interface is always collapsed.
    open var preferredSplitBehavior = SplitBehavior.automatic
    /// Stored only: the interface is always collapsed.
    open var preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension
    /// Stored only: the interface is always collapsed.
    open var preferredPrimaryColumnWidth = SplitViewController.automaticDimension
    /// Stored only: there is no swipe to reveal a column.
    open var presentsWithGesture = true
    /// Stored only: the interface is always collapsed.
    open var showsSecondaryOnlyButton = false
    /// The button that changes the display mode, for a navigation item; a collapsed interface has no
    /// display mode to change, so it does nothing (UIKit hides it then).
    public private(set) lazy var displayModeButtonItem = BarButtonItem(title: nil, image: nil)

    /// The controllers as set, by column (column style).
    private var columns: [Column: ViewController] = [:]
    /// What each column shows: its controller, in a navigation controller unless it is one.
    private var columnStacks: [Column: ViewController] = [:]
    /// The primary and secondary controllers (classic style).
    private var classicControllers: [ViewController] = []
    /// What shows once collapsed.
    private var collapsed: ViewController?
    /// The controllers of other columns pushed on the primary's stack.
    private var pushedFromColumns: [ViewController] = []

    /// A split view controller of `style`, its columns set with `setViewController(_:for:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A classic split view controller, its controllers set through `viewControllers`.
    public override convenience init() {
        self.init(style: .unspecified)
    }

    /// Always true: the interface shows one column at a time, as in a compact width.
    open var isCollapsed: Bool { true }

    /// Classic style: the primary and secondary controllers (set them here); once collapsed, the
    /// primary alone, as UIKit's. Column style: each column's (navigation) controller, primary first;
    /// setting it sets the columns in that order.
    open var viewControllers: [ViewController] {
        get {
            guard style == .unspecified else {
                return [Column.primary, .supplementary, .secondary].compactMap { columnStacks[$0] }
            }
            return collapsed.map { [$0] } ?? classicControllers
        }
        set {
            guard style == .unspecified else {
                let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
                return
            }
            for old in classicControllers where !newValue.contains(where: { $0 === old }) { old.removeFromParent() }
            classicControllers = newValue
            newValue.forEach(addChild)
            collapsed = nil
        }
    }

    /// The controller set for `column` (column style), not the navigation controller around it.
    open func viewController(for column: Column) -> ViewController? {
        columns[column]
    }

    /// Sets `column`'s controller (column style; ignored by a classic split view controller, as
    /// UIKit's logs and ignores it). A new primary or compact controller shows at once; a new
    /// supplementary or secondary one replaces the old where it shows, else waits for `show(_:)`.
    open func setViewController(_ viewController: ViewController?, for column: Column) {
        guard style != .unspecified else { return }
        let wasShowing = columnStacks[column].map(isPushed) ?? false
        if let old = columnStacks[column] {
            if wasShowing { popPushedColumns() }
            old.removeFromParent()
        }
        columns[column] = viewController
        columnStacks[column] = viewController.map { controller in
            column == .compact || controller is NavigationController || controller is TabBarController
                ? controller : NavigationController(rootViewController: controller)
        }
        if let stack = columnStacks[column] { addChild(stack) }
        if column == .primary || column == .compact {
            collapsed = nil
            pushedFromColumns = []
        } else if wasShowing {
            show(column)
        }
    }

    /// Shows `column`: the primary goes back to the primary's own stack; the supplementary or
    /// secondary is pushed on it, with the supplementary before the secondary in a triple-column
    /// interface. Nothing changes while a `.compact` controller shows.
    open func show(_ column: Column) {
        guard let stack = collapseIfNeeded() as? NavigationController, columns[.compact] == nil else { return }
        popPushedColumns()
        if column == .supplementary || column == .secondary { push(columnsUpTo: column, onto: stack) }
    }

    /// Hides `column`: in the collapsed interface, the column before it shows (hiding the secondary
    /// shows the supplementary, or the primary; hiding the supplementary, the primary). Hiding the
    /// primary changes nothing: no column lies beneath it.
    open func hide(_ column: Column) {
        switch column {
        case .secondary where style == .tripleColumn: show(.supplementary)
        case .secondary, .supplementary: show(.primary)
        default: break
        }
    }

    /// Shows `viewController` as the detail, unless the delegate does: column style, as the
    /// secondary column, shown; classic style, pushed on the collapsed stack.
    open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: viewController, sender: sender) == true { return }
        guard style == .unspecified else {
            setViewController(viewController, for: .secondary)
            show(.secondary)
            return
        }
        guard let stack = collapseIfNeeded() else { return present(viewController, animated: true) }
        stack.collapseSecondaryViewController(viewController, for: self)
    }

    /// Shows `viewController`, unless the delegate does: pushed on the collapsed stack when it is a
    /// navigation controller, else presented.
    open override func show(_ viewController: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: viewController, sender: sender) == true { return }
        guard let stack = collapseIfNeeded() as? NavigationController else { return present(viewController, animated: true) }
        stack.pushViewController(viewController, animated: true)
    }

    override var visibleController: ViewController {
        presentedViewController?.visibleController ?? collapseIfNeeded()?.visibleController ?? self
    }

    // MARK: - Collapsing

    /// The collapsed interface, built when first needed; the delegate hears `splitViewControllerDidCollapse(_:)`.
    private func collapseIfNeeded() -> ViewController? {
        if let collapsed { return collapsed }
        collapsed = style == .unspecified ? collapseClassic() : collapseColumns()
        if collapsed != nil { delegate?.splitViewControllerDidCollapse(self) }
        return collapsed
    }

    private func collapseClassic() -> ViewController? {
        guard var primary = classicControllers.first else { return nil }
        if let chosen = delegate?.primaryViewController(forCollapsing: self) {
            addChild(chosen)
            primary = chosen
        }
        if classicControllers.count > 1, classicControllers[1] !== primary {
            let secondary = classicControllers[1]
            if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
                primary.collapseSecondaryViewController(secondary, for: self)
            }
        }
        return primary
    }

    private func collapseColumns() -> ViewController? {
        if let compact = columnStacks[.compact] { return compact }
        guard let primary = columnStacks[.primary] else { return nil }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        if let stack = primary as? NavigationController, top == .supplementary || top == .secondary {
            push(columnsUpTo: top, onto: stack)
        }
        return primary
    }

    /// Pushes the supplementary (triple column) and then the secondary column's controllers on the
    /// primary's stack, up to `column`.
    private func push(columnsUpTo column: Column, onto stack: NavigationController) {
        let order: [Column] = column == .secondary ? [.supplementary, .secondary] : [.supplementary]
        for shown in order {
            guard let controller = columnStacks[shown] else { continue }
            let before = stack.viewControllers
            stack.collapseSecondaryViewController(controller, for: self)
            pushedFromColumns += stack.viewControllers.filter { pushed in !before.contains { $0 === pushed } }
        }
    }

    /// Pops what other columns pushed on the primary's stack (and what was pushed above them).
    private func popPushedColumns() {
        guard let stack = collapsed as? NavigationController,
              let first = stack.viewControllers.firstIndex(where: { controller in pushedFromColumns.contains { $0 === controller } }),
              first > 0 else { return }
        stack.popToViewController(stack.viewControllers[first - 1], animated: false)
        pushedFromColumns = []
    }

    /// Whether `columnStack`'s controllers were pushed on the collapsed stack and are still on it.
    private func isPushed(_ columnStack: ViewController) -> Bool {
        guard let stack = collapsed as? NavigationController else { return false }
        let controllers = (columnStack as? NavigationController)?.viewControllers ?? [columnStack]
        return controllers.contains { controller in
            pushedFromColumns.contains { $0 === controller } && stack.viewControllers.contains { $0 === controller }
        }
    }
}

extension ViewController {
    /// The split view controller this controller is in (itself, or through its parents, navigation
    /// controller and presenter), as UIKit's `splitViewController`.
    public var splitViewController: SplitViewController? { enclosingController(of: SplitViewController.self) }
}
