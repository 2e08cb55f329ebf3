import Foundation

extension CollectionView {
    /// How to create and configure a cell class for one kind of item: UIKit's `UICollectionView.CellRegistration`.
    ///
    /// Create it once (outside the data source's cell provider, as UIKit asks) and dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`. The first dequeue registers `Cell` under an
    /// identifier unique to the registration, so registered and classic cells share one reuse queue
    /// per identifier and recycle exactly as `dequeueReusableCell(withReuseIdentifier:for:)` does.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at the index path.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let reuseIdentifier: String
        let handler: Handler

        /// A registration whose `handler` configures each cell it dequeues; the reuse identifier is made unique to this registration.
        public init(handler: @escaping Handler) {
            reuseIdentifier = "\(String(reflecting: Cell.self))#\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A cell for `indexPath` from `registration`'s reuse queue, configured by its handler with `item`.
    /// A `nil` item (UIKit's signature allows one) dequeues the cell without calling the handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
