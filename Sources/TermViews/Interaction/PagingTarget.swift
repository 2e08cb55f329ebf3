import Foundation

/// Where a drag comes to rest with `isPagingEnabled`: a multiple of the page size on each axis.
enum PagingTarget {
    /// The page boundary next to `offset` in the direction of `velocity` on each axis that scrolls
    /// (the nearest one where the velocity is zero), clamped to `range`. An offset within a
    /// thousandth of a cell of a boundary counts as on it, so a page key that lands exactly on a page
    /// stays there.
    static func offset(
        from offset: CGPoint, velocity: CGPoint, pageSize: CGSize, range: (min: CGPoint, max: CGPoint)
    ) -> CGPoint {
        CGPoint(
            x: rest(offset.x, velocity: velocity.x, page: pageSize.width, low: range.min.x, high: range.max.x),
            y: rest(offset.y, velocity: velocity.y, page: pageSize.height, low: range.min.y, high: range.max.y))
    }

    private static func rest(_ offset: CGFloat, velocity: CGFloat, page: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
        guard page > 0, high > low else { return min(max(offset, low), high) }
        let pages = offset / page
        let tolerance: CGFloat = 0.001 / page
        let index: CGFloat
        if velocity > 0 {
            index = (pages - tolerance).rounded(.up)
        } else if velocity < 0 {
            index = (pages + tolerance).rounded(.down)
        } else {
            index = pages.rounded()
        }
        return min(max(index * page, low), high)
    }
}
