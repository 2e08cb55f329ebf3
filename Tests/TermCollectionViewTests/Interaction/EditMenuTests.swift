import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// The edit menu's delegate calls, as UIKit's collection view makes them: `shouldShowMenuForItemAt`,
/// then `canPerformAction(_:forItemAt:withSender:)` for cut:, copy:, paste: in that order, then
/// `performAction(_:forItemAt:withSender:)` for the chosen one, with the collection view as sender.
@MainActor
final class EditMenuTests: XCTestCase {
    func test_no_menu_unless_the_delegate_shows_one() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        XCTAssertNil(collectionView.menuEntriesForItem(at: item(2)))
        XCTAssertEqual(recorder.takeLog(), ["shouldShowMenu 2"], "shouldShowMenu false: no action is asked about")
    }

    func test_the_menu_offers_the_allowed_standard_actions_and_performs_the_chosen_one() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        recorder.menuActions = [.copy, .paste]
        let entries = collectionView.menuEntriesForItem(at: item(2)) ?? []
        XCTAssertEqual(entries.map(\.title), ["Copy", "Paste"])
        entries[1].perform()
        XCTAssertEqual(recorder.takeLog(), [
            "shouldShowMenu 2", "canPerform cut: 2", "canPerform copy: 2", "canPerform paste: 2", "perform paste: 2 sender=collectionView",
        ])
    }

    /// iOS 13's context menu comes first, as on the phone: its actions (a submenu's in place, titled
    /// with it; hidden and disabled ones left out; `.on` checked) are the rows, and a row runs its handler.
    /// Without a click the point is the item's centre: item 2 spans x 20…30 and y 0…3.
    func test_a_context_menu_lists_its_actions_and_a_row_runs_the_handler() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        recorder.menuActions = [.copy]
        let delegate = ContextMenuDelegate()
        collectionView.delegate = delegate
        let entries = collectionView.menuEntriesForItem(at: item(2)) ?? []
        XCTAssertEqual(entries.map(\.title), ["✓ Favorite", "Share ▸ Message", "Share ▸ Mail", "Delete"])
        entries[3].perform()
        XCTAssertEqual(delegate.log, ["configuration 2 at (25.0, 1.5)", "Delete"])
    }

    func test_action_names_are_uikits_selector_names() async {
        XCTAssertEqual(MenuAction.standard.map(\.rawValue), ["cut:", "copy:", "paste:"])
        XCTAssertEqual(MenuAction.standard.map(\.title), ["Cut", "Copy", "Paste"])
    }
}

/// A delegate with a context menu: a checked action, a submenu, a hidden and a disabled action, a
/// destructive one.
@MainActor
private final class ContextMenuDelegate: CollectionViewDelegate {
    var log: [String] = []

    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration? {
        log.append("configuration \(indexPath.item) at (\(point.x), \(point.y))")
        return ContextMenuConfiguration(actionProvider: { [unowned self] _ in
            Menu(children: [
                Action(title: "Favorite", state: .on) { [unowned self] _ in log.append("Favorite") },
                Menu(title: "Share", children: [
                    Action(title: "Message") { _ in }, Action(title: "Mail") { _ in },
                ]),
                Action(title: "Secret", attributes: .hidden) { _ in },
                Action(title: "Archive", attributes: .disabled) { _ in },
                Action(title: "Delete", attributes: .destructive) { [unowned self] _ in log.append("Delete") },
            ])
        })
    }
}
