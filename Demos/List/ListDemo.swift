import Foundation
import TermCanvas
import TermCollectionView

extension Demo {
    /// A plain list, one row per item: what `Benchmarks/pty` scrolls against ncurses' menu library.
    public static let list = Demo(
        name: "list",
        summary: "A plain list, one row per item (--items N, default 1,000): the scroll benchmark",
        makeHostWithItems: { clock, items in ListDemo.makeHost(clock: clock, items: items, boxed: false) })

    /// The same list with every item in a 3-row box.
    public static let boxList = Demo(
        name: "boxlist",
        summary: "A list of 3-row boxes, one per item (--items N, default 1,000): the boxed scroll benchmark",
        makeHostWithItems: { clock, items in ListDemo.makeHost(clock: clock, items: items, boxed: true) })
}

/// Builds the list demos: a flow layout whose items span the collection view's width.
@MainActor
enum ListDemo {
    /// Items when `--items` is not given.
    static let defaultItemCount = 1_000
    static let rowIdentifier = "ListRow"
    static let boxIdentifier = "ListBox"

    static func makeHost(clock: FrameClock, items: Int, boxed: Bool) -> CollectionViewHost {
        let layout = FullWidthFlowLayout(rowHeight: boxed ? 3 : 1)
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(ListRowCell.self, forCellWithReuseIdentifier: rowIdentifier)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: boxIdentifier)
        let dataSource = ListDataSource(count: max(0, items), identifier: boxed ? boxIdentifier : rowIdentifier)
        collectionView.dataSource = dataSource
        let host = CollectionViewHost(collectionView: collectionView, title: boxed ? "boxlist" : "list", clock: clock)
        host.retainedObjects = [dataSource]
        return host
    }

    /// The label of item `index`, the same in the C menu program of `Benchmarks/pty`.
    static func label(_ index: Int) -> String {
        let digits = String(index)
        return "Item " + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }
}

/// Serves `count` items labelled "Item 0000000", "Item 0000001", …, computed on demand.
@MainActor
final class ListDataSource: CollectionViewDataSource {
    let count: Int
    let identifier: String

    init(count: Int, identifier: String) {
        self.count = count
        self.identifier = identifier
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cell.text = ListDemo.label(indexPath.item)
        return cell
    }
}
