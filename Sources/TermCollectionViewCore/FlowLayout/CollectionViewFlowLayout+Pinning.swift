import Foundation

/// Sticky headers and footers (`sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`).
///
/// Apple's documentation: headers "scroll with content until they reach the top of the screen, at
/// which point they are pinned to the upper bounds of the collection view. Each new header view that
/// scrolls to the top of the screen pushes the previously pinned header view offscreen." So a pinned
/// header sits at the larger of its own place and the top of the visible bounds, but never beyond the
/// end of its section (where the next section's header begins). The top of the visible bounds is
/// below the adjusted content inset: custom layouts that undo it note that the system's pinning takes
/// `contentInset.top` into account (a `PinnedHeaderFlowLayout` found on GitHub). Footers mirror this
/// at the bottom and never go above the start of their section.
///
/// Pinned elements get `zIndex` 1 so they draw above cells (UIKit gives them a raised z position;
/// material-components-ios PR #2572 observes supplementary views "given a zPosition of 1").
extension CollectionViewFlowLayout {
    /// The `zIndex` of headers and footers whose pinning is on.
    static let pinnedZIndex = 1

    /// The visible stretch of the scroll axis, less the adjusted content insets on its two ends.
    func pinningSpan(axis: ScrollAxis) -> AxisSpan? {
        guard let collectionView else { return nil }
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        return axis.scrollsVertically
            ? AxisSpan(lower: bounds.minY + inset.top, upper: bounds.maxY - inset.bottom)
            : AxisSpan(lower: bounds.minX + inset.left, upper: bounds.maxX - inset.right)
    }

    /// The header frame of `section` after pinning, or `nil` when the section has no header.
    func displayedHeaderFrame(inSection section: Int, model: FlowLayoutModel) -> CGRect? {
        guard let frame = model.headerFrame(inSection: section) else { return nil }
        guard sectionHeadersPinToVisibleBounds, let visible = pinningSpan(axis: model.axis) else { return frame }
        let geometry = model.sections[section]
        let pinned = min(max(visible.lower, geometry.start), geometry.end - geometry.headerLength)
        return model.axis.rect(scroll: pinned, cross: 0, scrollLength: geometry.headerLength, crossLength: model.dimension)
    }

    /// The footer frame of `section` after pinning, or `nil` when the section has no footer.
    func displayedFooterFrame(inSection section: Int, model: FlowLayoutModel) -> CGRect? {
        guard let frame = model.footerFrame(inSection: section) else { return nil }
        guard sectionFootersPinToVisibleBounds, let visible = pinningSpan(axis: model.axis) else { return frame }
        let geometry = model.sections[section]
        let pinned = max(min(visible.upper - geometry.footerLength, geometry.footerStart), geometry.start)
        return model.axis.rect(scroll: pinned, cross: 0, scrollLength: geometry.footerLength, crossLength: model.dimension)
    }
}
