import Foundation
import TermCanvas
import TermCollectionView
import XCTest

/// List configurations, list cells and their content configurations.
@MainActor
final class ListLayoutTests: XCTestCase {
    final class Rows: CollectionViewDataSource {
        let sections: [[String]]
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = indexPath.item == 0 ? "first" : nil
            content.image = Image(systemName: indexPath.item == 0 ? "star.fill" : "folder")
            cell.contentConfiguration = content
            cell.accessories = indexPath.item == 0 ? [.label(text: "3"), .disclosureIndicator()] : [.checkmark()]
        }
        let headerRegistration = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            header.contentConfiguration = content
        }

        init(_ sections: [[String]]) { self.sections = sections }

        func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: sections[indexPath.section][indexPath.item])
        }

        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> CollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func render(_ configuration: CollectionLayoutListConfiguration, width: CGFloat = 30, height: CGFloat = 9) -> (CollectionView, [String]) {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height),
                                            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let dataSource = Rows([["Inbox", "Drafts"], ["Archive"]])
        collectionView.dataSource = dataSource
        let lines = CollectionViewRenderer.canvas(for: collectionView).textLines()
        return (collectionView, lines)
    }

    func test_insetGrouped_with_headers_rows_are_inset_two_columns_after_a_blank_row() async {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let (collectionView, lines) = render(configuration)
        // Section 0: blank row 0, header row 1 (x 2, 26 wide), rows of 2 (content + separator) from 2.
        let layout = collectionView.collectionViewLayout
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 2, y: 1, width: 26, height: 1))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 2, y: 4, width: 26, height: 2))
        // Section 1 starts at 6: blank 6, header 7, row 8.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 2, y: 8, width: 26, height: 2))
        // Cell columns 2…27: one column of padding, the image, the text, the dim secondary text two
        // columns later; accessories end one column before the trailing edge; the separator starts
        // under the text (column 2 + 3) and runs to the cell's edge.
        XCTAssertEqual(lines, [
            "                              ",
            "   Section 0                  ",
            "   ★ Inbox  first       3 ›   ",
            "     ───────────────────────  ",
            "   ▤ Drafts               ✓   ",
            "     ───────────────────────  ",
            "                              ",
            "   Section 1                  ",
            "   ★ Archive  first     3 ›   ",
        ])
    }

    func test_plain_sidebar_has_one_row_per_item_and_no_separators() async {
        let configuration = CollectionLayoutListConfiguration(appearance: .sidebarPlain)
        XCTAssertFalse(configuration.showsSeparators)
        let (collectionView, lines) = render(configuration, height: 4)
        XCTAssertEqual(collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 2, width: 30, height: 1))
        XCTAssertEqual(lines, [
            " ★ Inbox  first           3 › ",
            " ▤ Drafts                   ✓ ",
            " ★ Archive  first         3 › ",
            "                              ",
        ])
    }

    func test_list_section_from_a_provider_and_footer_mode() async {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.footerMode = .supplementary
        configuration.showsSeparators = false
        let layout = CollectionViewCompositionalLayout { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 9), collectionViewLayout: layout)
        let dataSource = Rows([["Inbox", "Drafts"], ["Archive"]])
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "footer")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        // Rows 0 and 1, footer 2; section 1: row 3, footer 4.
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionFooter,
                                                                   at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 4, width: 30, height: 1))
    }

    func test_Image_systemName_maps_known_symbols_and_fails_for_unknown_ones() async {
        XCTAssertEqual(Image(systemName: "star.fill")?.glyph, "★")
        XCTAssertEqual(Image(systemName: "no.such.symbol")?.glyph, "◆", "a name without a glyph shows where the symbol goes")
        XCTAssertNil(Image(systemName: ""))
    }
}
