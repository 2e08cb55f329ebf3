import Foundation

extension View {
    /// Attaches `gestureRecognizer`: the mouse on this view or the views inside it reaches it.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.view = nil
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
    }

    /// The gesture recognizers a press at `point` (this view's coordinates) reaches, innermost view
    /// first: those of the deepest visible, interactive view under the point and of each view above
    /// it up to this one.
    package func gestureRecognizers(at point: CGPoint) -> [GestureRecognizer] {
        var chain: [View] = [self]
        var current: View = self
        var local = point
        while let child = current.subviews.reversed().first(where: { child in
            !child.isHidden && child.isUserInteractionEnabled && child.alpha > 0.01 && child.frame.contains(local)
        }) {
            local = CGPoint(x: local.x - child.frame.minX + child.bounds.minX, y: local.y - child.frame.minY + child.bounds.minY)
            chain.append(child)
            current = child
        }
        return chain.reversed().flatMap { $0.gestureRecognizers ?? [] }.filter(\.isEnabled)
    }
}

extension CollectionView {
    /// The recognizers a press at `point` (the collection view's space) reaches: those of the cell or
    /// supplementary view drawn on top there and the views inside it, innermost first, then the
    /// collection view's own.
    package func gestureRecognizersForPress(at point: CGPoint) -> [GestureRecognizer] {
        let hit = viewsInDrawingOrder.reversed().first { entry in
            !entry.view.isHidden && entry.view.alpha > 0.01 && entry.view.isUserInteractionEnabled && entry.view.frame.contains(point)
        }?.view
        let inner = hit.map { view in
            view.gestureRecognizers(at: CGPoint(x: point.x - view.frame.minX + view.bounds.minX, y: point.y - view.frame.minY + view.bounds.minY))
        } ?? []
        return inner + gestureRecognizers(at: point)
    }
}
