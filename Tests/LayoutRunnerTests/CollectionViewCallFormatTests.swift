import Foundation
import TermCollectionView
import XCTest

/// The trace's line format is a promise to QA scripts (README "tcv trace"): each case, spelled out.
final class CollectionViewCallFormatTests: XCTestCase {
    func test_every_call_has_its_documented_line() {
        let indexPath = IndexPath(item: 4, section: 0)
        let header = CollectionView.elementKindSectionHeader
        let expected: [(CollectionViewCall, String)] = [
            (.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 3, width: 80, height: 23), result: true),
             "shouldInvalidateLayout(forBoundsChange: (0,3,80,23)) → true"),
            (.invalidationContext(forBoundsChange: CGRect(x: 0, y: 3, width: 80, height: 23)),
             "invalidationContext(forBoundsChange: (0,3,80,23))"),
            (.prepare, "prepare()"),
            (.collectionViewContentSize(CGSize(width: 80, height: 120.25)), "collectionViewContentSize → 80x120.3"),
            (.layoutAttributesForElements(in: CGRect(x: 0, y: 3, width: 80, height: 23), count: 18),
             "layoutAttributesForElements(in: (0,3,80,23)) → 18"),
            (.layoutAttributesForItem(at: indexPath), "layoutAttributesForItem(at: [0,4])"),
            (.targetContentOffset(proposed: CGPoint(x: 0, y: 41.5), velocity: CGPoint(x: 0, y: -0.5), result: CGPoint(x: 0, y: 40)),
             "targetContentOffset(forProposedContentOffset: (0,41.5), withScrollingVelocity: (0,-0.5)) → (0,40)"),
            (.numberOfSections(result: 3), "numberOfSections → 3"),
            (.numberOfItems(inSection: 2, result: 30), "numberOfItemsInSection 2 → 30"),
            (.cellForItem(at: indexPath), "cellForItemAt [0,4]"),
            (.viewForSupplementaryElement(kind: header, at: indexPath),
             "viewForSupplementaryElementOfKind UICollectionElementKindSectionHeader [0,4]"),
            (.willDisplayCell(at: indexPath), "willDisplay cell [0,4]"),
            (.willDisplaySupplementaryView(kind: "badge", at: indexPath), "willDisplaySupplementaryView badge [0,4]"),
            (.didEndDisplayingCell(at: indexPath), "didEndDisplaying cell [0,4]"),
            (.didEndDisplayingSupplementaryView(kind: "badge", at: indexPath), "didEndDisplayingSupplementaryView badge [0,4]"),
            (.shouldSelectItem(at: indexPath, result: false), "shouldSelectItemAt [0,4] → false"),
            (.didSelectItem(at: indexPath), "didSelectItemAt [0,4]"),
            (.didDeselectItem(at: indexPath), "didDeselectItemAt [0,4]"),
            (.scrollViewDidScroll(contentOffset: CGPoint(x: 0, y: 3)), "scrollViewDidScroll (0,3)"),
            (.scrollViewWillBeginDragging, "scrollViewWillBeginDragging"),
            (.scrollViewWillEndDragging(velocity: CGPoint(x: 0, y: 0.25), proposed: CGPoint(x: 0, y: 7), result: CGPoint(x: 0, y: 6)),
             "scrollViewWillEndDragging(withVelocity: (0,0.3), targetContentOffset: (0,7)) → (0,6)"),
            (.scrollViewDidEndDragging(willDecelerate: true), "scrollViewDidEndDragging(willDecelerate: true)"),
            (.scrollViewWillBeginDecelerating, "scrollViewWillBeginDecelerating"),
            (.scrollViewDidEndDecelerating, "scrollViewDidEndDecelerating"),
            (.scrollViewDidEndScrollingAnimation, "scrollViewDidEndScrollingAnimation"),
        ]
        for (call, line) in expected {
            XCTAssertEqual(call.description, line)
        }
    }

    func test_receivers() {
        XCTAssertEqual(CollectionViewCall.prepare.receiver, .layout)
        XCTAssertEqual(CollectionViewCall.numberOfSections(result: 1).receiver, .dataSource)
        XCTAssertEqual(CollectionViewCall.didSelectItem(at: IndexPath(item: 0, section: 0)).receiver, .delegate)
    }
}
