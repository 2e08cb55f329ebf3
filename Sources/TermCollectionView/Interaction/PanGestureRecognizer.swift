import Foundation

/// A scroll view's pan: UIKit's `UIScrollView.panGestureRecognizer`, reduced to where the finger is,
/// which layouts read while scrolling (the springy flow layout of Apple's UIKit Dynamics talks
/// stretches its springs by the distance from the touch). A terminal scrolls with keys and the wheel:
/// the finger is where the mouse last pointed in the view (a wheel notch, a click, a drag), else the
/// middle of the visible area.
@preconcurrency @MainActor
public final class PanGestureRecognizer: NSObject {
    private unowned let scrollView: ScrollView

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        super.init()
    }

    /// The finger's position in `view`'s coordinates (the scroll view's own: its content's).
    public func location(in view: View?) -> CGPoint {
        let bounds = scrollView.bounds
        let onScreen = scrollView.pointerLocation ?? CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let inScrollView = (scrollView as? CollectionView)?.contentPoint(forVisible: onScreen)
            ?? CGPoint(x: bounds.minX + onScreen.x, y: bounds.minY + onScreen.y)
        guard let view, view !== scrollView else { return inScrollView }
        return scrollView.convert(inScrollView, to: view)
    }
}
