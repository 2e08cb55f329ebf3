import Foundation
import TermApp
import TermCanvas
import TermCollectionView

extension Demo {
    /// Batch updates: insert, delete, move, reload items and sections, animated by a flow subclass.
    public static let updates = Demo(
        name: "updates",
        summary: "Batch updates: i/d/m/r items, n/D sections, b batch, x inconsistency; t grid↔list, +/- interactive"
    ) {
        UpdatesViewController(collectionViewLayout: UpdatesViewController.makeLayout())
    }
}

/// The updates screen: a `ScaleFadeFlowLayout`, a cell and a header class, the `UpdatesController`
/// (the data source whose edits the keys call) and the `LayoutSwitcher` for grid ↔ list.
final class UpdatesViewController: CollectionViewController {
    static func makeLayout() -> CollectionViewFlowLayout {
        let layout = ScaleFadeFlowLayout()
        layout.itemSize = CGSize(width: 18, height: 3)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 0
        layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        layout.headerReferenceSize = CGSize(width: 0, height: 3)
        return layout
    }

    private var updates: UpdatesController?
    private var switcher: LayoutSwitcher?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "updates"
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: UpdatesController.cellIdentifier)
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: UpdatesController.headerIdentifier)
        let updates = UpdatesController(collectionView: collectionView)
        collectionView.dataSource = updates
        self.updates = updates
        guard let grid = collectionView.collectionViewLayout as? CollectionViewFlowLayout else { return }
        let switcher = LayoutSwitcher(collectionView: collectionView, grid: grid)
        self.switcher = switcher
        addKeyCommands(updates: updates, switcher: switcher)
    }

    private func addKeyCommands(updates: UpdatesController, switcher: LayoutSwitcher) {
        func command(_ inputs: [Key], _ title: String, _ edit: @escaping @MainActor () -> String) -> KeyCommand {
            KeyCommand(inputs: inputs, title: title) { [unowned self] in self.statusMessage = edit() }
        }
        let commands = [
            KeyCommand(inputs: [.tab], title: "focus the next item (selects it)") { updates.moveFocus(by: 1) },
            command([.character("i")], "insert an item after the focused one", updates.insertAfterFocused),
            command([.character("d")], "delete the focused item", updates.deleteFocused),
            command([.character("m")], "move the focused item to the front (the first to the end)", updates.moveFocused),
            command([.character("r")], "reload the focused item", updates.reloadFocused),
            command([.character("n")], "insert a section after the focused one", updates.insertSection),
            command([.character("D")], "delete the focused section", updates.deleteFocusedSection),
            command([.character("b")], "random batch: 2 deletes, 2 inserts, 1 move (seeded)", updates.randomBatch),
            command([.character("x")], "inconsistent update on purpose (UIKit would raise)", updates.inconsistentUpdate),
            command([.character("t")], "grid ↔ list animated; finishes an interactive one", switcher.toggle),
            command([.character("+")], "interactive grid ↔ list: transitionProgress +¼") { switcher.step(by: 0.25) },
            command([.character("-")], "interactive transition: transitionProgress −¼") { switcher.step(by: -0.25) },
            command([.character("c")], "cancel the interactive transition", switcher.cancel),
        ]
        for command in commands { addKeyCommand(command) }
    }
}
