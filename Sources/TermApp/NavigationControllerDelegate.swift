import Foundation
import TermCollectionView

/// Hears a navigation controller's top change: UIKit's `UINavigationControllerDelegate`, reduced to
/// the two calls a terminal push or pop makes (there is no interactive or custom transition to vend).
/// The window asks them when it brings the new top on screen: `willShow` before the appearance calls,
/// `didShow` after them.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to come on screen as the top of `navigationController`.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `viewController` came on screen as the top of `navigationController`.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Default: does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// Default: does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}
