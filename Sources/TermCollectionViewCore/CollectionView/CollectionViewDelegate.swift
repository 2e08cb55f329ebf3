import Foundation

/// Hears about display and selection: UIKit's `UICollectionViewDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// A cell is about to appear.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell left the screen and went to the reuse queue.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to appear.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A supplementary view left the screen.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Whether a touch on the item highlights it. Default: true. False skips the whole touch: no
    /// highlight and no selection (UIKit asks it first, as touches arrive).
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// A touch down highlighted the item (after its cell's `isHighlighted` became true).
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The touch ended and the item's highlight was removed (after `isHighlighted` became false).
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item may be selected. Default: true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a selected item may be deselected by a touch (multiple selection). Default: true.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user deselected the item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The layout that runs an interactive transition (`startInteractiveTransition(to:completion:)`).
    /// Default: a plain `CollectionViewTransitionLayout` from `fromLayout` to `toLayout`.
    func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout
    /// The item's context menu (iOS 13+), shown by a long press — here `e` on the focused item or a
    /// right-click — in place of the edit menu. Default: nil (no context menu; the edit menu is asked).
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration?
    /// Whether a long press (here: the menu key) on the item shows the edit menu. Default: false.
    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu offers `action` (`.cut`, `.copy`, `.paste`) for the item. Default: false.
    func collectionView(
        _ collectionView: CollectionView, canPerformAction action: MenuAction, forItemAt indexPath: IndexPath,
        withSender sender: Any?) -> Bool
    /// The user chose `action` in the item's edit menu.
    func collectionView(
        _ collectionView: CollectionView, performAction action: MenuAction, forItemAt indexPath: IndexPath,
        withSender sender: Any?)
    /// Where an interactively moving item goes when the layout proposes `proposedIndexPath`. Default:
    /// the proposal.
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// Where an interactively moving item goes, given where it started, where it is shown now and the
    /// layout's proposal (iOS 15). The collection view asks this one; its default asks
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`, so implementing
    /// either works, and this one wins, as Apple documents.
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// Whether the item can take the focus. Default: the collection view's `allowsFocus` (UIKit: an
    /// implementation of this method takes precedence over `allowsFocus`).
    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// The focus moved: `context` names the item that had it and the one that has it now.
    func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator)
}

extension CollectionViewDelegate {
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Default: does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Default: does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Default: `true`, every item highlights.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Default: `true`, every item may be selected.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Default: `true`, every selected item may be deselected.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Default: `nil`, no context menu (the edit menu is asked instead).
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Default: `false`, no edit menu.
    public func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// Default: `false`, the edit menu offers nothing.
    public func collectionView(
        _ collectionView: CollectionView, canPerformAction action: MenuAction, forItemAt indexPath: IndexPath,
        withSender sender: Any?) -> Bool { false }
    /// Default: does nothing.
    public func collectionView(
        _ collectionView: CollectionView, performAction action: MenuAction, forItemAt indexPath: IndexPath,
        withSender sender: Any?) {}
    /// Default: the proposed index path.
    public func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// Default: asks `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`, so a delegate implementing the older method is heard.
    public func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// Default: the collection view's `allowsFocus`.
    public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        collectionView.allowsFocus
    }
    /// Default: does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator) {}
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Default: a `CollectionViewTransitionLayout` from `fromLayout` to `toLayout`.
    public func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}
