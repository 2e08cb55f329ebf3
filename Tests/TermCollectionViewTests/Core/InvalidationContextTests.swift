import Foundation
import TermCollectionView
import XCTest

/// A list whose `layoutAttributesForElements(in:)` answers from a cache built when everything is
/// invalidated, while the per-element queries answer from live state (`dimmed`, `badgeZ`): only a
/// pass that re-queries invalidated elements shows a change of that state.
@MainActor
private final class CachedListLayout: CollectionViewLayout {
    static let headerKind = "header"
    static let badgeKind = "badge"
    var dimmed: Set<Int> = []
    var badgeZ = 0
    private(set) var perElementQueries: [String] = []
    private var cache: [CollectionViewLayoutAttributes] = []
    private var rebuild = true

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything { rebuild = true }
        super.invalidateLayout(with: context)
    }

    override func prepare() {
        guard rebuild, let collectionView else { return }
        rebuild = false
        let count = collectionView.numberOfItems(inSection: 0)
        cache = (0..<count).map { live(item: $0) }
            + [header(), badge()]
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 20, height: 2 + CGFloat(cache.count - 2) * 2) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }.map { $0.copy() as! CollectionViewLayoutAttributes }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        perElementQueries.append("item \(indexPath.item)")
        return live(item: indexPath.item)
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        perElementQueries.append("supplementary \(elementKind)")
        let attributes = header()
        attributes.alpha = dimmed.isEmpty ? 1 : 0.5
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        perElementQueries.append("decoration \(elementKind)")
        return badge()
    }

    private func live(item: Int) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: 0, y: 2 + CGFloat(item) * 2, width: 20, height: 2)
        attributes.alpha = dimmed.contains(item) ? 0.5 : 1
        return attributes
    }

    private func header() -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.headerKind, with: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 20, height: 2)
        return attributes
    }

    private func badge() -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: Self.badgeKind, with: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 16, y: 0, width: 4, height: 2)
        attributes.zIndex = badgeZ
        return attributes
    }
}

@MainActor
private final class HeaderDataSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// Invalidation contexts act as in UIKit: named elements are asked for again, adjustments apply once.
@MainActor
final class InvalidationContextTests: XCTestCase {
    private var dataSource: HeaderDataSource?

    private func cachedFixture() -> (CollectionView, CachedListLayout) {
        let layout = CachedListLayout()
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: CachedListLayout.badgeKind)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CachedListLayout.headerKind, withReuseIdentifier: "header")
        let dataSource = HeaderDataSource()
        self.dataSource = dataSource
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, layout)
    }

    func test_invalidated_items_are_asked_for_again_and_their_cells_get_the_new_attributes() async {
        let (collectionView, layout) = cachedFixture()
        layout.dimmed = [1, 2]
        let context = CollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        layout.invalidateLayout(with: context)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.perElementQueries, ["item 1"], "only the invalidated item is asked for")
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha, 0.5)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.appliedLayoutAttributes?.alpha, 0.5)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha, 1, "not invalidated: the cached answer stands")
    }

    func test_the_re_query_happens_once() async {
        let (collectionView, layout) = cachedFixture()
        let context = CollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
        layout.invalidateLayout(with: context)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 1)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.perElementQueries, ["item 0"])
    }

    func test_invalidated_supplementary_and_decoration_views_are_asked_for_again() async {
        let (collectionView, layout) = cachedFixture()
        layout.dimmed = [0]
        layout.badgeZ = 3
        let context = CollectionViewLayoutInvalidationContext()
        context.invalidateSupplementaryElements(ofKind: CachedListLayout.headerKind, at: [IndexPath(item: 0, section: 0)])
        context.invalidateDecorationElements(ofKind: CachedListLayout.badgeKind, at: [IndexPath(item: 0, section: 0)])
        layout.invalidateLayout(with: context)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(Set(layout.perElementQueries), ["supplementary header", "decoration badge"])
        let header = collectionView.supplementaryView(forElementKind: CachedListLayout.headerKind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.alpha, 0.5)
        let badge = collectionView.viewsInDrawingOrder.first { $0.key.category == .decorationView }?.view
        XCTAssertEqual(badge?.zPosition, 3)
        XCTAssertEqual(badge?.appliedLayoutAttributes?.zIndex, 3)
    }

    func test_contentSizeAdjustment_applies_once_in_the_next_pass() async {
        // 100 rows of 3 → the layout's content is 20 × 300; the adjustment adds 10 to it once.
        let (collectionView, layout, _) = makeListCollectionView(counts: [100])
        collectionView.layoutIfNeeded()
        let context = CollectionViewLayoutInvalidationContext()
        context.contentSizeAdjustment = CGSize(width: 0, height: 10)
        layout.invalidateLayout(with: context)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 20, height: 300), "nothing happens before the pass")
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 20, height: 310))
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 20, height: 300), "the next pass uses the layout's size alone")
    }

    func test_contentOffsetAdjustment_applies_once_in_the_next_pass() async {
        // Rows of 3: an offset of 6 shows rows 2...5 (y 6..<16).
        let (collectionView, layout, _) = makeListCollectionView(counts: [100])
        collectionView.layoutIfNeeded()
        let context = CollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 6)
        layout.invalidateLayout(with: context)
        XCTAssertEqual(collectionView.contentOffset, .zero, "nothing happens before the pass")
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 6))
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item).sorted(), [2, 3, 4, 5])
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 6))
    }
}
