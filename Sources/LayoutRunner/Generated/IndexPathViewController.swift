import Foundation
import LayoutQA
import TermCanvas
import TermApp
import TermCollectionView

/// The screen `tcv run` makes for a layout file that has no controller: a `CollectionViewController`
/// subclass, as Xcode's collection view controller template is, showing `sections` × `items` cells
/// labelled with their index path, and for every supplementary element the layout asks for, a view
/// labelled with its kind and index path.
///
/// UIKit requires a supplementary kind to be registered before a view of it is dequeued (the
/// documentation of `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`: call it prior to
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`). The kinds a layout uses are not
/// known in advance, so this controller registers the flow layout's header and footer kinds in
/// `viewDidLoad` and any other kind the moment the collection view first asks for it, right before
/// dequeuing it — an unregistered kind can never stop the program.
///
/// Keys change the data as a UIKit view controller does it — the data first, then `insertItems(at:)`,
/// `deleteItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)`, `insertSections(_:)`, `deleteSections(_:)`,
/// or several in `performBatchUpdates(_:completion:)` (`IndexPathData.updateKeys`, listed in the help
/// overlay), so a layout's update animations can be tried: cells name their items, so each shows where
/// it went.
///
/// Being a `UICollectionViewController`, it is its collection view's data source and delegate (UIKit's
/// documentation of that class), so a trace shows the display and selection calls. It implements no
/// flow-layout delegate method, so a flow layout uses its own `itemSize` and spacing, as
/// `collectionView(_:layout:sizeForItemAt:)`'s documentation says UIKit does when the delegate does
/// not implement it.
@preconcurrency @MainActor
public final class IndexPathViewController: CollectionViewController {
    /// The cells' reuse identifier.
    public static let cellIdentifier = "IndexPathCell"
    /// The supplementary views' reuse identifier (one per kind).
    public static let supplementaryIdentifier = "KindLabel"

    /// The number of sections at the start.
    public let sections: Int
    /// The number of items in every section at the start.
    public let items: Int
    /// The items now.
    public private(set) var data: IndexPathData
    /// Kinds registered so far.
    public private(set) var registeredKinds: Set<String> = []

    /// A controller of `sections` sections of `items` items whose collection view uses `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout, sections: Int, items: Int) {
        self.sections = sections
        self.items = items
        data = IndexPathData(sections: sections, items: items)
        super.init(collectionViewLayout: layout)
    }

    /// Registers the cell class and the flow layout's header and footer kinds.
    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        register(CollectionView.elementKindSectionHeader)
        register(CollectionView.elementKindSectionFooter)
        for updateKey in IndexPathData.updateKeys {
            addKeyCommand(KeyCommand(inputs: [updateKey.key], title: updateKey.title) { [unowned self] in press(updateKey.key) })
        }
    }

    /// The item the update keys act on: the selected one, else the first visible one.
    public var focusedItem: IndexPath? {
        collectionView.indexPathsForSelectedItems?.first ?? collectionView.indexPathsForVisibleItems.sorted().first
    }

    /// Makes the change `key` stands for: the data first, then the collection view is told.
    func press(_ key: Key) {
        guard let update = data.update(for: key, focused: focusedItem) else { return }
        let change = { [self] in
            data.apply(update)
            tell(update)
        }
        if update.isBatch { collectionView.performBatchUpdates(change) } else { change() }
    }

    private func tell(_ update: DataUpdate) {
        if !update.deletedSections.isEmpty { collectionView.deleteSections(IndexSet(update.deletedSections)) }
        if !update.insertedSections.isEmpty { collectionView.insertSections(IndexSet(update.insertedSections.keys)) }
        if !update.deletedItems.isEmpty { collectionView.deleteItems(at: update.deletedItems) }
        if !update.insertedItems.isEmpty { collectionView.insertItems(at: update.insertedItems) }
        for move in update.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        if !update.reloadedItems.isEmpty { collectionView.reloadItems(at: update.reloadedItems) }
    }

    public override func numberOfSections(in collectionView: CollectionView) -> Int { data.sections.count }

    public override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        data.sections[section].count
    }

    public override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        cell.text = data.sections[indexPath.section][indexPath.item].label
        return cell
    }

    public override func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        register(kind)
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.supplementaryIdentifier, for: indexPath)
        view.text = "\(Self.shortName(ofKind: kind)) \(CallFormat.indexPath(indexPath))"
        return view
    }

    private func register(_ kind: String) {
        guard registeredKinds.insert(kind).inserted else { return }
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind,
                                withReuseIdentifier: Self.supplementaryIdentifier)
    }

    /// "header"/"footer" for the flow kinds (their UIKit strings are long), the kind itself otherwise.
    static func shortName(ofKind kind: String) -> String {
        switch kind {
        case CollectionView.elementKindSectionHeader: "header"
        case CollectionView.elementKindSectionFooter: "footer"
        default: kind
        }
    }
}
