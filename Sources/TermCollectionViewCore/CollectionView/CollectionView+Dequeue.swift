import Foundation

extension CollectionView {
    /// Registers the class to create for cells dequeued with `identifier`. Passing `nil` removes it.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? CollectionViewCell.Type else {
            return UsageError.report(.notAReusableViewClass(String(describing: cellClass), role: "cell (CollectionViewCell)"))
        }
        cellClasses[identifier] = cellType
    }

    /// Registers the class to create for supplementary views of `elementKind` dequeued with `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        guard let viewClass else {
            supplementaryClasses[elementKind]?[identifier] = nil
            return
        }
        guard let viewType = viewClass as? CollectionReusableView.Type else {
            return UsageError.report(.notAReusableViewClass(String(describing: viewClass), role: "supplementary view of kind \"\(elementKind)\""))
        }
        supplementaryClasses[elementKind, default: [:]][identifier] = viewType
    }

    /// A cell for the item at `indexPath`: a recycled one (after `prepareForReuse()`) or a new instance
    /// of the class registered for `identifier`, with the item's layout attributes applied. Stops with
    /// a message naming the identifier and the registered ones if `identifier` is not registered (a
    /// plain `CollectionViewCell` stands in if the `UsageError` handler returns).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = reconfiguredCell(at: indexPath) { return cell }
        let cellClass = cellClasses[identifier] ?? {
            UsageError.report(.unregisteredReuseIdentifier(identifier, role: "cell", registered: Array(cellClasses.keys)))
            return CollectionViewCell.self
        }()
        let key = ElementKey(category: .cell, kind: nil, indexPath: indexPath)
        let attributes = attributesInPass.attributes(for: key) ?? collectionViewLayout.layoutAttributesForItem(at: indexPath)
        // A new cell is made with its item's frame, as UIKit makes it, so `init(frame:)` can size subviews.
        let view = dequeue(ReuseQueue.Key(category: .cell, kind: nil, identifier: identifier)) {
            cellClass.init(_registeredClassWithFrame: attributes.map { mirroredAcrossContent($0.frame) } ?? .zero)
        }
        let cell = view as! CollectionViewCell
        cell.reuseIdentifier = identifier
        if let attributes { applyIfChanged(attributes, to: cell) }
        collectionViewLayout.configureDequeuedCell(cell, at: indexPath)
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, recycled or new, with its attributes
    /// applied. Stops with a message naming the identifier, the kind and the registered identifiers if
    /// `identifier` is not registered for `elementKind` (a plain `CollectionReusableView` stands in if
    /// the `UsageError` handler returns).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let viewClass = supplementaryClasses[elementKind]?[identifier] ?? {
            UsageError.report(.unregisteredReuseIdentifier(
                identifier, role: "supplementary view of kind \"\(elementKind)\"",
                registered: Array(supplementaryClasses[elementKind]?.keys ?? [:].keys)))
            return CollectionReusableView.self
        }()
        let key = ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
        let attributes = attributesInPass.attributes(for: key)
            ?? collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        let view = dequeue(ReuseQueue.Key(category: .supplementaryView, kind: elementKind, identifier: identifier)) {
            viewClass.init(_registeredClassWithFrame: attributes.map { mirroredAcrossContent($0.frame) } ?? .zero)
        }
        view.reuseIdentifier = identifier
        if let attributes { applyIfChanged(attributes, to: view) }
        return view
    }

    /// A decoration view of `kind` from the class the layout registered (a plain
    /// `CollectionReusableView` if none is and the `UsageError` handler returns).
    func dequeueDecorationView(ofKind kind: String) -> CollectionReusableView {
        let viewClass = collectionViewLayout.decorationViewClasses[kind] ?? {
            UsageError.report(.unregisteredDecorationKind(kind))
            return CollectionReusableView.self
        }()
        return dequeue(ReuseQueue.Key(category: .decorationView, kind: kind, identifier: kind)) {
            viewClass.init(_registeredClassWithFrame: .zero)
        }
    }

    /// A recycled view for `key` after `prepareForReuse()`, or a new one from `make`.
    private func dequeue(_ key: ReuseQueue.Key, make: () -> CollectionReusableView) -> CollectionReusableView {
        if let recycled = reuseQueue.dequeue(key) {
            statistics.viewsReused += 1
            recycled.prepareForReuse()
            return recycled
        }
        statistics.viewsCreated += 1
        let view = make()
        // Shown by this collection view from now on: `convert(_:to:)` goes through it, and it is in
        // the collection view's window (UIKit adds a cell as a subview when it first shows it).
        view.displayParent = self
        view.setInWindow(isInWindow)
        return view
    }
}
