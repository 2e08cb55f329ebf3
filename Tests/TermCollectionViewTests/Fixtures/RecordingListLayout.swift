import Foundation
import TermCollectionView

/// A one-column list written the way UIKit teaches a custom layout (cache in `prepare()`), recording
/// every call the collection view makes.
@MainActor
class RecordingListLayout: CollectionViewLayout {
    var rowHeight: CGFloat = 3
    var invalidatesOnBoundsChange = false
    var calls: [String] = []
    private var cache: [CollectionViewLayoutAttributes] = []

    func takeCalls() -> [String] {
        defer { calls = [] }
        return calls
    }

    override func prepare() {
        calls.append("prepare")
        cache = []
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: CGFloat(cache.count) * rowHeight,
                                          width: collectionView.bounds.width, height: rowHeight)
                cache.append(attributes)
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        calls.append("contentSize")
        return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        calls.append("elements(in: \(Int(rect.minY))..<\(Int(rect.maxY)))")
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        // UIKit: while asked, `collectionView.bounds` is still the old rectangle.
        calls.append("shouldInvalidate(\(Int(newBounds.minY)) from \(Int(collectionView?.bounds.minY ?? -1)))")
        return invalidatesOnBoundsChange
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        calls.append("invalidationContext")
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        calls.append("invalidate")
        super.invalidateLayout(with: context)
    }
}
