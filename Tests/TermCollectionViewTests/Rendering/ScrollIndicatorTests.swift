import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
@testable import TermViews
import XCTest

/// Scroll indicators as a terminal scroll bar: UIKit shows them while the user scrolls and after
/// `flashScrollIndicators()` ("Displays the scroll indicators momentarily"), where
/// `showsVerticalScrollIndicator` / `showsHorizontalScrollIndicator` are on and the content is larger
/// than the view that way.
///
/// A list of 100 three-row items in a 20 × 10 view: content 300 rows, so the thumb is
/// 10 · 10 / 300 → 1 row, at (10 − 1) · offset / 290.
@MainActor
final class ScrollIndicatorTests: XCTestCase {
    private func lastColumn(_ collectionView: CollectionView) -> String {
        String(CollectionViewRenderer.canvas(for: collectionView).textLines().map { $0.last ?? " " })
    }

    func test_the_thumb_shows_while_dragging_where_the_offset_is() async {
        let (collectionView, _, dataSource) = makeListCollectionView(counts: [100])
        collectionView.layoutIfNeeded()
        XCTAssertFalse(lastColumn(collectionView).contains("┃"), "at rest: no indicator")
        collectionView.isDragging = true
        XCTAssertEqual(lastColumn(collectionView), "┃│┘┐│┘┐│┘┐", "at the top: over the first row of the boxes' right edges")
        collectionView.contentOffset = CGPoint(x: 0, y: 290)
        XCTAssertEqual(lastColumn(collectionView).last, "┃", "at the end: the last row")
        collectionView.showsVerticalScrollIndicator = false
        XCTAssertFalse(lastColumn(collectionView).contains("┃"))
        withExtendedLifetime(dataSource) {}
    }

    func test_flash_shows_them_for_half_a_second() async {
        let (collectionView, _, dataSource) = makeListCollectionView(counts: [100])
        let clock = VirtualClock()
        collectionView.clock = clock
        collectionView.layoutIfNeeded()
        collectionView.flashScrollIndicators()
        XCTAssertTrue(collectionView.isShowingScrollIndicators)
        XCTAssertTrue(lastColumn(collectionView).contains("┃"))
        clock.advance(by: 0.5)
        XCTAssertFalse(collectionView.isShowingScrollIndicators)
        withExtendedLifetime(dataSource) {}
    }

    /// The thumb is as long as the visible share, placed as far along as the offset is.
    func test_the_thumb_span() async {
        XCTAssertEqual(ScrollIndicators.span(of: 10, visible: 10, offset: 0, content: 300), 0..<1)
        XCTAssertEqual(ScrollIndicators.span(of: 10, visible: 10, offset: 290, content: 300), 9..<10)
        XCTAssertEqual(ScrollIndicators.span(of: 10, visible: 50, offset: 50, content: 100), 5..<10, "half the content: half the track")
        XCTAssertEqual(ScrollIndicators.span(of: 10, visible: 50, offset: 25, content: 100), 3..<8)
    }
}
