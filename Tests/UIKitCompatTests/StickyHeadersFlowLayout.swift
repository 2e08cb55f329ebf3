// The classic pre-iOS-9 sticky-header flow layout that countless apps copied before
// `sectionHeadersPinToVisibleBounds` existed: headers stay at the top of the visible area while their
// section is on screen and are pushed up by the next section. Only the import line differs from the
// iOS original.
import UIKitCompat

class StickyHeadersFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let superAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var layoutAttributes = superAttributes.map { $0.copy() as! UICollectionViewLayoutAttributes }

        // Sections with cells on screen whose header scrolled away: add the header back.
        let missingSections = NSMutableIndexSet()
        for attributes in layoutAttributes where attributes.representedElementCategory == .cell {
            missingSections.add(attributes.indexPath.section)
        }
        for attributes in layoutAttributes where attributes.representedElementKind == UICollectionElementKindSectionHeader {
            missingSections.remove(attributes.indexPath.section)
        }
        missingSections.enumerate { section, _ in
            let indexPath = IndexPath(row: 0, section: section)
            if let attributes = self.layoutAttributesForSupplementaryView(ofKind: UICollectionElementKindSectionHeader, at: indexPath) {
                layoutAttributes.append(attributes)
            }
        }

        for attributes in layoutAttributes where attributes.representedElementKind == UICollectionElementKindSectionHeader {
            guard let collectionView = collectionView else { continue }
            let section = attributes.indexPath.section
            let numberOfItems = collectionView.numberOfItems(inSection: section)
            guard numberOfItems > 0,
                  let firstItem = layoutAttributesForItem(at: IndexPath(row: 0, section: section)),
                  let lastItem = layoutAttributesForItem(at: IndexPath(row: numberOfItems - 1, section: section)) else {
                continue
            }
            let headerHeight = attributes.frame.height
            var origin = attributes.frame.origin
            let contentOffsetY = collectionView.contentOffset.y + collectionView.contentInset.top
            origin.y = min(max(contentOffsetY, firstItem.frame.minY - headerHeight - sectionInset.top),
                           lastItem.frame.maxY + sectionInset.bottom - headerHeight)
            attributes.zIndex = 1024
            attributes.frame = CGRect(origin: origin, size: attributes.frame.size)
        }
        return layoutAttributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}
