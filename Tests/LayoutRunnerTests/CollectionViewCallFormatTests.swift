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
            (.layoutAttributesForSupplementaryView(kind: "badge", at: indexPath), "layoutAttributesForSupplementaryView(ofKind: badge, at: [0,4])"),
            (.layoutAttributesForDecorationView(kind: "rule", at: indexPath), "layoutAttributesForDecorationView(ofKind: rule, at: [0,4])"),
            (.prepareForCollectionViewUpdates([
                .init(action: .delete, before: IndexPath(item: 3, section: 0), after: nil),
                .init(action: .insert, before: nil, after: IndexPath(item: 1, section: 0)),
                .init(action: .move, before: IndexPath(item: 2, section: 0), after: IndexPath(item: 0, section: 1)),
                .init(action: .delete, before: IndexPath(index: 2), after: nil),
            ]), "prepare(forCollectionViewUpdates: [delete [0,3], insert [0,1], move [0,2]→[1,0], delete [2]])"),
            (.targetContentOffsetForProposed(CGPoint(x: 0, y: 12), result: CGPoint(x: 0, y: 9)),
             "targetContentOffset(forProposedContentOffset: (0,12)) → (0,9)"),
            (.indexPathsToDeleteForSupplementaryView(kind: header, result: [IndexPath(item: 0, section: 2)]),
             "indexPathsToDeleteForSupplementaryView(ofKind: UICollectionElementKindSectionHeader) → [[2,0]]"),
            (.indexPathsToInsertForSupplementaryView(kind: "badge", result: []), "indexPathsToInsertForSupplementaryView(ofKind: badge) → []"),
            (.indexPathsToDeleteForDecorationView(kind: "rule", result: [indexPath, IndexPath(item: 5, section: 0)]),
             "indexPathsToDeleteForDecorationView(ofKind: rule) → [[0,4], [0,5]]"),
            (.indexPathsToInsertForDecorationView(kind: "rule", result: []), "indexPathsToInsertForDecorationView(ofKind: rule) → []"),
            (.initialLayoutAttributesForAppearingItem(at: indexPath, result: .init(frame: CGRect(x: 10, y: 0, width: 10, height: 3), alpha: 0)),
             "initialLayoutAttributesForAppearingItem(at: [0,4]) → (10,0,10,3) alpha 0"),
            (.initialLayoutAttributesForAppearingSupplementaryElement(kind: "badge", at: indexPath, result: nil),
             "initialLayoutAttributesForAppearingSupplementaryElement(ofKind: badge, at: [0,4]) → nil"),
            (.initialLayoutAttributesForAppearingDecorationElement(
                kind: "rule", at: indexPath, result: .init(frame: CGRect(x: 0, y: 1, width: 20, height: 1), alpha: 0.5)),
             "initialLayoutAttributesForAppearingDecorationElement(ofKind: rule, at: [0,4]) → (0,1,20,1) alpha 0.5"),
            (.finalLayoutAttributesForDisappearingItem(at: indexPath, result: .init(frame: CGRect(x: 0, y: 3, width: 10, height: 3), alpha: 1)),
             "finalLayoutAttributesForDisappearingItem(at: [0,4]) → (0,3,10,3)"),
            (.finalLayoutAttributesForDisappearingSupplementaryElement(kind: "badge", at: indexPath, result: nil),
             "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: badge, at: [0,4]) → nil"),
            (.finalLayoutAttributesForDisappearingDecorationElement(kind: "rule", at: indexPath, result: nil),
             "finalLayoutAttributesForDisappearingDecorationElement(ofKind: rule, at: [0,4]) → nil"),
            (.finalizeCollectionViewUpdates, "finalizeCollectionViewUpdates()"),
            (.prepareForTransitionTo(newLayout: "WaterfallLayout"), "prepareForTransition(to: WaterfallLayout)"),
            (.prepareForTransitionFrom(oldLayout: "CollectionViewFlowLayout"), "prepareForTransition(from: CollectionViewFlowLayout)"),
            (.finalizeLayoutTransition(layout: "CollectionViewFlowLayout", isOld: true),
             "finalizeLayoutTransition() on old CollectionViewFlowLayout"),
            (.finalizeLayoutTransition(layout: "WaterfallLayout", isOld: false), "finalizeLayoutTransition() on new WaterfallLayout"),
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
        XCTAssertEqual(CollectionViewCall.finalizeCollectionViewUpdates.receiver, .layout)
        XCTAssertEqual(CollectionViewCall.prepareForTransitionFrom(oldLayout: "L").receiver, .layout)
        XCTAssertEqual(CollectionViewCall.numberOfSections(result: 1).receiver, .dataSource)
        XCTAssertEqual(CollectionViewCall.didSelectItem(at: IndexPath(item: 0, section: 0)).receiver, .delegate)
    }
}
