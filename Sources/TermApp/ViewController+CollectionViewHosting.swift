import Foundation
import TermCanvas
import TermCollectionView

/// A plain view controller that owns a collection view — Apple's sample code pattern:
///
/// ```swift
/// collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
/// collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
/// view.addSubview(collectionView)
/// ```
///
/// The window shows the controller's view tree, and the first collection view in it (breadth first;
/// the view itself if it is one) is what the scroll keys, the mouse, the sideways keys, the inspector
/// and the status line's facts go to — driven exactly as a `CollectionViewController` drives its own.
/// The driver is internal: it never becomes the collection view's data source or delegate (UIKit
/// leaves those to the controller's code), and the controller's appearance calls stay its own.
extension ViewController {
    /// The collection view the window drives for this controller: a collection view controller's own,
    /// or the first one in a plain controller's view tree (nil before the view loads or without one).
    public var drivenCollectionView: CollectionView? {
        if let controller = self as? CollectionViewController { return controller.collectionView }
        return hostedCollectionViewController()?.collectionView
    }

    /// The driver of the collection view in the view tree, made (or remade, when the tree now holds
    /// another one) on demand; nil before the view loads or when the tree has none.
    func hostedCollectionViewController() -> CollectionViewController? {
        guard !(self is CollectionViewController), isViewLoaded, let found = firstCollectionView(in: view) else {
            collectionViewHost = nil
            return nil
        }
        if let host = collectionViewHost, host.collectionView === found { return host }
        let host = CollectionViewController(driving: found)
        host.screenScale = screenScale
        if let clock { host.attach(clock: clock) }
        collectionViewHost = host
        return host
    }

    /// Draws the view tree into `viewport` — the collection view in it draws itself where the tree
    /// puts it, under the views after it — then the driver's overlays (index strip, edit menu) over
    /// the driven collection view's frame.
    func renderViewTree(into canvas: inout Canvas, viewport: CellRect) {
        guard isViewLoaded else { return }
        let root = view!
        guard !(root is CollectionView) else {
            hostedCollectionViewController()?.render(into: &canvas, viewport: viewport)
            return
        }
        let context = DrawingContext(canvas: canvas, scale: screenScale)
        canvas = Canvas(size: .init(width: 0, height: 0))   // hand the storage to the context (no copy)
        root.drawTree(in: context, frame: viewport, viewport: viewport)
        canvas = context.takeCanvas()
        guard let host = hostedCollectionViewController(), let area = collectionViewArea(in: viewport) else { return }
        host.drawOverlays(into: &canvas, viewport: area)
    }

    /// Passes a mouse event to the driven collection view in its own coordinates.
    func handleHostedMouse(_ mouse: MouseEvent) {
        guard let host = hostedCollectionViewController(), let area = collectionViewArea(in: CellRect(x: 0, y: 0, width: 0, height: 0)) else { return }
        var local = mouse
        local.x -= area.x
        local.y -= area.y
        host.handleMouse(local)
    }

    /// The driven collection view's frame in window cells, `viewport` being where the root view is.
    private func collectionViewArea(in viewport: CellRect) -> CellRect? {
        guard let collectionView = hostedCollectionViewController()?.collectionView else { return nil }
        guard collectionView !== view else { return viewport }
        // Its bounds origin is the scroll position: converting its bounds gives its frame in the root.
        let frame = collectionView.convert(collectionView.bounds, to: nil)
        return screenScale.cellRect(for: frame.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY), origin: viewport)
    }

    private func firstCollectionView(in root: View) -> CollectionView? {
        var queue = [root]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let collectionView = view as? CollectionView { return collectionView }
            queue += view.subviews
        }
        return nil
    }
}
