import Foundation
import TermCollectionView

/// Hears how a split view controller collapses and shows details: UIKit's
/// `UISplitViewControllerDelegate`. Every method is optional; these are the ones a collapsed
/// interface asks (tcv's is always collapsed, so the expanding and display-mode methods of UIKit's
/// protocol would never be called and are not part of it).
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Column style: the column to show on top once collapsed; `proposedTopColumn` is `.secondary`.
    /// Return `.primary` to start on the primary column. Default: the proposed column.
    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column
    /// Classic style: the controller to show as the primary once collapsed; nil keeps the primary.
    /// Default: nil.
    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController?
    /// Classic style: true when the delegate folded `secondaryViewController` into the collapsed
    /// interface itself (or dropped it); false lets `primaryViewController` collapse it
    /// (`collapseSecondaryViewController(_:for:)`). Default: false.
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool
    /// True when the delegate showed `vc` for `showDetailViewController(_:sender:)` itself. Default: false.
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool
    /// True when the delegate showed `vc` for `show(_:sender:)` itself. Default: false.
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool
    /// The interface collapsed: when the split view controller first came on screen.
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    /// Default: the proposed column.
    public func splitViewController(_ svc: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column { proposedTopColumn }
    /// Default: nil, the primary stays.
    public func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? { nil }
    /// Default: false, the primary collapses the secondary.
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool { false }
    /// Default: false, the split view controller shows it.
    public func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?) -> Bool { false }
    /// Default: false, the split view controller shows it.
    public func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool { false }
    /// Default: does nothing.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
}
