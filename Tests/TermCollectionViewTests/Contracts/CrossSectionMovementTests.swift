import Foundation
@testable import TermCollectionViewCore
@testable import TermModernCollectionViews
import TermCollectionView
import XCTest

/// Interactive movement between sections, as UIKit runs it: the layout's proposal may name another
/// section; while the item is shown there, the collection view counts it there
/// (`numberOfItems(inSection:)`), since UIKit moves it in its own data as the target changes
/// ("collection view calls -moveItemAtIndexPath:toIndexPath: on itself if the pending target index
/// path has changed", facebookarchive/AsyncDisplayKit#2117); the data source hears of it once, at the
/// drop. Invalidation contexts carry UIKit's arguments: targets, and as previous index paths the last
/// ones reported — on a drop and on a cancel alike.
///
/// Flow grid: items 10 × 3 in a 30-wide view, three per row, no spacing. Section 0 has A0–A3 (rows
/// y 0 and 3), section 1 B0–B2 (row y 6).
@MainActor
final class CrossSectionMovementTests: XCTestCase {
    private func makeGrid(compositional: Bool = false) -> (CollectionView, MovingDataSource, MovementContextLog) {
        let log = MovementContextLog()
        let layout: CollectionViewLayout
        if compositional {
            let recording = MovementRecordingCompositionalLayout(section: Self.gridSection())
            recording.log = log
            layout = recording
        } else {
            let flow = MovementRecordingFlowLayout()
            flow.itemSize = CGSize(width: 10, height: 3)
            flow.minimumInteritemSpacing = 0
            flow.minimumLineSpacing = 0
            flow.log = log
            layout = flow
        }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 12), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = MovingDataSource(sections: [["A0", "A1", "A2", "A3"], ["B0", "B1", "B2"]])
        collectionView.dataSource = dataSource
        collectionView.delegate = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource, log)
    }

    /// Three 10 × 3 items per row, as the flow grid.
    private static func gridSection() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(3)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)), subitem: item, count: 3)
        return CollectionLayoutSection(group: group)
    }

    private func texts(_ collectionView: CollectionView, section: Int) -> [String] {
        collectionView.layoutIfNeeded()
        return (0..<collectionView.numberOfItems(inSection: section)).map {
            collectionView.cellForItem(at: IndexPath(item: $0, section: section))?.text ?? "-"
        }
    }

    /// A0 carried over B1 (15, 7.5): section 0 keeps three items in one row, so section 1 starts at
    /// y 3 and shows B0, A0, B1 | B2.
    func test_the_item_moves_into_another_section_and_the_counts_follow_it() async {
        for compositional in [false, true] {
            let (collectionView, dataSource, log) = makeGrid(compositional: compositional)
            XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 7.5))
            XCTAssertEqual(collectionView.indexPathForInteractivelyMovingItem, IndexPath(item: 1, section: 1), "compositional \(compositional)")
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
            XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 4)
            XCTAssertEqual(texts(collectionView, section: 0), ["A1", "A2", "A3"])
            XCTAssertEqual(texts(collectionView, section: 1), ["B0", "A0", "B1", "B2"])
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 0, y: 3, width: 10, height: 3))
            XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 3, section: 1))?.frame, CGRect(x: 0, y: 6, width: 10, height: 3))
            XCTAssertEqual(dataSource.moves, [], "the data source hears at the drop")
            XCTAssertEqual(log.contexts.last, "[1,1] from [0,0]")
        }
    }

    func test_the_drop_moves_the_data_and_keeps_the_counts_without_asking_again() async {
        let (collectionView, dataSource, log) = makeGrid()
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 7.5))
        let countQuestions = dataSource.countQuestions
        collectionView.endInteractiveMovement()
        XCTAssertEqual(dataSource.moves, ["[0, 0] → [1, 1]"])
        XCTAssertEqual(dataSource.sections, [["A1", "A2", "A3"], ["B0", "A0", "B1", "B2"]])
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 4)
        XCTAssertEqual(texts(collectionView, section: 1), ["B0", "A0", "B1", "B2"])
        XCTAssertEqual(dataSource.countQuestions, countQuestions, "UIKit's own data moved the item; counts are not asked again")
        XCTAssertEqual(log.contexts.last, "end [1,1] from [1,1]", "previous: the last index paths reported")
    }

    func test_a_cancel_puts_the_item_back_in_its_section() async {
        let (collectionView, dataSource, log) = makeGrid()
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 7.5))
        collectionView.cancelInteractiveMovement()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 3)
        XCTAssertEqual(texts(collectionView, section: 0), ["A0", "A1", "A2", "A3"])
        XCTAssertEqual(texts(collectionView, section: 1), ["B0", "B1", "B2"])
        XCTAssertEqual(dataSource.moves, [])
        XCTAssertEqual(log.contexts.last, "cancel [0,0] from [1,1]")
    }

    /// After the last item of another section is a place (index = its count); one further is not.
    func test_the_place_after_the_last_item_of_another_section_is_a_target() async {
        let (collectionView, dataSource, _) = makeGrid()
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        dataSource.redirect = IndexPath(item: 4, section: 1)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 7.5))
        XCTAssertEqual(collectionView.indexPathForInteractivelyMovingItem, IndexPath(item: 0, section: 0), "beyond the end: refused")
        dataSource.redirect = IndexPath(item: 3, section: 1)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 7.5))
        XCTAssertEqual(collectionView.indexPathForInteractivelyMovingItem, IndexPath(item: 3, section: 1))
        XCTAssertEqual(texts(collectionView, section: 1), ["B0", "B1", "B2", "A0"])
    }
}

extension CrossSectionMovementTests {
    /// iOS 15's delegate method, given the original, current and proposed index paths, wins over the
    /// older one (Apple: "If you implement this method, the collection view ignores
    /// collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)").
    func test_the_iOS_15_delegate_method_hears_the_current_place_and_decides() async {
        let (collectionView, dataSource, _) = makeGrid()
        let delegate = CurrentPlaceDelegate()
        collectionView.delegate = delegate
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 1.5))   // over item 1
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 7.5))   // over B1
        XCTAssertEqual(delegate.asked, ["[0, 0] at [0, 0] → [0, 1]", "[0, 0] at [0, 1] → [1, 1]"])
        XCTAssertEqual(collectionView.indexPathForInteractivelyMovingItem, IndexPath(item: 1, section: 0), "kept in its section")
        withExtendedLifetime(dataSource) {}
    }
}

/// Keeps items in their section with the iOS 15 method, and refuses everything with the old one
/// (which must not be asked).
@MainActor
private final class CurrentPlaceDelegate: CollectionViewDelegate {
    var asked: [String] = []

    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        asked.append("old method")
        return originalIndexPath
    }

    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        asked.append("\(Array(originalIndexPath)) at \(Array(currentIndexPath)) → \(Array(proposedIndexPath))")
        return proposedIndexPath.section == originalIndexPath.section ? proposedIndexPath : currentIndexPath
    }
}

@MainActor
final class MovementContextLog {
    var contexts: [String] = []

    func record(_ context: CollectionViewLayoutInvalidationContext) {
        guard let targets = context.targetIndexPathsForInteractivelyMovingItems else { return }
        let previous = context.previousIndexPathsForInteractivelyMovingItems ?? []
        let describe = { (paths: [IndexPath]) in paths.map { "[\($0.section),\($0.item)]" }.joined(separator: " ") }
        let prefix = context.interactiveMovementTarget == .zero ? (targets == previous ? "end " : "cancel ") : ""
        contexts.append(prefix + "\(describe(targets)) from \(describe(previous))")
    }
}

private final class MovementRecordingFlowLayout: CollectionViewFlowLayout {
    var log: MovementContextLog?

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        log?.record(context)
        super.invalidateLayout(with: context)
    }
}

private final class MovementRecordingCompositionalLayout: CollectionViewCompositionalLayout {
    var log: MovementContextLog?

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        log?.record(context)
        super.invalidateLayout(with: context)
    }
}

/// Sections of titles; every item may move; records the moves and how often counts are asked.
@MainActor
private final class MovingDataSource: CollectionViewDataSource, CollectionViewDelegate {
    var sections: [[String]]
    var moves: [String] = []
    var countQuestions = 0
    /// Where the delegate sends every proposal (nil: the proposal stands).
    var redirect: IndexPath?

    init(sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        countQuestions += 1
        return sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(Array(sourceIndexPath)) → \(Array(destinationIndexPath))")
        let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(title, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        redirect ?? proposedIndexPath
    }
}
