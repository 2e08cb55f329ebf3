import Foundation

/// Zooming and showing a rect, as UIScrollView does them by code. UIKit's zooming scales one view, the
/// one the delegate names in `viewForZooming(in:)`: its transform becomes the scale, it sits at the
/// content's origin, and the content is its scaled size. A terminal has no pinch, so the scale changes
/// only through `zoomScale`, `setZoomScale(_:animated:)` and `zoom(to:animated:)`.
extension ScrollView {
    /// Sets the zoom scale: the zooming view scaled about the content's origin, the content resized to it.
    func applyZoomScale(_ requested: CGFloat) {
        guard requested.isFinite, let view = scrollViewDelegate?.viewForZooming(in: self) else { return }
        let scale = min(max(requested, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        currentZoomScale = scale
        scrollViewDelegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect` of the zooming view fills the bounds (within the limits), then brings it
    /// into view, centred where the content allows.
    func zoomAndScroll(to rect: CGRect, animated: Bool) {
        guard rect.isDrawable, rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        applyZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let scale = currentZoomScale
        let centre = CGPoint(x: rect.midX * scale, y: rect.midY * scale)
        let offset = CGPoint(x: centre.x - bounds.width / 2, y: centre.y - bounds.height / 2)
        setContentOffset(clampedToContent(offset), animated: animated)
    }

    /// The offset nearest the current one at which `rect` lies inside the bounds less the content
    /// insets, clamped to the content; nil when no scrolling is needed.
    func offsetShowing(_ rect: CGRect) -> CGPoint? {
        let inset = adjustedContentInset
        let visible = CGRect(x: bounds.minX + inset.left, y: bounds.minY + inset.top,
                             width: bounds.width - inset.left - inset.right,
                             height: bounds.height - inset.top - inset.bottom)
        func shift(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        let dx = shift(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = shift(rect.minY, rect.maxY, visible.minY, visible.maxY)
        guard dx != 0 || dy != 0 else { return nil }
        let target = clampedToContent(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
        return target == contentOffset ? nil : target
    }
}
