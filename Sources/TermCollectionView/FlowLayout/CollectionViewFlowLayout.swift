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
/// `CollectionViewDelegateFlowLayout`. When the delegate does not size items, the layout keeps no
/// per-item state: a million items cost a few numbers per section, and `layoutAttributesForElements(in:)`
/// costs what it returns. Scrolling never recomputes the layout, pinned headers included.
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

    /// A marker for `estimatedItemSize` asking for self-sizing cells, as UIKit's `automaticSize`.
    /// Stored only: cells here do not measure themselves.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item when the delegate does not size items. Default 50×50, as in UIKit.
    open var itemSize = CollectionViewFlowLayout.defaultItemSize {
        didSet { invalidateIfChanged(itemSize != oldValue) }
    }

    /// An estimate for self-sizing cells. Stored for source compatibility; it does not affect layout.
    open var estimatedItemSize: CGSize = .zero

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

    /// What the last `prepare()` computed.
    var model = FlowLayoutModel.empty
    /// The bounds size the model was computed for.
    var preparedBoundsSize: CGSize?
    /// Invalidation received since the last `prepare()`: ask the delegate again.
    var needsDelegateMetrics = true
    /// Invalidation received since the last `prepare()`: place lines again from known metrics.
    var needsLineLayout = true
    /// Set by the protocol's default `sizeForItemAt`, so one probe call tells whether the delegate
    /// sizes items itself.
    var defaultItemSizeWasUsed = false

    /// A vertical flow layout with UIKit's defaults: 50×50 items, spacings of 10, no insets,
    /// no headers or footers.
    public override init() {
        super.init()
    }

    /// Archives are not supported; present so UIKit-style subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `CollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    /// Computes lines and sections for the data, as far as the pending invalidations require: after a
    /// scroll (origin-only bounds change) nothing at all.
    open override func prepare() {
        super.prepare()
        defer {
            needsDelegateMetrics = false
            needsLineLayout = false
        }
        guard let collectionView else {
            model = .empty
            return
        }
        let axis = FlowAxis(scrollDirection)
        let inset = collectionView.adjustedContentInset
        let size = collectionView.bounds.size
        let dimension = axis.scrollsVertically ? size.width - inset.horizontal : size.height - inset.vertical
        if needsDelegateMetrics || model.axis != axis {
            model = FlowLayoutModel(axis: axis, dimension: dimension,
                                    metrics: fetchSectionMetrics(from: collectionView, axis: axis))
        } else if needsLineLayout || model.dimension != dimension {
            model = FlowLayoutModel(axis: axis, dimension: dimension, metrics: model.metrics)
        }
        preparedBoundsSize = size
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

    /// `true` when headers or footers are pinned (they move with every scroll), or when the size
    /// across the scroll axis changed (lines must be rebuilt); scrolling alone does not invalidate.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        // The collection view's bounds already are `newBounds` here, so compare with what was prepared.
        guard let preparedBoundsSize else { return false }
        let axis = FlowAxis(scrollDirection)
        return axis.crossLength(of: newBounds.size) != axis.crossLength(of: preparedBoundsSize)
    }

    /// A flow context that keeps delegate metrics and line positions when only the origin changed
    /// (scrolling with pinned headers), and recomputes both when the size changed.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flowContext = context as? CollectionViewFlowLayoutInvalidationContext {
            let resized = preparedBoundsSize != newBounds.size
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
        super.invalidateLayout(with: context)
    }

    private func invalidateIfChanged(_ changed: Bool) {
        if changed { invalidateLayout() }
    }
}
