import Foundation

/// A grid or list laid out line by line, with optional section headers and footers:
/// UIKit's `UICollectionViewFlowLayout`.
///
/// Items fill a line (a row when scrolling vertically, a column when scrolling horizontally) while a
/// whole item still fits between the section insets with `minimumInteritemSpacing` before it; the
/// space left over is spread into the gaps. The next line starts `minimumLineSpacing` after the
/// longest item of the line. Each section is: header, leading inset, lines, trailing inset, footer;
/// headers and footers span the content across the scroll axis and a zero reference size along it
/// adds none. As in UIKit, an item alone on a line is centered; the last line of uniform items keeps
/// the columns of a full line, while the last line of mixed sizes is left-aligned with the minimum
/// spacing; items shorter than their line are centered on it.
///
/// Sizes come from the properties below, or per section and per item from a delegate adopting
/// `CollectionViewDelegateFlowLayout`, or from the cells themselves when `estimatedItemSize` is set
/// (self-sizing: each cell's `preferredLayoutAttributesFitting(_:)`, by default its text's display
/// width). When neither the delegate nor the cells size items, the layout keeps no per-item state: a
/// million items cost a few numbers per section, and `layoutAttributesForElements(in:)` costs what it
/// returns. Scrolling never recomputes the layout, pinned headers included.
///
/// Properties may be set at any time, also inside a subclass's `prepare()` before or after
/// `super.prepare()`: the next query uses the new values, in the same layout pass.
///
/// Subclass it as UIKit apps do — call `super.prepare()` and `super.layoutAttributesForElements(in:)`,
/// then adjust or add attributes; every call returns fresh attributes of `layoutAttributesClass`:
///
/// ```swift
/// final class BackgroundFlowLayout: CollectionViewFlowLayout {
///     override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
///         var attributes = super.layoutAttributesForElements(in: rect) ?? []
///         let background = CollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
///         background.frame = CGRect(origin: .zero, size: collectionViewContentSize)
///         background.zIndex = -1
///         attributes.append(background)
///         return attributes
///     }
/// }
/// ```
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UIKit's default `itemSize`.
    nonisolated static let defaultItemSize = CGSize(width: 50, height: 50)
    /// UIKit's default line and inter-item spacing.
    nonisolated static let defaultSpacing: CGFloat = 10

    /// The `estimatedItemSize` that asks for self-sizing cells, as UIKit's `automaticSize`: both
    /// dimensions are fitted, and items not measured yet are laid out at `itemSize`.
    ///
    /// Used in one dimension only (the other a finite length) it fits that dimension and holds the other
    /// at the given length — full-width rows whose height follows their text:
    /// `CGSize(width: 40, height: CollectionViewFlowLayout.automaticSize.height)`. That form is this
    /// library's addition: UIKit's flow layout fits both dimensions of any estimate (its compositional
    /// layout fits only `.estimated` dimensions, which is the behaviour borrowed here).
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item when the delegate does not size items. Default 50×50, as in UIKit.
    open var itemSize = CollectionViewFlowLayout.defaultItemSize {
        didSet { invalidateIfChanged(itemSize != oldValue) }
    }

    /// Non-zero turns on self-sizing cells, as in UIKit: every cell about to be displayed is asked
    /// for `preferredLayoutAttributesFitting(_:)`, and the layout keeps the size it prefers and lays the
    /// lines out again with it; items not measured yet are laid out at this estimate (or at `itemSize`
    /// with `automaticSize`). Default `.zero`: no self-sizing, no per-item state.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard estimatedItemSize != oldValue else { return }
            measuredItemSizes = [:]
            invalidateLayout()
        }
    }

    /// The minimum distance between lines. Default 10.
    open var minimumLineSpacing = CollectionViewFlowLayout.defaultSpacing {
        didSet { invalidateIfChanged(minimumLineSpacing != oldValue) }
    }

    /// The minimum distance between items on a line; the actual gaps may be larger. Default 10.
    open var minimumInteritemSpacing = CollectionViewFlowLayout.defaultSpacing {
        didSet { invalidateIfChanged(minimumInteritemSpacing != oldValue) }
    }

    /// The margins around each section's items (inside the header and footer). Default zero.
    open var sectionInset: EdgeInsets = .zero {
        didSet { invalidateIfChanged(sectionInset != oldValue) }
    }

    /// The boundary the section insets are measured from, across the scroll axis. Default
    /// `.fromContentInset`, as in UIKit. See `SectionInsetReference`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateIfChanged(sectionInsetReference != oldValue) }
    }

    /// Header size; only the height (vertical) or width (horizontal) is used, 0 meaning no header.
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateIfChanged(headerReferenceSize != oldValue) }
    }

    /// Footer size; only the height (vertical) or width (horizontal) is used, 0 meaning no footer.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateIfChanged(footerReferenceSize != oldValue) }
    }

    /// The scrolling direction. Default `.vertical`.
    open var scrollDirection: CollectionView.ScrollDirection = .vertical {
        didSet { invalidateIfChanged(scrollDirection != oldValue) }
    }

    /// Whether headers stick to the top (leading) edge of the visible bounds while their section is
    /// visible. Default `false`.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateIfChanged(sectionHeadersPinToVisibleBounds != oldValue) }
    }

    /// Whether footers stick to the bottom (trailing) edge of the visible bounds while their section
    /// is visible. Default `false`.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateIfChanged(sectionFootersPinToVisibleBounds != oldValue) }
    }

    /// The lines and sections last built; read it through `model`, which rebuilds it first when stale.
    var builtModel = FlowLayoutModel.empty
    /// The bounds size the model was last built for.
    var preparedBoundsSize: CGSize?
    /// Invalidation received since the model was built: ask the delegate again.
    var needsDelegateMetrics = true
    /// Invalidation received since the model was built: place lines again from known metrics.
    var needsLineLayout = true
    /// Guards against a delegate that queries the layout while the model is being built.
    var isBuildingModel = false
    /// The model last built before the data source counts were invalidated (a reload or an update):
    /// where deleted elements were, for the disappearing attributes.
    var modelBeforeDataChange: FlowLayoutModel?
    /// The model as it was before a resize, kept from `invalidationContext(forBoundsChange:)` to
    /// `finalizeAnimatedBoundsChange()`: where elements start during an animated bounds change.
    var modelBeforeBoundsChange: FlowLayoutModel?
    /// Between `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`.
    var isAnimatingBoundsChange = false
    /// Sizes cells preferred, by index path; only filled while self-sizing (see FlowSelfSizing).
    var measuredItemSizes: [IndexPath: CGSize] = [:]
    /// The updates between `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`.
    var updatesInProgress: FlowUpdates?
    /// The section-inset boundary the section metrics were fetched with (outer optional: none yet).
    var preparedSectionInsetBoundary: EdgeInsets??
    /// Set by the protocol's default `sizeForItemAt`, so one probe call tells whether the delegate
    /// sizes items itself.
    var defaultItemSizeWasUsed = false
    /// What the last `layoutAttributesForElements(in:)` returned, handed back by the next one where
    /// nobody changed them (see `FlowReturnedAttributes`).
    var lastReturnedAttributes = FlowReturnedAttributes()

    /// A vertical flow layout with UIKit's defaults: 50×50 items, spacings of 10, no insets,
    /// no headers or footers.
    public override init() {
        super.init()
    }

    /// Interface-builder initializer, required as in UIKit; `coder` is ignored (archives are not
    /// read) and the layout has UIKit's defaults, as after `init()`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `CollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    /// Computes lines and sections for the data, as far as the pending invalidations require: after a
    /// scroll (origin-only bounds change) nothing at all.
    ///
    /// As in UIKit, a subclass may set the layout's properties (`itemSize`, `sectionInset`, …) before or
    /// after calling `super.prepare()` — Apple's column-flow sample ("Customizing Collection View
    /// Layouts") sets `itemSize` from the collection view's bounds after it — and they take effect in the
    /// same pass: the model is rebuilt from the current values when it is next queried (see `model`).
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        if sectionInsetBoundaryMoved(in: collectionView) { needsDelegateMetrics = true }
        let axis = ScrollAxis(scrollDirection)
        if builtModel.axis != axis || builtModel.dimension != Self.dimension(of: collectionView, axis: axis) {
            needsLineLayout = true
        }
        updateModelIfNeeded()
        preparedBoundsSize = collectionView.bounds.size
    }

    /// The sections stacked along the scroll axis, as wide (vertical) or tall (horizontal) as the
    /// collection view less its content insets.
    open override var collectionViewContentSize: CGSize { model.contentSize }

    /// Headers, items and footers whose frames intersect `rect`, freshly created.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        attributesForElements(in: rect, model: model)
    }

    /// The attributes of the item at `indexPath`, or `nil` if there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributesForItem(at: indexPath, model: model)
    }

    /// The attributes of the header (`CollectionView.elementKindSectionHeader`) or footer
    /// (`elementKindSectionFooter`) of `indexPath.section`, pinned if pinning is on; `nil` for other
    /// kinds and for zero reference sizes.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        attributesForSupplementaryView(ofKind: elementKind, at: indexPath, model: model)
    }

    /// `true`, as UIKit's flow layout mirrors right to left (which tcv never runs: see the base).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// `true` when headers or footers are pinned (they move with every scroll), or when the size
    /// across the scroll axis changed (lines must be rebuilt); scrolling alone does not invalidate.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        // The collection view's bounds already are `newBounds` here, so compare with what was prepared.
        guard let preparedBoundsSize else { return false }
        let axis = ScrollAxis(scrollDirection)
        return axis.crossLength(of: newBounds.size) != axis.crossLength(of: preparedBoundsSize)
    }

    /// A flow context that keeps delegate metrics and line positions when only the origin changed
    /// (scrolling with pinned headers), and recomputes both when the size changed.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flowContext = context as? CollectionViewFlowLayoutInvalidationContext {
            let resized = preparedBoundsSize != newBounds.size
            if resized { modelBeforeBoundsChange = builtModel }
            flowContext.invalidateFlowLayoutDelegateMetrics = resized
            flowContext.invalidateFlowLayoutAttributes = resized
        }
        return context
    }

    /// Records what `context` asks to recompute, then marks the layout invalid. A context that is not
    /// a flow context, or that invalidates everything or the data source counts, recomputes everything.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let flowContext = context as? CollectionViewFlowLayoutInvalidationContext
        let everything = context.invalidateEverything || context.invalidateDataSourceCounts
        if everything || flowContext?.invalidateFlowLayoutDelegateMetrics ?? true { needsDelegateMetrics = true }
        if everything || flowContext?.invalidateFlowLayoutAttributes ?? true { needsLineLayout = true }
        if context.invalidateDataSourceCounts {
            measuredItemSizes = [:]
            modelBeforeDataChange = builtModel
        }
        super.invalidateLayout(with: context)
    }

    /// While self-sizing (`estimatedItemSize` non-zero): `true` when a cell prefers a size other than
    /// the one the layout gave it. Otherwise `false`.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        shouldInvalidateForSelfSizing(preferred: preferredAttributes, original: originalAttributes)
    }

    /// Keeps the preferred size for the item and returns a flow context that invalidates that item and
    /// the line positions, but not the delegate metrics.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        recordPreferredSize(of: preferredAttributes, in: context)
        return context
    }

    // MARK: - Updates: appearing and disappearing elements (see CollectionViewFlowLayout+AppearingAttributes)

    /// Records which items and sections the update inserts and deletes, for the default fade.
    open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updatesInProgress = FlowUpdates(updateItems)
    }

    /// Forgets the update's insertions and deletions, and the model from before the data changed.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        updatesInProgress = nil
        modelBeforeDataChange = nil
    }

    /// A copy of the item's attributes after the update, with alpha 0 if the update inserts it or its
    /// section (UIKit's default fade-in); `nil` if there is no such item. Called during batch updates.
    /// Starts an animated bounds change: elements on screen start from where the model before the
    /// resize put them and move to their new places, as flow layout cells move on rotation.
    open override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        isAnimatingBoundsChange = true
    }

    /// Ends the animated bounds change: the model before the resize is no longer needed.
    open override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        isAnimatingBoundsChange = false
        modelBeforeBoundsChange = nil
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        initialAttributes(forItemAt: itemIndexPath)
    }

    /// For an item the update deletes (or whose section it deletes): a copy of its attributes before
    /// the update with alpha 0 (UIKit's default fade-out); for any other item a copy of its current
    /// attributes. Called during batch updates.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        finalAttributes(forItemAt: itemIndexPath)
    }

    /// A copy of the header's or footer's attributes after the update, with alpha 0 if the update
    /// inserts its section. Called during batch updates.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        initialAttributes(forSupplementaryOfKind: elementKind, at: elementIndexPath)
    }

    /// For a header or footer whose section the update deletes: a copy of its attributes before the
    /// update with alpha 0; otherwise a copy of its current attributes. Called during batch updates.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        finalAttributes(forSupplementaryOfKind: elementKind, at: elementIndexPath)
    }

    private func invalidateIfChanged(_ changed: Bool) {
        if changed { invalidateLayout() }
    }
}
