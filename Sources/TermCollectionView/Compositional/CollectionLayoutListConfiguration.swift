import Foundation

/// How a list section looks: UIKit's `UICollectionLayoutListConfiguration`.
///
/// A terminal list row is one line of text, plus one line for the separator under it when
/// `showsSeparators` is on (the row's `CollectionViewListCell` draws it). Rows do not self-size.
/// The appearances differ as UIKit's do, scaled to cells:
///
/// | appearance      | row inset (columns) | before each section | separators by default |
/// |-----------------|---------------------|--------------------|-----------------------|
/// | `.plain`        | 0                   | —                  | yes                   |
/// | `.grouped`      | 0                   | 1 blank row        | yes                   |
/// | `.insetGrouped` | 2 each side         | 1 blank row        | yes                   |
/// | `.sidebar`      | 1 each side         | 1 blank row        | no                    |
/// | `.sidebarPlain` | 0                   | —                  | no                    |
public struct CollectionLayoutListConfiguration: Sendable {
    /// UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Hashable, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Whether sections get a header: UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Hashable, Sendable {
        case none
        /// A supplementary view of kind `CollectionView.elementKindSectionHeader`, one row tall.
        case supplementary
        /// The first item of each section is its header: that cell's `defaultContentConfiguration()`
        /// is `.header()` (Apple: "Uses the first item in each section as the section header"). The
        /// row keeps the list's row height (and its separator), so every row still costs arithmetic.
        case firstItemInSection
    }

    /// Whether sections get a footer.
    public enum FooterMode: Int, Hashable, Sendable {
        case none
        /// A supplementary view of kind `CollectionView.elementKindSectionFooter`, one row tall.
        case supplementary
    }

    public let appearance: Appearance
    /// Whether rows draw a separator line under their content (two rows per item instead of one).
    public var showsSeparators: Bool
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// Columns of inset on each side of the rows.
    var sideInset: CGFloat {
        switch appearance {
        case .insetGrouped: 2
        case .sidebar: 1
        case .plain, .grouped, .sidebarPlain: 0
        }
    }

    /// Blank rows before each section.
    var sectionSpacing: CGFloat {
        switch appearance {
        case .grouped, .insetGrouped, .sidebar: 1
        case .plain, .sidebarPlain: 0
        }
    }

    var rowHeight: CGFloat { showsSeparators ? 2 : 1 }
}
