import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// A layout whose movement target is an empty index path, as a sticky-grid library returns `IndexPath()`
/// for "no place here".
@MainActor
private final class EmptyTargetFlowLayout: CollectionViewFlowLayout {
    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        IndexPath()
    }
}

/// Values from the user's code that used to trap inside tcv: each is refused or ignored, reported once
/// with the property and the fix, and the screen goes on.
@MainActor
final class HostileCallbackTests: ProblemRecordingTestCase {
    /// An interactive transition's progress of +∞ (a gesture dividing by a zero distance) would make every
    /// interpolated frame NaN: the last finite progress stays.
    func test_an_infinite_transition_progress_is_refused_and_the_last_one_stays() async {
        let from = RecordingListLayout()
        let to = RecordingListLayout()
        to.rowHeight = 2
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: from)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = NamedItemsDataSource([["A", "B", "C"]])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let transition = collectionView.startInteractiveTransition(to: to) { _, _ in }
        transition.transitionProgress = 0.5
        transition.transitionProgress = .infinity
        XCTAssertEqual(transition.transitionProgress, 0.5)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "B@2.5a1", "C@5a1"])
        XCTAssertEqual(recorder.problems.map(\.property), ["transitionProgress"])
        XCTAssertTrue(recorder.lines[0].contains("transitionProgress inf refused (not finite); the previous value is kept"), recorder.lines[0])
        withExtendedLifetime(dataSource) {}
    }

    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` returning `IndexPath()` is no place:
    /// the item stays where it is shown, and the report says what to return instead.
    func test_an_empty_movement_target_is_ignored_and_reported() async {
        let layout = EmptyTargetFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 3)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 9), collectionViewLayout: layout)
        collectionView.register(TouchLoggingCell.self, forCellWithReuseIdentifier: "cell")
        let touches = TouchRecorder(count: 12)
        touches.movable = true
        collectionView.dataSource = touches
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: item(0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 4.5))
        XCTAssertEqual(collectionView.indexPathForInteractivelyMovingItem, item(0))
        collectionView.endInteractiveMovement()
        XCTAssertEqual(Array(touches.items.prefix(3)), [0, 1, 2], "nothing moved")
        XCTAssertEqual(recorder.problems.map(\.category), [.indexPathOutOfRange])
        XCTAssertTrue(recorder.lines[0].contains("returned [], an index path of 0 index(es), not an item's; the item stays where it is"),
                      recorder.lines[0])
    }
}
