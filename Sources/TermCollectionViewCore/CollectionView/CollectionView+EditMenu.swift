import Foundation

/// The edit menu of an item, as UIKit's collection view runs it (iOS 6–13 API): on a long press it asks
/// `shouldShowMenuForItemAt`, then `canPerformAction(_:forItemAt:withSender:)` for each standard action
/// (cut, copy, paste); the menu lists those answering true; the chosen one goes to
/// `performAction(_:forItemAt:withSender:)`. The app layer draws the menu and picks the action; the
/// sender is the collection view. A context menu (iOS 13+: `contextMenuConfigurationForItemAt`) comes
/// first, as on the phone: its actions, submenus' in place, are the menu's rows, and choosing one runs
/// its handler.
extension CollectionView {
    /// One row of an item's menu: its title and what choosing it does.
    package struct MenuEntry {
        package let title: String
        package let perform: @MainActor () -> Void
    }

    /// The rows of the item's menu, or nil when the delegate shows none for it (no context menu, no
    /// edit menu, or no action allowed). `point` is where the long press (a click) was, in the
    /// collection view's coordinates.
    package func menuEntriesForItem(at indexPath: IndexPath, point: CGPoint? = nil) -> [MenuEntry]? {
        guard isValidItem(indexPath), let delegate = collectionDelegate else { return nil }
        let location = point ?? layoutAttributesForItem(at: indexPath).map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) } ?? .zero
        if let configuration = delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: location) {
            let listed = configuration.actionProvider?([])?.listedActions() ?? []
            return listed.isEmpty ? nil : listed.map { entry in MenuEntry(title: entry.title, perform: entry.action.perform) }
        }
        guard delegate.collectionView(self, shouldShowMenuForItemAt: indexPath) else { return nil }
        let actions = MenuAction.standard.filter {
            delegate.collectionView(self, canPerformAction: $0, forItemAt: indexPath, withSender: self)
        }
        guard !actions.isEmpty else { return nil }
        return actions.map { action in
            MenuEntry(title: action.title) { [weak self] in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, performAction: action, forItemAt: indexPath, withSender: self)
            }
        }
    }
}
