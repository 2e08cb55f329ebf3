import Foundation

/// Returns the layout of one section, given where it will be: UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
/// Returning `nil` gives the section no items on screen and no length.
public typealias CollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

/// A layout composed of items, groups and sections: UIKit's `UICollectionViewCompositionalLayout`.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
///                                                                  heightDimension: .fractionalHeight(1)))
/// let group = CollectionLayoutGroup.horizontal(
///     layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
///     subitems: [item])
/// let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
/// ```
///
/// `prepare()` asks the section provider for each section (with an environment describing the
/// collection view's size and size classes) and solves each section's group once; it runs again after
/// the data changes, after `invalidateLayout()`, and when the collection view's *size* changes, so a
/// provider that picks its columns from `layoutEnvironment.container.effectiveContentSize` follows a
/// terminal resize. Scrolling does not prepare again: sections with pinned headers or footers make
/// the layout invalidate on every scroll, but only to re-pin them.
///
/// Cost: unlike UIKit, which solves every item up front, each section is solved as one group template
/// repeated, so `prepare()` is O(sections) and a query is O(sections on screen + elements returned),
/// whatever the item count; memory is O(sections + leaves of one group). Only sections with
/// self-sizing `.estimated` items store anything per item: one length per item that was displayed.
@preconcurrency @MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    private let sectionProvider: CollectionViewCompositionalLayoutSectionProvider

    /// Layout-wide settings. Setting it invalidates the layout.
    open var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    var model = CompositionalLayoutModel.empty
    /// Each orthogonal section's own scroll: its offset and the user's drag or settle under way. The
    /// only scrolling state, and only for orthogonal sections that were scrolled.
    var orthogonalScrolls: [Int: CompositionalOrthogonalScroll] = [:]
    private var needsModel = true
    /// Scroll-axis lengths self-sizing items reported, by section and item: the only per-item state,
    /// and only for items with an `.estimated` length that were displayed.
    private var measuredLengths: [Int: [Int: CGFloat]] = [:]
    /// The lengths section headers and footers with an `.estimated` scroll length preferred, by
    /// section and element kind.
    private var measuredBoundaryLengths: [Int: [String: CGFloat]] = [:]
    private var preparedSize: CGSize?

    // All four initializers are designated, as UIKit's are (none of its Objective-C initializers is
    // marked, so Swift imports each as designated): a subclass calls `super.init(section:)`.

    /// A layout whose every section is `section`.
    public init(section: CollectionLayoutSection) {
        self.sectionProvider = { _, _ in section }
        self.configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration` (scroll direction, spacing between sections, layout-wide headers).
    public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        self.configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
                configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Not simulated: a compositional layout cannot come from an archive here, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Layout pass

    /// Asks the provider for each section and solves it, when the data, the configuration or the
    /// collection view's size changed since the last time.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let size = Self.contentAreaSize(of: collectionView)
        guard needsModel || size != preparedSize else { return }
        model = CompositionalLayoutModel(collectionView: collectionView, size: size, configuration: configuration,
                                         attributesClass: attributesClass, provider: sectionProvider,
                                         measuredLengths: measuredLengths, measuredBoundaryLengths: measuredBoundaryLengths)
        preparedSize = size
        needsModel = false
    }

    open override var collectionViewContentSize: CGSize { model.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        model.attributes(in: rect, pinning: pinningSpan(), scroll: scrollState)
    }

    /// The item's attributes; on screen in a section with a `visibleItemsInvalidationHandler`, with
    /// the handler's changes, as the rect query returns them.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let bounds = collectionView?.bounds else { return model.attributesForItem(at: indexPath, scroll: scrollState) }
        return model.attributesForItem(at: indexPath, visible: bounds, pinning: pinningSpan(), scroll: scrollState)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        model.attributesForSupplementaryView(ofKind: elementKind, at: indexPath, pinning: pinningSpan(), scroll: scrollState)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        model.attributesForDecorationView(ofKind: elementKind, at: indexPath)
    }

    // MARK: - Invalidation

    /// `true` when the size changed (the provider is asked again), when a header or footer is
    /// pinned (it moves with every scroll) or when a section has a `visibleItemsInvalidationHandler`
    /// (UIKit calls it "before each layout cycle", so every scroll); a plain scroll does not invalidate.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView, let preparedSize else { return false }
        let inset = collectionView.adjustedContentInset
        let newSize = CGSize(width: max(0, newBounds.width - inset.left - inset.right),
                             height: max(0, newBounds.height - inset.top - inset.bottom))
        return newSize != preparedSize || model.hasPinnedBoundaries || !model.handlers.isEmpty
    }

    /// Rebuilds the sections on the next pass when `context` invalidates everything or the data
    /// source counts, or moves an item interactively between sections (the sections' counts change); a
    /// bounds-change context only re-pins (a size change is noticed by `prepare()`).
    /// New data forgets the measured sizes of self-sizing items.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.movesItemBetweenSections { needsModel = true }
        if context.invalidateDataSourceCounts {
            measuredLengths = [:]
            measuredBoundaryLengths = [:]
        }
        super.invalidateLayout(with: context)
    }

    // MARK: - Self-sizing

    /// `true` for a cell whose item has an `.estimated` length along the scroll axis (directly in a
    /// top-level group across that axis — a row of a vertical list, for instance) when the length it
    /// prefers differs from the one it has: the length is recorded, and the next pass moves the
    /// groups after it. Likewise a section's header or footer (a boundary supplementary item) whose
    /// scroll length is `.estimated`: its preferred length replaces the estimate and the section
    /// grows or shrinks. Other dimensions keep their estimate, as do other supplementary views.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let indexPath = originalAttributes.indexPath
        if originalAttributes.representedElementCategory == .supplementaryView {
            return recordBoundaryLength(preferredAttributes, original: originalAttributes)
        }
        guard originalAttributes.representedElementCategory == .cell, indexPath.count == 2,
              model.sections.indices.contains(indexPath.section) else { return false }
        let section = model.sections[indexPath.section]
        // An orthogonal section is one group long whatever its items prefer: they keep their estimate.
        guard section.orthogonal == nil, section.itemsPerGroup > 0, indexPath.item < section.itemCount,
              section.template.leaves[indexPath.item % section.itemsPerGroup].estimatesScrollLength else { return false }
        let preferred = max(0, model.axis.scrollLength(of: preferredAttributes.size))
        guard preferred.isFinite, preferred != model.axis.scrollLength(of: originalAttributes.size) else { return false }
        measuredLengths[indexPath.section, default: [:]][indexPath.item] = preferred
        needsModel = true
        return true
    }

    /// Records the preferred scroll length of a section's estimated header or footer; whether it changed.
    private func recordBoundaryLength(_ preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes) -> Bool {
        let indexPath = original.indexPath
        guard let kind = original.representedElementKind, indexPath.count == 2, indexPath.item == 0,
              model.sections.indices.contains(indexPath.section),
              model.sections[indexPath.section].boundaries.contains(where: { $0.kind == kind && $0.estimatesScrollLength })
        else { return false }
        let length = max(0, model.axis.scrollLength(of: preferred.size))
        guard length.isFinite, length != model.axis.scrollLength(of: original.size) else { return false }
        measuredBoundaryLengths[indexPath.section, default: [:]][kind] = length
        needsModel = true
        return true
    }

    // MARK: - Internals

    /// The collection view's size less its adjusted content insets.
    /// A list cell learns whether it is its section's header (`headerMode` `.firstItemInSection`).
    open override func configureDequeuedCell(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        (cell as? CollectionViewListCell)?.servesAsFirstItemHeader = itemServesAsListHeader(at: indexPath)
    }

    /// An item of an orthogonal section is brought in across the layout's axis by scrolling its
    /// section, as the focus engine scrolls the section's own scroll view.
    open override func scrollOwnContent(toShowItemAt indexPath: IndexPath, frame: CGRect, in visibleRect: CGRect) {
        scrollOrthogonalSection(indexPath.section, toShow: frame, in: visibleRect)
    }

    /// A vertical layout's orthogonal sections scroll sideways; a horizontal layout's scroll up and
    /// down, which the row keys already mean for the collection view (they move through the API only).
    open override var sidewaysScrollingSections: SidewaysScrollingSections? {
        configuration.scrollDirection == .vertical ? self : nil
    }

    /// Whether the item is the header of its list section (`headerMode` `.firstItemInSection`).
    func itemServesAsListHeader(at indexPath: IndexPath) -> Bool {
        indexPath.item == 0 && model.sections.indices.contains(indexPath.section)
            && model.sections[indexPath.section].firstItemIsHeader
    }

    static func contentAreaSize(of collectionView: CollectionView) -> CGSize {
        let inset = collectionView.adjustedContentInset
        return CGSize(width: max(0, collectionView.bounds.width - inset.left - inset.right),
                      height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
    }

    /// The visible stretch of the scroll axis, less the adjusted content insets on its two ends.
    private func pinningSpan() -> AxisSpan? {
        guard let collectionView, model.hasPinnedBoundaries else { return nil }
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        return model.axis.scrollsVertically
            ? AxisSpan(lower: bounds.minY + inset.top, upper: bounds.maxY - inset.bottom)
            : AxisSpan(lower: bounds.minX + inset.left, upper: bounds.maxX - inset.right)
    }
}
