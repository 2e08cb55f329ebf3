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

    /// The views a press at `point` (this view's coordinates) lands in, innermost first: the
    /// deepest visible, interactive view under the point, then each view above it up to this one.
    package func viewChain(at point: CGPoint) -> [View] {
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
        return chain.reversed()
    }
}

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
