import Foundation

/// Begins drags from a collection view: UIKit's `UICollectionViewDragDelegate`. Only the first
/// method is required. A drag begins when the user drags an item off its place with the mouse (or
/// `d` on the focused item) while `dragInteractionEnabled` is true.
@preconcurrency @MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items a drag starting on `indexPath` carries; an empty array refuses the drag.
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// Items to add to a running drag when another item is tapped (tcv drags one item at a time, so
    /// it never asks; defaults to none).
    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                        point: CGPoint) -> [DragItem]
    /// How the lifted cell is shaped (asked and stored only).
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
    /// The drag is about to begin (after `itemsForBeginning`).
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession)
    /// The drag ended, dropped or cancelled.
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession)
    /// Whether a drop may move the items (default true).
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
    /// Whether the drag must stay in this app (default false; it always does in tcv).
    func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
}

extension CollectionViewDragDelegate {
    /// Default: no items to add.
    public func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                               point: CGPoint) -> [DragItem] { [] }
    /// Default: `nil`, the cell's own shape.
    public func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) {}
    /// Default: `true`, a drop may move the items.
    public func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }
    /// Default: `false`.
    public func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { false }
}
