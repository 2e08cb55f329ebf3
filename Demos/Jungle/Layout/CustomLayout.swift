import Foundation
import TermCollectionView

extension JungleCup {
    /// The layout of Kodeco's (raywenderlich.com) "Custom UICollectionViewLayout Tutorial With
    /// Parallax" — https://www.raywenderlich.com/527-custom-uicollectionviewlayout-tutorial-with-parallax —
    /// line for line where a terminal allows, sizes in cells.
    ///
    /// Top to bottom: a stretchy `header`, a sticky `menu`, then per section a sticky `sectionHeader`,
    /// its cells and a `sectionFooter`. `prepare()` computes every frame once into `cache`; scrolling
    /// only re-runs `layoutAttributesForElements(in:)`, which re-derives the transforms from
    /// `contentOffset` (stretch, stick, parallax).
    ///
    /// Two things differ from the tutorial, both for the terminal: overrides live in the class body
    /// (without `@objc` an `override` cannot live in an extension), and `invalidateLayout(with:)` also
    /// clears the cache when the data changes — the tutorial never reloads, the demo switches teams.
    final class CustomLayout: CollectionViewLayout {

        /// The kinds of element, replacing kind strings in the cache's keys.
        enum Element: String, CaseIterable {
            case header
            case menu
            case sectionHeader
            case sectionFooter
            case cell

            /// The reuse identifier views of this element are registered with.
            var id: String {
                rawValue
            }

            /// The supplementary element kind. Section headers and footers use UIKit's kinds, as the
            /// tutorial's `prepare()` does.
            var kind: String {
                switch self {
                case .sectionHeader: CollectionView.elementKindSectionHeader
                case .sectionFooter: CollectionView.elementKindSectionFooter
                default: "Kind\(rawValue.capitalized)"
                }
            }
        }

        override class var layoutAttributesClass: AnyClass {
            CustomLayoutAttributes.self
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionViewWidth, height: contentHeight)
        }

        // MARK: - Properties

        var settings = CustomLayoutSettings()
        /// How many times `prepare()` has rebuilt the cache (it returns early while the cache is full).
        private(set) var cacheBuilds = 0
        private var oldBounds = CGRect.zero
        private var contentHeight = CGFloat()
        private var cache = [Element: [IndexPath: CustomLayoutAttributes]]()
        private var visibleLayoutAttributes = [CustomLayoutAttributes]()
        private var zIndex = 0

        private var collectionViewHeight: CGFloat {
            collectionView?.frame.height ?? 0
        }

        private var collectionViewWidth: CGFloat {
            collectionView?.frame.width ?? 0
        }

        private var cellHeight: CGFloat {
            settings.itemHeight
        }

        private var cellWidth: CGFloat {
            max(0, collectionViewWidth - 2 * settings.minimumInteritemSpacing)
        }

        private var headerSize: CGSize {
            CGSize(width: collectionViewWidth, height: settings.headerHeight)
        }

        private var menuSize: CGSize {
            CGSize(width: collectionViewWidth, height: settings.menuHeight)
        }

        private var sectionsHeaderSize: CGSize {
            CGSize(width: collectionViewWidth, height: settings.sectionsHeaderHeight)
        }

        private var sectionsFooterSize: CGSize {
            CGSize(width: collectionViewWidth, height: settings.sectionsFooterHeight)
        }

        private var contentOffset: CGPoint {
            collectionView?.contentOffset ?? .zero
        }

        // MARK: - Layout core process

        override func prepare() {
            // 1: the cache survives scrolling; only a size change or new data empties it.
            guard let collectionView, cache.isEmpty else {
                return
            }
            // 2
            prepareCache()
            cacheBuilds += 1
            contentHeight = 0
            zIndex = 0
            oldBounds = collectionView.bounds
            let itemSize = CGSize(width: cellWidth, height: cellHeight)

            // 3
            let headerAttributes = CustomLayoutAttributes(
                forSupplementaryViewOfKind: Element.header.kind, with: IndexPath(item: 0, section: 0))
            prepareElement(size: headerSize, type: .header, attributes: headerAttributes)

            // 4
            let menuAttributes = CustomLayoutAttributes(
                forSupplementaryViewOfKind: Element.menu.kind, with: IndexPath(item: 0, section: 0))
            prepareElement(size: menuSize, type: .menu, attributes: menuAttributes)

            // 5
            for section in 0 ..< collectionView.numberOfSections {
                let sectionHeaderAttributes = CustomLayoutAttributes(
                    forSupplementaryViewOfKind: Element.sectionHeader.kind, with: IndexPath(item: 0, section: section))
                prepareElement(size: sectionsHeaderSize, type: .sectionHeader, attributes: sectionHeaderAttributes)

                for item in 0 ..< collectionView.numberOfItems(inSection: section) {
                    let cellIndexPath = IndexPath(item: item, section: section)
                    let attributes = CustomLayoutAttributes(forCellWith: cellIndexPath)
                    let lineInterSpace = settings.minimumLineSpacing
                    attributes.frame = CGRect(
                        x: settings.minimumInteritemSpacing,
                        y: contentHeight + lineInterSpace,
                        width: itemSize.width,
                        height: itemSize.height)
                    attributes.initialOrigin = attributes.frame.origin
                    attributes.zIndex = zIndex
                    contentHeight = attributes.frame.maxY
                    cache[.cell]?[cellIndexPath] = attributes
                    zIndex += 1
                }

                let sectionFooterAttributes = CustomLayoutAttributes(
                    forSupplementaryViewOfKind: Element.sectionFooter.kind, with: IndexPath(item: 0, section: section))
                prepareElement(size: sectionsFooterSize, type: .sectionFooter, attributes: sectionFooterAttributes)
            }

            // 6
            updateZIndexes()
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            // Scrolling changes only the origin: keep the cache, but re-run the transforms (true).
            // A resize changes the size: every frame depends on the width, so rebuild.
            if oldBounds.size != newBounds.size {
                cache.removeAll(keepingCapacity: true)
            }
            return true
        }

        override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
            // `reloadData()` (a team switch) and `invalidateLayout()` (a settings toggle) invalidate
            // everything; scrolling's bounds-change context does not, so the cache stays for it.
            if context.invalidateEverything || context.invalidateDataSourceCounts {
                cache.removeAll(keepingCapacity: true)
            }
            super.invalidateLayout(with: context)
        }

        // MARK: - Providing attributes to the collection view

        override func layoutAttributesForSupplementaryView(
            ofKind elementKind: String, at indexPath: IndexPath
        ) -> CollectionViewLayoutAttributes? {
            switch elementKind {
            case Element.sectionHeader.kind: cache[.sectionHeader]?[indexPath]
            case Element.sectionFooter.kind: cache[.sectionFooter]?[indexPath]
            case Element.header.kind: cache[.header]?[indexPath]
            case Element.menu.kind: cache[.menu]?[indexPath]
            default: nil
            }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            cache[.cell]?[indexPath]
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            guard let collectionView else {
                return nil
            }
            visibleLayoutAttributes.removeAll(keepingCapacity: true)

            // 1: values the loop would otherwise recompute for every element.
            let halfHeight = collectionViewHeight * 0.5
            let halfCellHeight = cellHeight * 0.5

            // 2
            for (type, elementInfos) in cache {
                for (indexPath, attributes) in elementInfos {
                    // 3: start from the prepared frame. The tutorial resets parallax and transform;
                    // the overlay is reset too, so switching the overlay off clears it.
                    attributes.parallax = .identity
                    attributes.transform = .identity
                    attributes.headerOverlayAlpha = 0

                    // 4: supplementary views move before the intersection test, so a pinned header
                    // whose prepared frame is off screen is still found.
                    updateSupplementaryViews(type, attributes: attributes, collectionView: collectionView, indexPath: indexPath)
                    if attributes.frame.intersects(rect) {
                        // 5
                        if type == .cell, settings.isParallaxOnCellsEnabled {
                            updateCells(attributes, halfHeight: halfHeight, halfCellHeight: halfCellHeight)
                        }
                        visibleLayoutAttributes.append(attributes)
                    }
                }
            }
            return visibleLayoutAttributes
        }
    }
}

// MARK: - Preparing the cache

extension JungleCup.CustomLayout {
    private func prepareCache() {
        cache.removeAll(keepingCapacity: true)
        for element in Element.allCases {
            cache[element] = [IndexPath: JungleCup.CustomLayoutAttributes]()
        }
    }

    /// Caches a supplementary element below the content so far, remembering its origin.
    private func prepareElement(size: CGSize, type: Element, attributes: JungleCup.CustomLayoutAttributes) {
        // An element without a size is not shown at all.
        guard size.height > 0 else {
            return
        }
        attributes.initialOrigin = CGPoint(x: 0, y: contentHeight)
        attributes.frame = CGRect(origin: attributes.initialOrigin, size: size)
        attributes.zIndex = zIndex
        zIndex += 1
        contentHeight = attributes.frame.maxY
        cache[type]?[attributes.indexPath] = attributes
    }

    /// Section headers above every cell and footer, the menu above everything — the order sticky
    /// elements need. (The tutorial walks a dictionary here; sorting keeps the order the same each run.)
    private func updateZIndexes() {
        guard let sectionHeaders = cache[.sectionHeader] else {
            return
        }
        var sectionHeadersZIndex = zIndex
        for indexPath in sectionHeaders.keys.sorted() {
            sectionHeaders[indexPath]?.zIndex = sectionHeadersZIndex
            sectionHeadersZIndex += 1
        }
        cache[.menu]?.first?.value.zIndex = sectionHeadersZIndex
    }
}

// MARK: - Transforms

extension JungleCup.CustomLayout {
    private func updateSupplementaryViews(
        _ type: Element, attributes: JungleCup.CustomLayoutAttributes, collectionView: CollectionView, indexPath: IndexPath
    ) {
        switch type {
        case .sectionHeader where settings.isSectionHeadersSticky:
            updateSectionHeaders(attributes, collectionView: collectionView, indexPath: indexPath)
        case .header where settings.isHeaderStretchy:
            updateStretchyHeaders(attributes, collectionView: collectionView)
        case .menu where settings.isMenuSticky:
            updateMenu(attributes)
        default:
            break
        }
    }

    /// Pins a section header under the menu (or the top) while its section scrolls by; the end of the
    /// section pushes it: it never moves further than the height of the section's cells.
    private func updateSectionHeaders(
        _ attributes: JungleCup.CustomLayoutAttributes, collectionView: CollectionView, indexPath: IndexPath
    ) {
        let upperLimit = CGFloat(collectionView.numberOfItems(inSection: indexPath.section))
            * (cellHeight + settings.minimumLineSpacing)
        let menuOffset = settings.isMenuSticky ? menuSize.height : 0
        attributes.transform = CGAffineTransform(
            translationX: 0,
            y: min(upperLimit, max(0, contentOffset.y - attributes.initialOrigin.y + menuOffset)))
    }

    /// Pulled down (negative offset): scales the header so it fills from the top of the view to its
    /// bottom edge. Scrolled up: keeps it in place behind the content and darkens it.
    private func updateStretchyHeaders(_ attributes: JungleCup.CustomLayoutAttributes, collectionView: CollectionView) {
        let updatedHeight = min(
            collectionView.frame.height,
            max(headerSize.height, headerSize.height - contentOffset.y))
        let scaleFactor = updatedHeight / headerSize.height
        let delta = (updatedHeight - headerSize.height) / 2
        let scale = CGAffineTransform(scaleX: scaleFactor, y: scaleFactor)
        let translation = CGAffineTransform(translationX: 0, y: min(contentOffset.y, headerSize.height) + delta)
        attributes.transform = scale.concatenating(translation)
        if settings.isAlphaOnHeaderActive {
            // Clamped at 0 as well: a pull gives a negative ratio, which the tutorial's UIView alpha
            // would clamp by itself.
            attributes.headerOverlayAlpha = max(0, min(
                settings.headerOverlayMaxAlphaValue,
                contentOffset.y / headerSize.height))
        }
    }

    /// Pins the menu to the top once the header has scrolled away.
    private func updateMenu(_ attributes: JungleCup.CustomLayoutAttributes) {
        attributes.transform = CGAffineTransform(
            translationX: 0,
            y: max(attributes.initialOrigin.y, contentOffset.y) - headerSize.height)
    }

    /// Maps the cell's distance from the middle of the view to a picture offset of at most
    /// `maxParallaxOffset` either way: cells above the middle push their picture down, cells below up.
    private func updateCells(_ attributes: JungleCup.CustomLayoutAttributes, halfHeight: CGFloat, halfCellHeight: CGFloat) {
        // 1
        let cellDistanceFromCenter = attributes.center.y - contentOffset.y - halfHeight
        // 2
        let parallaxOffset = -(settings.maxParallaxOffset * cellDistanceFromCenter) / (halfHeight + halfCellHeight)
        // 3
        let boundedParallaxOffset = min(max(-settings.maxParallaxOffset, parallaxOffset), settings.maxParallaxOffset)
        // 4
        attributes.parallax = CGAffineTransform(translationX: 0, y: boundedParallaxOffset)
    }
}
