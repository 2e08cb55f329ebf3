import Foundation

extension CollectionViewFlowLayout {
    /// The boundary section insets are measured from: UIKit's `UICollectionViewFlowLayout.SectionInsetReference`,
    /// with UIKit's raw values.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content area: the collection view's edges less `adjustedContentInset` (the default).
        case fromContentInset = 0
        /// From the safe area, which is the whole view in a terminal (`safeAreaInsets` is zero).
        case fromSafeArea = 1
        /// From the collection view's `layoutMargins`.
        case fromLayoutMargins = 2
    }

    /// Where the boundary named by `sectionInsetReference` lies, as distances from the content area's
    /// edges (reference inset − adjusted content inset, per edge; negative when the content inset is
    /// the larger); `nil` for `.fromContentInset`, where the content area is the boundary.
    func sectionInsetBoundary(in collectionView: CollectionView) -> EdgeInsets? {
        let reference: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return nil
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let adjusted = collectionView.adjustedContentInset
        return EdgeInsets(top: reference.top - adjusted.top, left: reference.left - adjusted.left,
                          bottom: reference.bottom - adjusted.bottom, right: reference.right - adjusted.right)
    }

    /// A section's insets in content coordinates, measured from `boundary`.
    ///
    /// Apple's rule (UICollectionViewFlowLayout.sectionInsetReference): "The minimum value of this
    /// property is always the collection view's contentInset" — when the adjusted content inset is
    /// greater than the reference plus the section inset, the section's content aligns with the
    /// content inset instead. So each edge is `max(0, boundary + sectionInset)`.
    ///
    /// Only the two edges across the scroll axis (left and right when scrolling vertically) are
    /// measured from the boundary. Along the scroll axis the margins of the view's bounds move with
    /// every scroll, so they cannot place content; the scroll view's adjusted content inset already
    /// keeps the first and last sections clear of that axis's edges, as on iOS.
    func measuredSectionInset(_ inset: EdgeInsets, from boundary: EdgeInsets?, axis: ScrollAxis) -> EdgeInsets {
        guard let boundary else { return inset }
        var measured = inset
        if axis.scrollsVertically {
            measured.left = max(0, boundary.left + inset.left)
            measured.right = max(0, boundary.right + inset.right)
        } else {
            measured.top = max(0, boundary.top + inset.top)
            measured.bottom = max(0, boundary.bottom + inset.bottom)
        }
        return measured
    }

    /// Called by `prepare()`: whether the boundary moved (margins or content inset changed) since the
    /// section metrics were last fetched, which then must be fetched again, since they hold the
    /// measured insets. Records the boundary for the next pass.
    func sectionInsetBoundaryMoved(in collectionView: CollectionView) -> Bool {
        let boundary = sectionInsetBoundary(in: collectionView)
        defer { preparedSectionInsetBoundary = .some(boundary) }
        guard case .some(let prepared) = preparedSectionInsetBoundary else { return true }
        return prepared != boundary
    }
}
