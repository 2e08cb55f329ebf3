import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// A cell that writes its highlight and selection changes into the recorder's log, so a test sees
/// them interleaved with the delegate calls.
final class TouchLoggingCell: CollectionViewCell {
    weak var recorder: TouchRecorder?

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { recorder?.log.append("cell \(text ?? "?") isHighlighted=\(isHighlighted)") } }
    }

    override var isSelected: Bool {
        didSet { if isSelected != oldValue { recorder?.log.append("cell \(text ?? "?") isSelected=\(isSelected)") } }
    }
}

/// Data source and delegate of one section of `count` items that logs every touch, selection and
/// focus call by item number; the `refuse…` sets make the `should…`/`can…` answers false.
@MainActor
final class TouchRecorder: CollectionViewDataSource, CollectionViewDelegate {
    let count: Int
    var log: [String] = []
    var refuseHighlight: Set<Int> = []
    var refuseSelect: Set<Int> = []
    var refuseDeselect: Set<Int> = []
    var unfocusable: Set<Int>?
    var focusContexts: [(IndexPath?, IndexPath?, FocusHeading)] = []
    /// The data: item labels in their order (interactive movement reorders them).
    var items: [Int]
    var movable = false
    var redirectMove: ((IndexPath) -> IndexPath)?
    /// The edit menu: nil shows none; else the actions `canPerformAction` allows.
    var menuActions: Set<MenuAction>?

    init(count: Int) {
        self.count = count
        items = Array(0..<count)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TouchLoggingCell
        cell.recorder = nil   // configuring (and reuse) is not a touch: only log once shown
        cell.text = "\(items[indexPath.item])"
        cell.recorder = self
        return cell
    }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return !refuseHighlight.contains(indexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return !refuseSelect.contains(indexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return !refuseDeselect.contains(indexPath.item)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        guard let unfocusable else { return collectionView.allowsFocus }
        return !unfocusable.contains(indexPath.item)
    }

    func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        focusContexts.append((context.previouslyFocusedIndexPath, context.nextFocusedIndexPath, context.focusHeading))
        log.append("didUpdateFocus \(context.previouslyFocusedIndexPath.map { "\($0.item)" } ?? "-") -> "
                   + (context.nextFocusedIndexPath.map { "\($0.item)" } ?? "-"))
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("moveItem \(sourceIndexPath.item) -> \(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append("targetIndexPath \(originalIndexPath.item) proposed \(proposedIndexPath.item)")
        return redirectMove?(proposedIndexPath) ?? proposedIndexPath
    }

    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldShowMenu \(indexPath.item)")
        return menuActions != nil
    }

    func collectionView(
        _ collectionView: CollectionView, canPerformAction action: MenuAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        log.append("canPerform \(action) \(indexPath.item)")
        return menuActions?.contains(action) ?? false
    }

    func collectionView(
        _ collectionView: CollectionView, performAction action: MenuAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {
        log.append("perform \(action) \(indexPath.item) sender=\((sender as AnyObject?) === collectionView ? "collectionView" : "other")")
    }

    func takeLog() -> [String] {
        defer { log = [] }
        return log
    }
}

/// A flow layout that records the rects it is asked about.
final class QueryRecordingFlowLayout: CollectionViewFlowLayout {
    var queries: [CGRect] = []
    /// Keeps the recorder (the collection view's weak data source and delegate) alive with the view.
    var recorder: TouchRecorder?
    /// The interactive movement contexts the layout was invalidated with: targets, previous, position.
    var movementContexts: [String] = []

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if let targets = context.targetIndexPathsForInteractivelyMovingItems {
            let previous = context.previousIndexPathsForInteractivelyMovingItems ?? []
            movementContexts.append("\(targets.map(\.item)) from \(previous.map(\.item)) at (\(context.interactiveMovementTarget.x), \(context.interactiveMovementTarget.y))")
        }
        super.invalidateLayout(with: context)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        queries.append(rect)
        return super.layoutAttributesForElements(in: rect)
    }
}

/// A grid: `count` items 10 × 3 without spacing in a 30 × 9 view — three columns, three rows on
/// screen; item i is at x = 10·(i mod 3), y = 3·(i div 3).
@MainActor
func makeTouchGrid(count: Int = 30, clock: FrameClock? = nil) -> (CollectionView, TouchRecorder, QueryRecordingFlowLayout) {
    let layout = QueryRecordingFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 3)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 9), collectionViewLayout: layout)
    collectionView.register(TouchLoggingCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.clock = clock
    let recorder = TouchRecorder(count: count)
    collectionView.dataSource = recorder
    collectionView.delegate = recorder
    layout.recorder = recorder
    collectionView.layoutIfNeeded()
    return (collectionView, recorder, layout)
}

func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
