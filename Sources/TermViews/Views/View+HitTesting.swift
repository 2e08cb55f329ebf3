import Foundation

/// Hit-testing, as UIKit finds the view a touch is for: `hitTest(_:with:)` (in `View.swift`, where
/// subclasses override it) walks down from a view through `point(inside:with:)`, and the views a
/// click lands in are the hit view and its ancestors. Every click, wheel notch and gesture the
/// window delivers goes through it, so an app's override (a view that lets clicks through, a
/// button with a larger target) works as it does on the phone.
extension View {
    /// UIKit's default `hitTest(_:with:)`: nil when the view is hidden, takes no interaction, is
    /// nearly transparent or does not contain `point`; else the first subview, front to back, that
    /// hits (in its own coordinates); else the view itself.
    package func hitTestSubviews(_ point: CGPoint, with event: Event?) -> View? {
        guard isHitTestable, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether hit-testing looks at the view at all: UIKit skips hidden views, views that take no
    /// interaction, and views with an alpha below 0.01.
    package var isHitTestable: Bool { !isHidden && isUserInteractionEnabled && alpha >= 0.01 }

    /// `point` from the superview's coordinates (or the collection view's, for a cell) into this
    /// view's: the frame's origin off, the bounds' origin (a scroll position) on.
    package func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }

    /// The views a click at `point` (this view's coordinates) lands in, innermost first: the view
    /// `hitTest(_:with:)` returns, then each view above it up to this one. Empty when nothing is hit.
    package func viewChain(at point: CGPoint) -> [View] {
        guard let hit = hitTest(point, with: nil) else { return [] }
        var chain: [View] = [hit]
        var current = hit
        while current !== self, let parent = current.superview ?? current.displayParent {
            chain.append(parent)
            current = parent
        }
        return chain
    }
}
