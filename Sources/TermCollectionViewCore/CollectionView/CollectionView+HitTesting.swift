import Foundation

/// Hit-testing a collection view: its cells and supplementary views are its subviews in UIKit, so
/// a click finds them as it finds any subview, front to back in drawing order (`zIndex`), then the
/// subviews code added, then the collection view itself.
///
/// A collection view shown right to left has two spaces (`CollectionView+LayoutDirection.swift`):
/// the point `hitTest(_:with:)` receives is in its bounds' coordinates, like any view's (the visible
/// point plus the bounds' origin), and becomes the point of the collection view's space shown there
/// (`contentPoint(forVisible:)`), where the cells' frames are, before they are tested.
extension CollectionView {
    /// The default `hitTest(_:with:)` of a collection view (see above).
    func hitTestVisibleViews(_ point: CGPoint, with event: Event?) -> View? {
        guard isHitTestable, self.point(inside: point, with: event) else { return nil }
        let local = contentPoint(forVisible: CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY))
        let entries = viewsInDrawingOrder
        for index in entries.indices.reversed() {
            let view = entries[index].view
            if let hit = view.hitTest(view.pointFromSuperview(local), with: event) { return hit }
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// The views a press at `point` (the collection view's space) lands in, innermost first: inside
    /// the cell or supplementary view drawn on top there, then the collection view.
    package func viewChainForPress(at point: CGPoint) -> [View] {
        let visible = visibleRect(forContent: CGRect(origin: point, size: .zero)).origin
        return viewChain(at: CGPoint(x: visible.x + bounds.minX, y: visible.y + bounds.minY))
    }

    /// The enabled control a press at `point` lands on, if any (a button in a cell, a page control).
    package func controlForPress(at point: CGPoint) -> Control? {
        viewChainForPress(at: point).lazy.compactMap { $0 as? Control }.first { $0.isEnabled }
    }
}

/// The cells and supplementary views on screen and the background view are the collection view's
/// subviews in UIKit: they enter and leave a window with it.
extension CollectionView: ShowsViewsOutsideSubviews {
    package var viewsShownOutsideSubviews: [View] {
        viewsOnScreen.map(\.view) + (backgroundView.map { [$0] } ?? [])
    }
}
