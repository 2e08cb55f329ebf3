import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// Reorders its rows by drag and drop, as Apple's "Supporting Drag and Drop in Collection Views"
/// teaches: the drag delegate hands a `DragItem` carrying the row's text, the drop delegate proposes
/// a move while the drag is its own and, on the drop, moves the row in one batch update and tells
/// the coordinator where it went. Every delegate call is logged.
private final class DraggableRowsController: LoggingRowsController, CollectionViewDragDelegate, CollectionViewDropDelegate {
    var proposesMoves = true

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dragInteractionEnabled = true
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        log.append("itemsForBeginning \(indexPath.item)")
        let item = DragItem(itemProvider: ItemProvider(object: rows[indexPath.item] as NSString))
        item.localObject = rows[indexPath.item]
        return [item]
    }

    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) { log.append("dragWillBegin") }
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) { log.append("dragDidEnd") }

    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
        log.append("canHandle")
        return session.canLoadObjects(ofClass: NSString.self)
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) { log.append("dropDidEnter") }
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) { log.append("dropDidExit") }
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) { log.append("dropDidEnd") }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        log.append("update \(destinationIndexPath.map { String($0.item) } ?? "nil")")
        guard proposesMoves, collectionView.hasActiveDrag else { return CollectionViewDropProposal(operation: .forbidden) }
        return CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
              let source = item.sourceIndexPath else { return }
        log.append("performDrop \(source.item)→\(destination.item) \(item.dragItem.localObject as? String ?? "?")")
        let target = IndexPath(item: min(destination.item, rows.count - 1), section: 0)
        collectionView.performBatchUpdates {
            self.rows.insert(self.rows.remove(at: source.item), at: target.item)
            collectionView.deleteItems(at: [source])
            collectionView.insertItems(at: [target])
        }
        coordinator.drop(item.dragItem, toItemAt: target)
    }
}

/// Drag and drop inside one collection view, driven by the mouse (or `d` and the arrows), in UIKit's
/// order of delegate calls. Rows 16 × 3 points: row i at y 3i.
@MainActor
final class DragAndDropTests: XCTestCase {
    private func run(_ controller: DraggableRowsController, keys: String) throws {
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        _ = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 16, height: 10)).run(try KeyScript.parse(keys))
    }

    func test_dragging_a_row_onto_another_moves_it_through_the_drop_delegate() async throws {
        let controller = DraggableRowsController()
        try run(controller, keys: "<Press:4,1><Drag:4,4><Drag:4,7><Release:4,7><Wait:500>")
        XCTAssertEqual(controller.log, [
            "shouldHighlight 0", "itemsForBeginning 0", "dragWillBegin", "didUnhighlight 0",
            "canHandle", "dropDidEnter", "update 1", "update 2", "update 2",
            "performDrop 0→2 row 0", "dropDidEnd", "dragDidEnd",
        ])
        XCTAssertEqual(controller.rows, ["row 1", "row 2", "row 0", "row 3", "row 4", "row 5"])
        XCTAssertFalse(controller.collectionView.hasActiveDrag)
        XCTAssertEqual(controller.collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text).prefix(3),
                       ["row 1", "row 2", "row 0"])
    }

    func test_a_forbidden_proposal_drops_nothing_but_both_sides_hear_the_end() async throws {
        let controller = DraggableRowsController()
        controller.proposesMoves = false
        try run(controller, keys: "<Press:4,1><Drag:4,7><Release:4,7>")
        XCTAssertFalse(controller.log.contains { $0.hasPrefix("performDrop") }, "\(controller.log)")
        XCTAssertEqual(controller.log.suffix(2), ["dropDidEnd", "dragDidEnd"])
        XCTAssertEqual(controller.rows, (0..<6).map { "row \($0)" })
    }

    /// Released below the 10-row screen: the drag left the view (`dropSessionDidExit`), nothing drops.
    func test_a_release_outside_the_view_exits_and_cancels() async throws {
        let controller = DraggableRowsController()
        try run(controller, keys: "<Press:4,1><Drag:4,7><Release:4,14>")
        XCTAssertTrue(controller.log.contains("dropDidExit"), "\(controller.log)")
        XCTAssertFalse(controller.log.contains { $0.hasPrefix("performDrop") })
        XCTAssertEqual(controller.log.last, "dragDidEnd")
    }

    /// UIKit: "The default value of this property is true on iPad and false on iPhone." Without it the
    /// drag is the standard interactive movement, which this data source does not allow.
    func test_without_dragInteractionEnabled_no_drag_begins() async throws {
        let controller = DraggableRowsController()
        _ = controller.view
        controller.collectionView.dragInteractionEnabled = false
        try run(controller, keys: "<Press:4,1><Drag:4,7><Release:4,7>")
        XCTAssertFalse(controller.log.contains("itemsForBeginning 0"), "\(controller.log)")
        XCTAssertEqual(controller.rows, (0..<6).map { "row \($0)" })
    }

    func test_d_lifts_the_focused_row_the_arrows_carry_it_and_enter_drops_it() async throws {
        let controller = DraggableRowsController()
        _ = controller.view
        controller.collectionView.allowsFocus = true
        try run(controller, keys: "<Down><Down>d<Down><Down><Enter><Wait:500>")
        XCTAssertTrue(controller.log.contains("itemsForBeginning 1"), "\(controller.log)")
        XCTAssertTrue(controller.log.contains("performDrop 1→3 row 1"), "\(controller.log)")
        XCTAssertEqual(controller.rows, ["row 0", "row 2", "row 3", "row 1", "row 4", "row 5"])
    }

    func test_esc_cancels_a_keyboard_drag() async throws {
        let controller = DraggableRowsController()
        _ = controller.view
        controller.collectionView.allowsFocus = true
        try run(controller, keys: "<Down>d<Down><Esc>")
        XCTAssertEqual(controller.log.suffix(2), ["dropDidEnd", "dragDidEnd"])
        XCTAssertFalse(controller.collectionView.hasActiveDrag)
        XCTAssertEqual(controller.rows, (0..<6).map { "row \($0)" })
    }

    /// The common ways of reading a dragged string back, as on iOS (Linux's Foundation bridges them).
    func test_an_item_provider_loads_its_text_as_the_classes_code_asks_for() async {
        let provider = ItemProvider(object: "Tile 3" as NSString)
        XCTAssertTrue(provider.canLoadObject(ofClass: NSString.self))
        XCTAssertTrue(provider.canLoadObject(ofClass: String.self))
        XCTAssertFalse(provider.canLoadObject(ofClass: Image.self))
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        XCTAssertFalse(provider.hasItemConformingToTypeIdentifier("public.image"))
        var loaded: String?
        provider.loadObject(ofClass: String.self) { value, _ in loaded = value }
        XCTAssertEqual(loaded, "Tile 3")
        var data: Data?
        provider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") { value, _ in data = value }
        XCTAssertEqual(data.flatMap { String(data: $0, encoding: .utf8) }, "Tile 3")
    }
}
