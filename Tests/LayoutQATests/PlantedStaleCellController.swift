import Foundation
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

/// A list whose `r` key changes the focused item's data but forgets `reloadItems(at:)` — the classic
/// UIKit mistake that leaves a cell showing old content — for the reference-model check to find.
@MainActor
final class PlantedStaleCellController: CollectionViewController {
    private(set) var versions = Array(repeating: 1, count: 40)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        addKeyCommand(KeyCommand(input: "r", title: "reload the focused item (forgets to tell the collection view)") { [unowned self] in
            guard let focused = FocusedItem.of(collectionView) else { return }
            versions[focused.item] += 1
        })
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { versions.count }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.text = StaleCellModel.label(item: indexPath.item, version: versions[indexPath.item])
        return cell
    }
}

/// The model of what `r` should do: bump the focused item's version.
@MainActor
final class StaleCellModel: ReferenceModel {
    private var versions = Array(repeating: 1, count: 40)

    static func label(item: Int, version: Int) -> String { "item \(item) v\(version)" }

    var updateKeys: [Key] { [.character("r")] }
    var numberOfSections: Int { 1 }

    func numberOfItems(inSection section: Int) -> Int { versions.count }

    func label(at indexPath: IndexPath) -> String { Self.label(item: indexPath.item, version: versions[indexPath.item]) }

    func press(_ key: Key, focused: IndexPath?) {
        if let focused { versions[focused.item] += 1 }
    }
}

/// The selected item, else the first visible one.
@MainActor
enum FocusedItem {
    static func of(_ collectionView: CollectionView) -> IndexPath? {
        collectionView.indexPathsForSelectedItems?.first ?? collectionView.indexPathsForVisibleItems.sorted().first
    }
}
