import Foundation

extension JungleCup {
    /// The tutorial's `CustomLayoutSettings`: element sizes, which effects are on, and spacing.
    ///
    /// One change from the tutorial: sizes are heights only. The tutorial sets
    /// `CGSize(width: collectionView.frame.width, …)` once in `viewDidLoad`; a terminal is resized
    /// while the demo runs, so every element takes the collection view's width at `prepare()` time.
    struct CustomLayoutSettings: Sendable, Equatable {

        // Elements sizes (rows)
        var itemHeight: CGFloat = 0
        var headerHeight: CGFloat = 0
        var menuHeight: CGFloat = 0
        var sectionsHeaderHeight: CGFloat = 0
        var sectionsFooterHeight: CGFloat = 0

        // Behaviours
        var isHeaderStretchy = false
        var isAlphaOnHeaderActive = true
        var headerOverlayMaxAlphaValue: CGFloat = 0
        var isMenuSticky = false
        var isSectionHeadersSticky = false
        var isParallaxOnCellsEnabled = false

        // Spacing
        /// Left and right margin of the cells (the tutorial uses it as the cells' x).
        var minimumInteritemSpacing: CGFloat = 0
        /// Rows above each cell.
        var minimumLineSpacing: CGFloat = 0
        /// The largest distance, in rows, a cell's picture moves inside the cell.
        var maxParallaxOffset: CGFloat = 0
    }
}

extension JungleCup.CustomLayoutSettings {
    /// What the demo uses: the tutorial's `setupCollectionViewLayout()` values scaled to terminal cells
    /// (300 pt header → 8 rows, 70 pt menu → 3, 50 pt section headers and footers → 1, 200 pt cells → 6;
    /// the 60 pt parallax becomes 1 row, as much as a 4-row picture can move and stay readable).
    static let jungleCup = JungleCup.CustomLayoutSettings(
        itemHeight: 6,
        headerHeight: 8,
        menuHeight: 3,
        sectionsHeaderHeight: 1,
        sectionsFooterHeight: 1,
        isHeaderStretchy: true,
        isAlphaOnHeaderActive: true,
        headerOverlayMaxAlphaValue: 0.6,
        isMenuSticky: true,
        isSectionHeadersSticky: true,
        isParallaxOnCellsEnabled: true,
        minimumInteritemSpacing: 0,
        minimumLineSpacing: 0,
        maxParallaxOffset: 1
    )
}
