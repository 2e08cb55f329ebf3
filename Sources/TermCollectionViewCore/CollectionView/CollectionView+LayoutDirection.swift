import Foundation

/// Right to left, as UIKit mirrors a collection view: when the collection view's effective direction
/// is not the layout's `developmentLayoutDirection` and the layout `flipsHorizontallyInOppositeLayoutDirection`
/// (the flow layout does), every element is mirrored — item 0 of a flow grid at the right, a
/// horizontal list starting at the right edge and scrolling the other way.
///
/// Two spaces, as in UIKit: the layout computes left to right and its own answers stay so (what
/// `layoutAttributesForElements(in:)` returns, the rect it is asked for); the collection view's space
/// is mirrored across the content's width, and everything read through the collection view is in it:
/// a cell's `frame` and `center`, the attributes a cell's `apply(_:)` gets,
/// `collectionView.layoutAttributesForItem(at:)`, the point `indexPathForItem(at:)` and
/// `updateInteractiveMovementTargetPosition(_:)` take, gesture and drag locations. Where the content is
/// wider than the view (a horizontal layout), `contentOffset` and `bounds` stay in the layout's space
/// (UIKit reports them mirrored too), so code converting between the two there sees the difference.
/// Cells' own subviews are not mirrored.
extension CollectionView {
    /// Whether the collection view shows its layout mirrored (see above).
    public var isMirroringLayout: Bool {
        let layout = collectionViewLayout
        return layout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// The width the two spaces mirror across (the content's), or nil left to right.
    var layoutMirrorWidth: CGFloat? {
        (isMirroringDuringPass ?? isMirroringLayout) ? contentSize.width : nil
    }

    /// `point` from the layout's space into the collection view's, or back (mirroring is its own
    /// inverse).
    public func mirroredAcrossContent(_ point: CGPoint) -> CGPoint {
        guard let width = layoutMirrorWidth else { return point }
        return CGPoint(x: width - point.x, y: point.y)
    }

    /// `rect` from the layout's space into the collection view's, or back.
    public func mirroredAcrossContent(_ rect: CGRect) -> CGRect {
        guard let width = layoutMirrorWidth else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A copy of the layout's `attributes` in the collection view's space.
    func mirrored(_ attributes: CollectionViewLayoutAttributes, across width: CGFloat) -> CollectionViewLayoutAttributes {
        attributes.center = CGPoint(x: width - attributes.center.x, y: attributes.center.y)
        return attributes
    }

    /// The layout's `attributes` as read through the collection view: a mirrored copy right to left.
    func inCollectionViewSpace(_ attributes: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        guard let attributes, let width = layoutMirrorWidth else { return attributes }
        return mirrored(attributes.copy() as! CollectionViewLayoutAttributes, across: width)
    }

    /// Where `rect` (the collection view's space) is shown, relative to the visible area's top-left corner.
    public func visibleRect(forContent rect: CGRect) -> CGRect {
        visibleRect(forLayout: mirroredAcrossContent(rect))
    }

    /// Where `layoutRect` (the layout's space) is shown, relative to the visible area's top-left corner
    /// (`mirroring`: `isMirroringLayout`, which a caller placing many rects reads once).
    func visibleRect(forLayout layoutRect: CGRect, mirroring: Bool? = nil) -> CGRect {
        let visible = layoutRect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        guard mirroring ?? isMirroringLayout else { return visible }
        return CGRect(x: bounds.width - visible.maxX, y: visible.minY, width: visible.width, height: visible.height)
    }

}
