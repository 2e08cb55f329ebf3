import Foundation

/// Hears about scrolling: UIKit's `UIScrollViewDelegate`, the part a terminal has. Every method is
/// optional.
///
/// A user drag (see `UserScrolling`) reports, in UIKit's order: `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll` for each step, then when the input stops `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, and if the content still has to move,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` per frame and `scrollViewDidEndDecelerating`.
/// An animated `setContentOffset(_:animated:)` (or `scrollToItem(at:at:animated:)`) reports
/// `scrollViewDidEndScrollingAnimation` when it arrives.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// Called after every change of `contentOffset`.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The user is about to scroll: the first scroll key, page key or wheel notch of a burst.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The user stopped scrolling. `velocity` is in points per millisecond, as UIKit's, measured over
    /// the drag; `targetContentOffset` is where the content will rest —
    /// assign to `targetContentOffset.pointee` to rest somewhere else.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` is true when the content still moves to its target.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving to the target of the drag that just ended.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by `setContentOffset(_:animated:)` arrived.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view `zoomScale` scales, asked each time the scale is set; nil (the default) zooms nothing.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// `zoomScale` changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Default: does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Default: does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Default: does nothing; the content rests at the proposed target.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Default: does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Default: does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Default: nil, so the scroll view does not zoom.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Default: does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
}
