import Foundation

/// Stands in for a collection view's delegate in its scroll-view role while `callObserver` is set:
/// reports each drag, deceleration and animation call, then forwards it unchanged. The collection view
/// hands it out only while observed, so unobserved scrolling calls the delegate directly.
@MainActor
final class TracingScrollViewDelegate: ScrollViewDelegate {
    private let delegate: ScrollViewDelegate
    private let observer: @MainActor (CollectionViewCall) -> Void

    init(delegate: ScrollViewDelegate, observer: @escaping @MainActor (CollectionViewCall) -> Void) {
        self.delegate = delegate
        self.observer = observer
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        observer(.scrollViewDidScroll(contentOffset: scrollView.contentOffset))
        delegate.scrollViewDidScroll(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        observer(.scrollViewWillBeginDragging)
        delegate.scrollViewWillBeginDragging(scrollView)
    }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let proposed = targetContentOffset.pointee
        delegate.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        // Reported after the call: the line shows where the delegate left the target.
        observer(.scrollViewWillEndDragging(velocity: velocity, proposed: proposed, result: targetContentOffset.pointee))
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        observer(.scrollViewDidEndDragging(willDecelerate: decelerate))
        delegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        observer(.scrollViewWillBeginDecelerating)
        delegate.scrollViewWillBeginDecelerating(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        observer(.scrollViewDidEndDecelerating)
        delegate.scrollViewDidEndDecelerating(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        observer(.scrollViewDidEndScrollingAnimation)
        delegate.scrollViewDidEndScrollingAnimation(scrollView)
    }

    // Zooming is forwarded unreported: the trace lists the calls a layout's scrolling makes.
    func viewForZooming(in scrollView: ScrollView) -> View? { delegate.viewForZooming(in: scrollView) }

    func scrollViewDidZoom(_ scrollView: ScrollView) { delegate.scrollViewDidZoom(scrollView) }
}
