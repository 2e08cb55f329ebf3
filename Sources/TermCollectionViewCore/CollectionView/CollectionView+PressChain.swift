import Foundation

extension CollectionView {
    /// The views a press at `point` (the collection view's space) lands in, innermost first: inside
    /// the cell or supplementary view drawn on top there, then the collection view's own.
    package func viewChainForPress(at point: CGPoint) -> [View] {
        let hit = viewsInDrawingOrder.reversed().first { entry in
            !entry.view.isHidden && entry.view.alpha > 0.01 && entry.view.isUserInteractionEnabled && entry.view.frame.contains(point)
        }?.view
        let inner = hit.map { view in
            view.viewChain(at: CGPoint(x: point.x - view.frame.minX + view.bounds.minX, y: point.y - view.frame.minY + view.bounds.minY))
        } ?? []
        return inner + viewChain(at: point)
    }

    /// The enabled recognizers a press at `point` reaches, innermost view first.
    package func gestureRecognizersForPress(at point: CGPoint) -> [GestureRecognizer] {
        viewChainForPress(at: point).flatMap { $0.gestureRecognizers ?? [] }.filter(\.isEnabled)
    }

    /// The enabled control a press at `point` lands on, if any (a button in a cell, a page control).
    package func controlForPress(at point: CGPoint) -> Control? {
        viewChainForPress(at: point).lazy.compactMap { $0 as? Control }.first { $0.isEnabled }
    }
}
