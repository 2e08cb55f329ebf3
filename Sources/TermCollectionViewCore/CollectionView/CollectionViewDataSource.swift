import Foundation

/// Supplies the collection view's content: UIKit's `UICollectionViewDataSource`.
///
/// Methods UIKit marks optional have default implementations here.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath`, obtained from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell

    /// The number of sections. Default: 1.
    func numberOfSections(in collectionView: CollectionView) -> Int

    /// The supplementary view of `kind` at `indexPath`, obtained from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Required as soon as the
    /// layout returns supplementary views; the default stops with a message saying so.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView

    /// Whether the item may be moved interactively. Default: false. (UIKit also allows a move when the
    /// data source implements `moveItemAt` but not this method; a Swift default implementation cannot
    /// tell, so a data source that moves items answers true here.)
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// The user dropped the item at `sourceIndexPath` at `destinationIndexPath`: move it in the data.
    /// Default: nothing.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// The titles of the index shown along the collection view's trailing edge ("A" … "Z"), or nil
    /// for none. Default: nil. Asked when the data is (re)loaded.
    func indexTitles(for collectionView: CollectionView) -> [String]?

    /// Where the index title `title`, the `index`-th of `indexTitles(for:)`, goes. Default: the first
    /// item of section `index`.
    func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension CollectionViewDataSource {
    /// Default: 1 section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// Default: `false`, no item moves.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// Default: `nil`, no index.
    public func indexTitles(for collectionView: CollectionView) -> [String]? { nil }

    /// Default: the first item of section `index`.
    public func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    /// Default: reports a usage error saying the data source lacks this method and returns a stand-in view, so the frame still draws.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        UsageError.report(.missingSupplementaryDataSource(kind: kind))
        return CollectionReusableView.usageErrorStandIn()
    }
}

extension CollectionReusableView {
    /// The view a data source method returns after reporting a `UsageError` whose handler returned: an
    /// empty view marked as dequeued, so the layout pass does not report the same mistake again.
    public static func usageErrorStandIn() -> Self {
        let view = self.init(_registeredClassWithFrame: .zero)
        view.reuseIdentifier = "usage-error-stand-in"
        return view
    }
}
