import Foundation

/// How a list section looks: UIKit's `UICollectionLayoutListConfiguration`.
///
/// On a device's screen rows are UIKit's 44 points, headers and footers 44, an inset-grouped list's
/// rows inset 20 points each side, a sidebar's 10, and grouped sections 35 points apart (see
/// `StandardMetrics`). At one point per cell a list row is one line of text, plus one line for the
/// separator under it when `showsSeparators` is on (the row's `CollectionViewListCell` draws it on its
/// last row), and the appearances differ as UIKit's do, scaled to cells. Rows do not self-size.
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

    /// The list's look: plain, grouped, inset grouped or sidebar (see the table above).
    public let appearance: Appearance
    /// Whether rows draw a separator line under their content (two rows per item instead of one).
    public var showsSeparators: Bool
    /// Whether sections get a header; default `.none`.
    public var headerMode: HeaderMode = .none
    /// Whether sections get a footer; default `.none`.
    public var footerMode: FooterMode = .none
    /// Stored only (see `SwipeActionsConfiguration`): a terminal row has no swipe.
    public var leadingSwipeActionsConfigurationProvider: (@MainActor @Sendable (IndexPath) -> SwipeActionsConfiguration?)?
    /// Stored only, as `leadingSwipeActionsConfigurationProvider`.
    public var trailingSwipeActionsConfigurationProvider: (@MainActor @Sendable (IndexPath) -> SwipeActionsConfiguration?)?
    /// Stored only: the list draws on the terminal's background.
    public var backgroundColor: Color?
    /// The separators' look (stored only: separators draw as a dim rule where `showsSeparators`).
    public var separatorConfiguration = ListSeparatorConfiguration(listAppearance: .plain)
    /// Adjusts each item's separators (stored, not called: see `separatorConfiguration`).
    public var itemSeparatorHandler: (@MainActor @Sendable (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration)?
    /// Stored only.
    public var headerTopPadding: CGFloat?

    /// A configuration for `appearance`: separators on except for the sidebar appearances, no headers or footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// Inset on each side of the rows.
    @MainActor var sideInset: CGFloat {
        switch appearance {
        case .insetGrouped: StandardMetrics.insetGroupedSideInset
        case .sidebar: StandardMetrics.sidebarSideInset
        case .plain, .grouped, .sidebarPlain: 0
        }
    }

    /// Space before each section.
    @MainActor var sectionSpacing: CGFloat {
        switch appearance {
        case .grouped, .insetGrouped, .sidebar: StandardMetrics.groupedSectionSpacing
        case .plain, .sidebarPlain: 0
        }
    }

    @MainActor var rowHeight: CGFloat { StandardMetrics.listRowHeight(showsSeparators: showsSeparators) }
}
