import Foundation
@testable import TermCollectionViewCore
@testable import TermModernCollectionViews
import TermCollectionView
import Testing

/// UIKit's "identifiers are not unique" message, kept readable: each duplicated identifier once, at most
/// five, and a count when there are more copies than identifiers.
@MainActor
struct DuplicateIdentifierTests {
    @Test func a_thousand_copies_of_one_identifier_are_one_entry_and_a_count() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(repeating: "a", count: 1000), toSection: 0)
        #expect(snapshot.problems == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)} (999 duplicates of 1 identifier)"])
    }

    @Test func many_duplicated_identifiers_show_five_and_how_many_more() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<8), toSection: 0)
        snapshot.appendItems(Array(0..<8), toSection: 0)
        #expect(snapshot.problems == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(0, 1, 2, 3, 4, … 3 more)}"])
    }
}
