import Foundation

/// A layout between two layouts, installed during an interactive transition:
/// UIKit's `UICollectionViewTransitionLayout`. Every element's attributes are interpolated between
/// `currentLayout` and `nextLayout` by `transitionProgress` (center, size, alpha and transform, as
/// UIKit's transition layout interpolates "the layout values in the current and new layout objects");
/// an element only one layout has fades in or out at its place in that layout. The content size is
/// interpolated too. Use it as it is or subclass it, as in UIKit.
///
/// ```swift
/// let transition = collectionView.startInteractiveTransition(to: listLayout) { completed, finished in … }
/// transition.transitionProgress = 0.4          // from a gesture or, here, keys
/// collectionView.finishInteractiveTransition()  // or cancelInteractiveTransition()
/// ```
///
/// The two layouts answer for the whole content when either is prepared (an element may move into
/// the visible rect from anywhere), and every element is interpolated once per `prepare()`, so a
/// change of progress costs time proportional to the number of elements; queries only filter.
@preconcurrency @MainActor
open class CollectionViewTransitionLayout: CollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: CollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: CollectionViewLayout

    /// How far the transition has come, 0 (`currentLayout`) to 1 (`nextLayout`). Setting it invalidates
    /// this layout but neither of the two it blends, so the next pass interpolates again without
    /// preparing them. Calling `invalidateLayout()` afterwards, as Apple's documentation asks, also
    /// prepares both layouts again: correct, only slower. A value that is not finite (from a gesture's
    /// division by zero, say) would make every frame NaN: it is refused and reported, the old one stays.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            guard transitionProgress.isFinite else {
                let refused = transitionProgress
                transitionProgress = oldValue
                return refuseProgress(refused)
            }
            if transitionProgress != oldValue { invalidateLayout(with: makeInvalidationContext()) }
        }
    }

    private func refuseProgress(_ value: CGFloat) {
        collectionView?.layoutDiagnostics.report(LayoutProblem(
            category: .refusedValue, source: String(describing: type(of: self)), property: "transitionProgress",
            value: ProblemValue.of(value),
            message: "transitionProgress \(ProblemValue.of(value)) refused (not finite); the previous value is kept",
            fix: "set transitionProgress to a finite fraction, 0 to 1 (look for a division by zero in the gesture's progress)"))
    }

    /// One element's attributes in the current and the next layout (one side nil where only one has it).
    private typealias Endpoints = (from: CollectionViewLayoutAttributes?, to: CollectionViewLayoutAttributes?)

    private var animatedValues: [String: CGFloat] = [:]
    /// Each element's attributes in the two layouts (one side `nil` where only one layout has it),
    /// collected when either layout was prepared.
    private var endpoints: [Endpoints]?
    /// `endpoints` at `transitionProgress`, made by `prepare()`.
    private var interpolated: [CollectionViewLayoutAttributes] = []
    /// Whether the data is too large to pair every element: each query then pairs what the two layouts
    /// return for its rect (see `endpoints(in:)`).
    private var pairsPerQuery = false

    /// Up to this many items, every element of both layouts is paired once, so an element moving
    /// through a rect from outside it in both layouts is shown there too; beyond, the cost of a pass
    /// follows the rect queried, not the item count.
    static let pairedItemLimit = 10_000

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: CollectionViewLayout, nextLayout newLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Archives are not supported; a layout made this way transitions between two empty layouts.
    public required init?(coder: NSCoder) {
        currentLayout = CollectionViewLayout()
        nextLayout = CollectionViewLayout()
        super.init(coder: coder)
    }

    /// Stores `value` under `key` for a subclass to read back while laying out. UIKit also times the
    /// updates to pace the finishing animation; here finishing and cancelling take the standard 0.3 s,
    /// so the values are only stored and returned.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value last stored for `key` with `updateValue(_:forAnimatedKey:)`; 0 if none.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// Prepares whichever of the two layouts is invalid, then interpolates every element at the
    /// current progress.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] where layout.needsPrepare {
            layout.prepare()
            layout.didPrepare()
            endpoints = nil
        }
        pairsPerQuery = itemCountExceeds(Self.pairedItemLimit)
        guard !pairsPerQuery else {
            endpoints = nil
            interpolated = []
            return
        }
        let pairs = endpoints ?? collectEndpoints()
        endpoints = pairs
        interpolated = pairs.map { interpolate($0.from, $0.to) }
    }

    /// Whether the collection view has more than `limit` items (counting stops there).
    private func itemCountExceeds(_ limit: Int) -> Bool {
        guard let collectionView else { return false }
        var total = 0
        for section in 0..<collectionView.numberOfSections {
            total += collectionView.numberOfItems(inSection: section)
            if total > limit { return true }
        }
        return false
    }

    /// The two content sizes, interpolated.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        return CGSize(width: from.width + (to.width - from.width) * transitionProgress,
                      height: from.height + (to.height - from.height) * transitionProgress)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard pairsPerQuery else { return interpolated.filter { $0.frame.intersects(rect) } }
        return endpoints(in: rect).map { interpolate($0.from, $0.to) }.filter { $0.frame.intersects(rect) }
    }

    /// The elements either layout places in `rect`, each paired with its place in the other layout
    /// (asked element by element): the cost follows the rect.
    private func endpoints(in rect: CGRect) -> [Endpoints] {
        pairs(currentLayout.layoutAttributesForElements(in: rect) ?? [], nextLayout.layoutAttributesForElements(in: rect) ?? [],
              askingCounterparts: true)
    }

    /// The same element's attributes in `layout`, if it has it.
    private func counterpart(of attributes: CollectionViewLayoutAttributes, in layout: CollectionViewLayout) -> CollectionViewLayoutAttributes? {
        switch attributes.representedElementCategory {
        case .cell: layout.layoutAttributesForItem(at: attributes.indexPath)
        case .supplementaryView:
            attributes.representedElementKind.flatMap { layout.layoutAttributesForSupplementaryView(ofKind: $0, at: attributes.indexPath) }
        case .decorationView:
            attributes.representedElementKind.flatMap { layout.layoutAttributesForDecorationView(ofKind: $0, at: attributes.indexPath) }
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        both(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        both(currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
             nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        both(currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
             nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    /// A data or everything invalidation reaches both layouts through their own
    /// `invalidateLayout(with:)`, in a context of their own class, so a layout that keeps state
    /// between passes (a flow layout's lines, a cache a subclass clears there) recounts the data:
    /// an update during an interactive transition must not leave either layout with the old counts.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            for layout in [currentLayout, nextLayout] {
                let forwarded = layout.makeInvalidationContext()
                forwarded.invalidateEverything = context.invalidateEverything
                forwarded.invalidateDataSourceCounts = context.invalidateDataSourceCounts
                layout.invalidateLayout(with: forwarded)
            }
        }
        super.invalidateLayout(with: context)
    }

    /// Pairs every element of the two layouts' whole content (and the visible bounds, for elements a
    /// layout places past its content size) by kind and index path.
    private func collectEndpoints() -> [Endpoints] {
        let bounds = collectionView?.bounds ?? .zero
        let everything = CGRect(origin: .zero, size: CGSize(
            width: max(currentLayout.collectionViewContentSize.width, nextLayout.collectionViewContentSize.width, bounds.maxX),
            height: max(currentLayout.collectionViewContentSize.height, nextLayout.collectionViewContentSize.height, bounds.maxY)))
        return pairs(currentLayout.layoutAttributesForElements(in: everything) ?? [],
                     nextLayout.layoutAttributesForElements(in: everything) ?? [], askingCounterparts: false)
    }

    /// `from` and `to` paired by kind and index path. An element in one list only is paired with its
    /// counterpart asked of the other layout (`askingCounterparts`, for lists of one rect), or with
    /// nothing (lists of the whole content, where absent means absent).
    private func pairs(_ from: [CollectionViewLayoutAttributes], _ to: [CollectionViewLayoutAttributes], askingCounterparts: Bool)
        -> [Endpoints] {
        var targets: [ElementKey: CollectionViewLayoutAttributes] = [:]
        for item in to { targets[ElementKey(item)] = item }
        var pairs: [Endpoints] = []
        for item in from {
            let target = targets.removeValue(forKey: ElementKey(item))
            pairs.append((item, target ?? (askingCounterparts ? counterpart(of: item, in: nextLayout) : nil)))
        }
        for item in to where targets[ElementKey(item)] != nil {
            pairs.append((askingCounterparts ? counterpart(of: item, in: currentLayout) : nil, item))
        }
        return pairs
    }

    private func both(_ from: CollectionViewLayoutAttributes?, _ to: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        from == nil && to == nil ? nil : interpolate(from, to)
    }

    /// `from` moved `transitionProgress` of the way to `to`; with one side missing, the other side
    /// fading (alpha toward 0 where the element is absent).
    private func interpolate(_ from: CollectionViewLayoutAttributes?, _ to: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes {
        let base = (transitionProgress < 0.5 ? from ?? to : to ?? from)!
        let result = base.copy() as! CollectionViewLayoutAttributes
        var start = ViewPresentation(from ?? to!), end = ViewPresentation(to ?? from!)
        if from == nil { start.alpha = 0 }
        if to == nil { end.alpha = 0 }
        let state = start.interpolated(to: end, fraction: transitionProgress)
        result.center = state.center
        result.size = state.size
        result.alpha = state.alpha
        result.transform3D = state.transform3D
        return result
    }
}
