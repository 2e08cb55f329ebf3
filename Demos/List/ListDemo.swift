import Foundation
import TermApp
import TermCanvas
import TermCollectionView

extension Demo {
    /// A plain list, one row per item: what `Benchmarks/pty` scrolls against ncurses' menu library.
    public static let list = Demo(
        name: "list",
        summary: "A plain list, one row per item (--items N, default 1,000): the scroll benchmark",
        makeViewControllerWithItems: { items in ListViewController(items: items, boxed: false) })

    /// The same list with every item in a 3-row box.
    public static let boxList = Demo(
        name: "boxlist",
        summary: "A list of 3-row boxes, one per item (--items N, default 1,000): the boxed scroll benchmark",
        makeViewControllerWithItems: { items in ListViewController(items: items, boxed: true) })
}

/// Constants and labels of the list demos.
@MainActor
enum ListDemo {
    /// Items when `--items` is not given.
    static let defaultItemCount = 1_000
    static let rowIdentifier = "ListRow"
    static let boxIdentifier = "ListBox"

    /// The label of item `index`, the same in the C menu program of `Benchmarks/pty`.
    static func label(_ index: Int) -> String {
        let digits = String(index)
        return "Item " + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }
}

/// A list screen: a flow layout whose items span the collection view's width, serving `count` items
/// labelled "Item 0000000", "Item 0000001", …, computed on demand.
final class ListViewController: CollectionViewController {
    let count: Int
    let identifier: String
    private let boxed: Bool

    init(items: Int, boxed: Bool) {
        count = max(0, items)
        identifier = boxed ? ListDemo.boxIdentifier : ListDemo.rowIdentifier
        self.boxed = boxed
        super.init(collectionViewLayout: FullWidthFlowLayout(rowHeight: boxed ? 3 : 1))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = boxed ? "boxlist" : "list"
        collectionView.register(ListRowCell.self, forCellWithReuseIdentifier: ListDemo.rowIdentifier)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: ListDemo.boxIdentifier)
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cell.text = ListDemo.label(indexPath.item)
        return cell
    }
}
