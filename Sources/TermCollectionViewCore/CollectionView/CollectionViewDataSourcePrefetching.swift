import Foundation

/// Told ahead of time which items are about to come on screen, to start loading their data (images,
/// network pages): UIKit's `UICollectionViewDataSourcePrefetching`, set as `prefetchDataSource`.
@preconcurrency @MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// The items soon on screen, nearest first; each is told once until it is shown or cancelled.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])

    /// Items told of earlier that are no longer about to come on screen (the user turned back). Default:
    /// nothing.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
