import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// UIKit keeps the attributes of the views on screen until the layout is invalidated: a scroll that
/// `shouldInvalidateLayout(forBoundsChange:)` answers `false` for asks `layoutAttributesForElements(in:)`
/// only for the area it uncovers, and does not apply new attributes to views that stay. Apple: "The
/// default implementation of this method returns false. Subclasses can override it and return an
/// appropriate value based on whether changes in the bounds of the collection view require changes to
/// the layout of cells and supplementary views." A header pinned by reading `contentOffset` in the
/// rect query therefore scrolls away on the phone unless the layout invalidates — the classic sticky
/// header bug, which tcv must show too.
@MainActor
final class ScrollWithoutInvalidationTests: XCTestCase {
    private func makeCollectionView(invalidates: Bool) -> (CollectionView, OffsetPinnedHeaderLayout, HeaderDataSource) {
        let layout = OffsetPinnedHeaderLayout()
        layout.invalidates = invalidates
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: OffsetPinnedHeaderLayout.headerKind,
                                withReuseIdentifier: "header")
        let dataSource = HeaderDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, layout, dataSource)
    }

    private func headerFrame(_ collectionView: CollectionView) -> CGRect? {
        collectionView.supplementaryView(forElementKind: OffsetPinnedHeaderLayout.headerKind, at: IndexPath(item: 0, section: 0))?.frame
    }

    func test_a_header_pinned_in_the_rect_query_scrolls_away_when_the_layout_does_not_invalidate() async {
        let (collectionView, layout, dataSource) = makeCollectionView(invalidates: false)
        XCTAssertEqual(headerFrame(collectionView), CGRect(x: 0, y: 0, width: 20, height: 2))
        layout.queries = []
        collectionView.contentOffset = CGPoint(x: 0, y: 1)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(headerFrame(collectionView), CGRect(x: 0, y: 0, width: 20, height: 2), "kept: it moves up with the content")
        XCTAssertEqual(layout.queries, [CGRect(x: 0, y: 10, width: 20, height: 1)], "only the uncovered row is asked for")
        collectionView.contentOffset = CGPoint(x: 0, y: 2)
        collectionView.layoutIfNeeded()
        XCTAssertNil(headerFrame(collectionView), "scrolled off, as on the phone")
        withExtendedLifetime(dataSource) {}
    }

    func test_the_same_header_stays_pinned_when_the_layout_invalidates_on_bounds_change() async {
        let (collectionView, layout, dataSource) = makeCollectionView(invalidates: true)
        layout.queries = []
        collectionView.contentOffset = CGPoint(x: 0, y: 5)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(headerFrame(collectionView), CGRect(x: 0, y: 5, width: 20, height: 2))
        XCTAssertEqual(layout.queries, [CGRect(x: 0, y: 5, width: 20, height: 10)], "invalidated: the whole visible rect")
        withExtendedLifetime(dataSource) {}
    }

    func test_views_that_stay_are_not_given_their_attributes_again() async {
        let (collectionView, _, dataSource) = makeCollectionView(invalidates: false)
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        let applied = cell?.appliedLayoutAttributes
        collectionView.contentOffset = CGPoint(x: 0, y: 3)
        collectionView.layoutIfNeeded()
        XCTAssertTrue(cell?.appliedLayoutAttributes === applied, "no new attributes for a view that stayed")
        withExtendedLifetime(dataSource) {}
    }

    /// A scroll in both directions uncovers a strip below across the whole width, and one on the
    /// right within the rows both rects share.
    func test_the_uncovered_strips_of_a_diagonal_scroll() async {
        let previous = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(CGRect(x: 3, y: 4, width: 20, height: 10).uncoveredStrips(after: previous), [
            CGRect(x: 3, y: 10, width: 20, height: 4), CGRect(x: 20, y: 4, width: 3, height: 6),
        ])
        XCTAssertEqual(CGRect(x: -2, y: -1, width: 20, height: 10).uncoveredStrips(after: previous), [
            CGRect(x: -2, y: -1, width: 20, height: 1), CGRect(x: -2, y: 0, width: 2, height: 9),
        ])
        XCTAssertEqual(CGRect(x: 0, y: 30, width: 20, height: 10).uncoveredStrips(after: previous),
                       [CGRect(x: 0, y: 30, width: 20, height: 10)], "a jump: all of it")
        XCTAssertEqual(previous.uncoveredStrips(after: previous), [], "unchanged: nothing")
    }

    /// An invalidation makes the next pass ask for everything again and apply the answers.
    func test_an_invalidation_after_cached_scrolls_brings_the_layouts_answers_back() async {
        let (collectionView, layout, dataSource) = makeCollectionView(invalidates: false)
        collectionView.contentOffset = CGPoint(x: 0, y: 1)
        collectionView.layoutIfNeeded()
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(headerFrame(collectionView), CGRect(x: 0, y: 1, width: 20, height: 2))
        withExtendedLifetime(dataSource) {}
    }
}

/// Items 2 tall below a 2-tall header whose frame follows `contentOffset.y` in every rect query — the
/// hand-written sticky header of many tutorials. `invalidates` is its answer to bounds changes.
@MainActor
private final class OffsetPinnedHeaderLayout: CollectionViewLayout {
    static let headerKind = "header"
    var invalidates = false
    var queries: [CGRect] = []

    override var collectionViewContentSize: CGSize { CGSize(width: 20, height: 42) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        queries.append(rect)
        var result: [CollectionViewLayoutAttributes] = []
        let header = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.headerKind, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: max(0, collectionView?.contentOffset.y ?? 0), width: 20, height: 2)
        header.zIndex = 1
        if header.frame.intersects(rect) { result.append(header) }
        for item in 0..<20 {
            let frame = CGRect(x: 0, y: 2 + CGFloat(item) * 2, width: 20, height: 2)
            guard frame.intersects(rect) else { continue }
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame
            result.append(attributes)
        }
        return result
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { invalidates }
}

@MainActor
private final class HeaderDataSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}
