import Foundation
import TermCanvas
import TermCollectionView

extension Demo {
    /// Batch updates: insert, delete, move, reload items and sections, animated by a flow subclass.
    public static let updates = Demo(
        name: "updates",
        summary: "Batch updates: i/d/m/r items, n/D sections, b batch, x inconsistency; t grid↔list, +/- interactive"
    ) { clock in
        UpdatesDemo.makeHost(clock: clock)
    }
}

/// Builds the updates screen: a `ScaleFadeFlowLayout`, a cell and a header class, the
/// `UpdatesController` whose edits the keys call and the `LayoutSwitcher` for grid ↔ list.
@MainActor
enum UpdatesDemo {
    static func makeLayout() -> CollectionViewFlowLayout {
        let layout = ScaleFadeFlowLayout()
        layout.itemSize = CGSize(width: 18, height: 3)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 0
        layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        layout.headerReferenceSize = CGSize(width: 0, height: 3)
        return layout
    }

    static func makeHost(clock: FrameClock) -> CollectionViewHost {
        let grid = makeLayout()
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: grid)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: UpdatesController.cellIdentifier)
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: UpdatesController.headerIdentifier)
        let controller = UpdatesController(collectionView: collectionView)
        collectionView.dataSource = controller
        let host = CollectionViewHost(collectionView: collectionView, title: "updates", clock: clock)
        let switcher = LayoutSwitcher(collectionView: collectionView, grid: grid)
        host.retainedObjects = [controller, switcher]
        func command(_ inputs: [Key], _ title: String, _ edit: @escaping @MainActor () -> String) -> KeyCommand {
            KeyCommand(inputs: inputs, title: title) { [unowned host] in host.statusMessage = edit() }
        }
        host.keyCommands = [
            KeyCommand(inputs: [.tab], title: "focus the next item (selects it)") { controller.moveFocus(by: 1) },
            command([.character("i")], "insert an item after the focused one", controller.insertAfterFocused),
            command([.character("d")], "delete the focused item", controller.deleteFocused),
            command([.character("m")], "move the focused item to the front (the first to the end)", controller.moveFocused),
            command([.character("r")], "reload the focused item", controller.reloadFocused),
            command([.character("n")], "insert a section after the focused one", controller.insertSection),
            command([.character("D")], "delete the focused section", controller.deleteFocusedSection),
            command([.character("b")], "random batch: 2 deletes, 2 inserts, 1 move (seeded)", controller.randomBatch),
            command([.character("x")], "inconsistent update on purpose (UIKit would raise)", controller.inconsistentUpdate),
            command([.character("t")], "grid ↔ list animated; finishes an interactive one", switcher.toggle),
            command([.character("+")], "interactive grid ↔ list: transitionProgress +¼") { switcher.step(by: 0.25) },
            command([.character("-")], "interactive transition: transitionProgress −¼") { switcher.step(by: -0.25) },
            command([.character("c")], "cancel the interactive transition", switcher.cancel),
        ]
        return host
    }
}
