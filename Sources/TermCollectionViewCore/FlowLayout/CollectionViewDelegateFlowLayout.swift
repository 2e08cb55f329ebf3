import Foundation

/// Lets a collection view's delegate size and space the elements of a `CollectionViewFlowLayout`:
/// UIKit's `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional; the defaults return the flow layout's own properties (`itemSize`,
/// `sectionInset`, `minimumLineSpacing`, `minimumInteritemSpacing`, `headerReferenceSize`,
/// `footerReferenceSize`). As in UIKit, the layout asks for every item's size only when the delegate
/// really implements `collectionView(_:layout:sizeForItemAt:)`; otherwise it takes the uniform fast
/// path and keeps no per-item state at all.
///
/// ```swift
/// extension PhotosController: CollectionViewDelegateFlowLayout {
///     func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
///                         sizeForItemAt indexPath: IndexPath) -> CGSize {
///         CGSize(width: 12, height: photos[indexPath.item].isTall ? 6 : 3)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`. Default: the layout's `itemSize`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath) -> CGSize

    /// The margins around the items of `section`. Default: the layout's `sectionInset`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int) -> EdgeInsets

    /// The minimum spacing between lines of `section`. Default: the layout's `minimumLineSpacing`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat

    /// The minimum spacing between items on a line of `section`. Default: the layout's
    /// `minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat

    /// The size of the header of `section`; only the scrolling dimension is used, and 0 means no
    /// header. Default: the layout's `headerReferenceSize`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int) -> CGSize

    /// The size of the footer of `section`; only the scrolling dimension is used, and 0 means no
    /// footer. Default: the layout's `footerReferenceSize`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// Returns the flow layout's `itemSize`, and records that the delegate does not size items itself —
    /// this stands in for UIKit's `respondsToSelector:` check, so the layout can take its uniform path.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard let flowLayout = collectionViewLayout as? CollectionViewFlowLayout else {
            return CollectionViewFlowLayout.defaultItemSize
        }
        flowLayout.defaultItemSizeWasUsed = true
        return flowLayout.itemSize
    }

    /// Returns the flow layout's `sectionInset`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    /// Returns the flow layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? CollectionViewFlowLayout.defaultSpacing
    }

    /// Returns the flow layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? CollectionViewFlowLayout.defaultSpacing
    }

    /// Returns the flow layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    /// Returns the flow layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
