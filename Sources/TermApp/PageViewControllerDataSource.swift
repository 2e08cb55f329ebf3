import Foundation
import TermCollectionView

/// Names the pages around the one shown: UIKit's `UIPageViewControllerDataSource`.
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
    /// How many dots the page control shows; optional: the default, 0, shows none.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// Which dot is the current page's, 0-based; optional: the default is 0.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// Default: 0, no page control.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// Default: the first dot.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

/// Hears the user's page turns: UIKit's `UIPageViewControllerDelegate`. Both methods are optional.
@preconcurrency @MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// The user is turning to `pendingViewControllers`.
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
    /// The user's turn ended; `completed` is whether the page changed (always, here: a turn is not
    /// taken back half way).
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Default: does nothing.
    public func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {}
    /// Default: does nothing.
    public func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [ViewController], transitionCompleted completed: Bool) {}
}
