import Foundation
@testable import TermCollectionView
import XCTest

/// The edit menu's delegate calls, as UIKit's collection view makes them: `shouldShowMenuForItemAt`,
/// then `canPerformAction(_:forItemAt:withSender:)` for cut:, copy:, paste: in that order, then
/// `performAction(_:forItemAt:withSender:)` for the chosen one, with the collection view as sender.
@MainActor
final class EditMenuTests: XCTestCase {
    func test_no_menu_unless_the_delegate_shows_one() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        XCTAssertNil(collectionView.menuActionsForItem(at: item(2)))
        XCTAssertEqual(recorder.takeLog(), ["shouldShowMenu 2"], "shouldShowMenu false: no action is asked about")
    }

    func test_the_menu_offers_the_allowed_standard_actions_and_performs_the_chosen_one() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        recorder.menuActions = [.copy, .paste]
        XCTAssertEqual(collectionView.menuActionsForItem(at: item(2)), [.copy, .paste])
        collectionView.performMenuAction(.paste, forItemAt: item(2))
        XCTAssertEqual(recorder.takeLog(), [
            "shouldShowMenu 2", "canPerform cut: 2", "canPerform copy: 2", "canPerform paste: 2", "perform paste: 2 sender=collectionView",
        ])
    }

    func test_action_names_are_uikits_selector_names() async {
        XCTAssertEqual(MenuAction.standard.map(\.rawValue), ["cut:", "copy:", "paste:"])
        XCTAssertEqual(MenuAction.standard.map(\.title), ["Cut", "Copy", "Paste"])
    }
}
