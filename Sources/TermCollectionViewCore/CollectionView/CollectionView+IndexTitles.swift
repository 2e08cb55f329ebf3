import Foundation

/// The index along the trailing edge (UIKit's `indexTitles(for:)` and
/// `indexPath(forIndexTitle:at:)`, iOS 14): the data source's titles, asked when the data is loaded
/// and kept until it changes; choosing one scrolls to the index path the data source names.
extension CollectionView {
    /// The data source's index titles, asked again only after the data changed; empty when it has none.
    public var indexTitles: [String] {
        if let cachedIndexTitles { return cachedIndexTitles }
        let titles = dataSource?.indexTitles(for: self) ?? []
        cachedIndexTitles = titles
        return titles
    }

    /// Scrolls to where the data source sends the index title at `index` (the top of the screen),
    /// as a tap on UIKit's index does; an index path the data does not have is ignored.
    public func scrollToIndexTitle(at index: Int) {
        let titles = indexTitles
        guard titles.indices.contains(index), let dataSource else { return }
        let target = dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
        guard target.count == 2, (0..<numberOfSections).contains(target.section),
              (0..<numberOfItems(inSection: target.section)).contains(target.item) else { return }
        scrollToItem(at: target, at: .top, animated: false)
    }
}
