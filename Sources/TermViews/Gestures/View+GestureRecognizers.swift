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
