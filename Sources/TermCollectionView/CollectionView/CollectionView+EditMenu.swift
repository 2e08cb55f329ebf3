import Foundation

/// The edit menu of an item, as UIKit's collection view runs it (iOS 6–13 API): on a long press it asks
/// `shouldShowMenuForItemAt`, then `canPerformAction(_:forItemAt:withSender:)` for each standard action
/// (cut, copy, paste); the menu lists those answering true; the chosen one goes to
/// `performAction(_:forItemAt:withSender:)`. The app layer draws the menu and picks the action; the
/// sender is the collection view. `contextMenuConfigurationForItemAt` (iOS 13+) is not simulated.
extension CollectionView {
    /// The actions the item's menu offers, or nil when the delegate shows no menu for it (or allows no
    /// action).
    package func menuActionsForItem(at indexPath: IndexPath) -> [MenuAction]? {
        guard isValidItem(indexPath), let delegate,
              delegate.collectionView(self, shouldShowMenuForItemAt: indexPath) else { return nil }
        let actions = MenuAction.standard.filter {
            delegate.collectionView(self, canPerformAction: $0, forItemAt: indexPath, withSender: self)
        }
        return actions.isEmpty ? nil : actions
    }

    /// The user chose `action` in the item's menu.
    package func performMenuAction(_ action: MenuAction, forItemAt indexPath: IndexPath) {
        delegate?.collectionView(self, performAction: action, forItemAt: indexPath, withSender: self)
    }
}
