import Foundation

/// Right to left, as UIKit mirrors a collection view: when the collection view's effective direction
/// is not the layout's `developmentLayoutDirection` and the layout `flipsHorizontallyInOppositeLayoutDirection`
/// (the flow layout does), every element is shown mirrored across the visible width — item 0 of a
/// flow grid at the right, a horizontal list starting at the right edge and scrolling the other way.
///
/// tcv mirrors where elements are drawn and where clicks land; the frames your code reads (the
/// layout's, a cell's `frame`, `indexPathForItem(at:)`'s point) stay in the layout's own left-to-right
/// space, where UIKit reports them mirrored. Cells' own subviews are not mirrored.
extension CollectionView {
    /// Whether the collection view shows its layout mirrored (see above).
    public var isMirroringLayout: Bool {
        let layout = collectionViewLayout
        return layout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// Where `rect` (content coordinates) is shown, relative to the visible area's top-left corner.
    public func visibleRect(forContent rect: CGRect) -> CGRect {
        let visible = rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        guard isMirroringLayout else { return visible }
        return CGRect(x: bounds.width - visible.maxX, y: visible.minY, width: visible.width, height: visible.height)
    }

    /// The content point shown at `point` (relative to the visible area's top-left corner).
    public func contentPoint(forVisible point: CGPoint) -> CGPoint {
        let x = isMirroringLayout ? bounds.width - point.x : point.x
        return CGPoint(x: bounds.minX + x, y: bounds.minY + point.y)
    }
}
