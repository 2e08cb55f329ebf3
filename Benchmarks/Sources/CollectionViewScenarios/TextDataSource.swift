import Foundation
import TermCollectionView

/// A data source like an app's: `sections` sections sharing `itemCount` items, every cell dequeued
/// and given two lines of text, every section header (when the layout has headers) a title.
@MainActor
final class TextDataSource: CollectionViewDataSource {
    static let cellIdentifier = "TextCell"
    static let headerIdentifier = "Header"

    let sections: Int
    private let itemsPerSection: Int

    /// `itemCount` must be a multiple of `sections`, so that every section has the same length.
    init(itemCount: Int, sections: Int = 1) {
        precondition(sections > 0 && itemCount % sections == 0, "\(itemCount) items do not split into \(sections) sections")
        self.sections = sections
        itemsPerSection = itemCount / sections
    }

    func register(in collectionView: CollectionView) {
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.register(CollectionReusableView.self,
                                forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: Self.headerIdentifier)
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemsPerSection
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        cell.text = "Item " + Self.paddedNumber(indexPath.item)
        cell.secondaryText = "section \(indexPath.section)"
        return cell
    }

    /// Item numbers padded to seven digits: item 48 of 100 and item 499,968 of a million then draw
    /// the same number of characters, so drawing costs the same at every item count and only the
    /// count itself differs between the variants of a benchmark.
    static func paddedNumber(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
        header.text = "Section \(indexPath.section)"
        return header
    }
}
