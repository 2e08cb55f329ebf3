import Foundation
import TermCollectionView

/// The screens of the modern demo, after Apple's sample "Implementing Modern Collection Views":
/// each builds its compositional layout and says what its sections hold.
enum ModernPage: CaseIterable {
    case grid, insetGrid, columns, distinctSections, adaptiveSections, badges, headersFooters,
         pinnedHeaders, sectionBackground, nestedGroups, orthogonal, list

    /// The key that shows the page (`l` also cycles the list appearances).
    var key: Character {
        switch self {
        case .grid: "1"
        case .insetGrid: "2"
        case .columns: "3"
        case .distinctSections: "4"
        case .adaptiveSections: "5"
        case .badges: "6"
        case .headersFooters: "7"
        case .pinnedHeaders: "8"
        case .sectionBackground: "9"
        case .nestedGroups: "0"
        case .orthogonal: "o"
        case .list: "l"
        }
    }

    var title: String {
        switch self {
        case .grid: "grid: 5 items of fractionalWidth(0.2) per group"
        case .insetGrid: "inset grid: item contentInsets"
        case .columns: "two columns: subitem count 2, fixed spacing"
        case .distinctSections: "distinct sections: list, 5-column grid, 3-column grid"
        case .adaptiveSections: "adaptive sections: more columns from 100 columns wide (regular)"
        case .badges: "badges: supplementary items anchored top-trailing"
        case .headersFooters: "section headers and footers"
        case .pinnedHeaders: "pinned section headers (pinToVisibleBounds)"
        case .sectionBackground: "section background decoration"
        case .nestedGroups: "nested groups"
        case .orthogonal: "orthogonal sections, one per behaviour: ←/→ scroll one sideways"
        case .list: "list"
        }
    }

    /// Items per section.
    var sectionItemCounts: [Int] {
        switch self {
        case .grid, .insetGrid, .columns, .badges: [120]
        case .distinctSections, .adaptiveSections: [6, 20, 12, 6, 20, 12]
        case .headersFooters, .pinnedHeaders: [15, 15, 15, 15, 15]
        case .sectionBackground: [10, 10, 10, 10, 10]
        case .nestedGroups: [60]
        case .orthogonal: Array(repeating: 30, count: ModernLayouts.orthogonalBehaviors.count)
        case .list: ModernListData.sections.map(\.rows.count)
        }
    }
}
