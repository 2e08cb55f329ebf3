import Foundation

/// The abstract base class of every layout: UIKit's `UICollectionViewLayout`.
///
/// Subclass it as UIKit teaches. The collection view drives each layout pass in UIKit's order:
///
/// 1. if the bounds changed: `shouldInvalidateLayout(forBoundsChange:)`, and when that returns `true`,
///    `invalidateLayout(with: invalidationContext(forBoundsChange:))`;
/// 2. if the layout is invalid: `prepare()` — compute and cache here;
/// 3. `collectionViewContentSize`;
/// 4. `layoutAttributesForElements(in:)` with the visible rect, and for elements an invalidation
///    context named (`invalidateItems(at:)` …) `layoutAttributesForItem(at:)` and its siblings;
/// 5. for each view about to appear, after the data source configured it:
///    `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` with the view's
///    `preferredLayoutAttributesFitting(_:)` (self-sizing).
///
/// Invalidation only marks the layout; nothing is recomputed until the next pass.
///
/// ```swift
/// final class ListLayout: CollectionViewLayout {
///     private var cache: [CollectionViewLayoutAttributes] = []
///     override func prepare() {
///         guard cache.isEmpty, let collectionView else { return }
///         for item in 0..<collectionView.numberOfItems(inSection: 0) {
///             let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
///             attributes.frame = CGRect(x: 0, y: CGFloat(item * 3), width: collectionView.bounds.width, height: 3)
///             cache.append(attributes)
///         }
///     }
///     override var collectionViewContentSize: CGSize {
///         CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count * 3))
///     }
///     override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
///         cache.filter { $0.frame.intersects(rect) }
///     }
/// }
/// ```
@preconcurrency @MainActor
open class CollectionViewLayout: NSObject {
    /// The collection view using this layout; set when the layout is assigned to one.
    public internal(set) weak var collectionView: CollectionView?

    /// Whether the next layout pass must call `prepare()`. A new layout starts invalid.
    var needsPrepare = true
    /// The animator made with `DynamicAnimator(collectionViewLayout:)` for this layout, if any.
    weak var dynamicAnimator: DynamicAnimator?
    /// Decoration view classes registered by kind.
    var decorationViewClasses: [String: CollectionReusableView.Type] = [:]

    public override init() {
        super.init()
    }

    /// Interface-builder initializer. Required, as in UIKit (where `UICollectionViewLayout` adopts
    /// `NSCoding`): a subclass that declares its own designated initializer must also declare it, so the
    /// usual `required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }`
    /// or `super.init(coder: aDecoder)` compiles as on iOS. Nothing here reads archives: `coder` is
    /// ignored and the layout starts as `init()` leaves it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: - Providing layout attributes

    /// The class of attributes this layout creates. Override to return a subclass; the collection view
    /// and `CollectionViewFlowLayout` create attributes of this class.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    /// The class of invalidation contexts this layout uses.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// Called at the start of a layout pass after an invalidation: compute and cache layout here.
    /// The base implementation does nothing.
    open func prepare() {}

    /// The size of all content. The base implementation returns `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`. The base implementation returns `nil`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item. The base implementation returns `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view. The base implementation returns `nil`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of one decoration view. The base implementation returns `nil`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Where scrolling should stop for a proposed offset. The base implementation returns it unchanged.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where scrolling should stop, given the scrolling velocity. The base implementation returns the
    /// proposed offset unchanged.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: - Layout direction

    /// Whether the collection view mirrors this layout's frames when its effective layout direction is
    /// not `developmentLayoutDirection` (see `CollectionView.isMirroringLayout`). The base returns
    /// `false` (the flow layout `true`), as UIKit's.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are written for. Default `.leftToRight`.
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    // MARK: - Invalidating the layout

    /// Marks the whole layout invalid; the next layout pass calls `prepare()` again.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the parts of the layout named by `context` invalid. Subclasses that override it must call
    /// `super`. Nothing is recomputed until the next layout pass.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutDidInvalidate(with: context)
    }

    /// Whether a change of the collection view's bounds (scrolling changes the origin, resizing the
    /// size) requires new layout. The base implementation returns `false`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context to invalidate with after `shouldInvalidateLayout(forBoundsChange:)` returned `true`.
    /// The base implementation returns a new instance of `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    // MARK: - Self-sizing

    /// Whether the attributes a view prefers (its `preferredLayoutAttributesFitting(_:)`) require new
    /// layout. The collection view asks for each cell and supplementary view it is about to display;
    /// when this returns `true` it invalidates the layout with
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` and lays out again
    /// before drawing. The base implementation returns `false`, as in UIKit.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context to invalidate with after `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// returned `true`. The base implementation returns a new instance of `invalidationContextClass`,
    /// as UIKit documents; subclasses configure it further after calling `super`.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    // MARK: - Decoration views

    /// Registers the class the collection view instantiates for decoration views of `elementKind`.
    /// Passing `nil` removes the registration.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationViewClasses[elementKind] = nil
            return
        }
        guard let reusableClass = viewClass as? CollectionReusableView.Type else {
            return UsageError.report(.notAReusableViewClass(String(describing: viewClass), role: "decoration view of kind \"\(elementKind)\""))
        }
        decorationViewClasses[elementKind] = reusableClass
    }

    // MARK: - Updates

    /// Called during a batch update, after `prepare()`, with the update's insertions, deletions and
    /// moves in UIKit's order (see `CollectionView+UpdatePass`). The base implementation does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Called as the last step of a batch update, once its animations are set up and before they run
    /// ("within the animation block", as UIKit documents). The base implementation does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Index paths of supplementary views of `elementKind` the layout wants added during a batch update,
    /// beyond those of inserted sections; they start from
    /// `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`. Asked after
    /// `prepare(forCollectionViewUpdates:)` for every registered kind. The base implementation returns `[]`.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Index paths (before the update) of supplementary views of `elementKind` the layout wants removed
    /// during a batch update, beyond those of deleted sections; they animate to
    /// `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`. The base implementation returns `[]`.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Index paths of decoration views of `elementKind` the layout wants added during a batch update;
    /// asked for every kind registered with `register(_:forDecorationViewOfKind:)`. The base
    /// implementation returns `[]`.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Index paths (before the update) of decoration views of `elementKind` the layout wants removed
    /// during a batch update. The base implementation returns `[]`.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: - Layout transitions

    /// Called on the installed layout before `setCollectionViewLayout(_:animated:completion:)` or an
    /// interactive transition replaces it with `newLayout`. The base implementation does nothing.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Called on a layout about to be installed by a transition from `oldLayout`, before its
    /// `prepare()`. The base implementation does nothing.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Called on both layouts once the collection view has gathered the attributes of an animated
    /// transition, before the animations run: clean up what the `prepareForTransition` methods made.
    /// The base implementation does nothing.
    open func finalizeLayoutTransition() {}

    // MARK: - Animated bounds changes

    /// Called before the collection view animates a change of its bounds — a terminal resize, as a
    /// rotation on the phone — after `prepare()` for the new bounds and before the attributes for them
    /// are gathered. Apple: "you might use this method to calculate the initial or final positions of
    /// inserted or deleted items"; `oldBounds` is the bounds before the change. The base
    /// implementation does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after the collection view has gathered the attributes of an animated bounds change
    /// (the initial and final ones of the elements on screen), before the animations run: clean up
    /// what `prepare(forAnimatedBoundsChange:)` made. The base implementation does nothing.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: - Appearing and disappearing elements
    //
    // The collection view asks these between `prepare(forCollectionViewUpdates:)` and
    // `finalizeCollectionViewUpdates()`: the initial attributes for elements a batch update inserts, the
    // final ones (index path before the update) for elements it removes. The base implementations
    // return nil, as in UIKit: the element appears or vanishes at once, without animating.
    // `CollectionViewFlowLayout` returns the element's attributes with its fade.

    /// Starting attributes of an item being inserted.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Final attributes of an item being deleted.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Starting attributes of a supplementary view being inserted.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Final attributes of a supplementary view being deleted.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Starting attributes of a decoration view being inserted.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Final attributes of a decoration view being deleted.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    // MARK: - Interactive movement (see CollectionView+InteractiveMovement.swift)

    /// The index path the item moving to `position` should take: UIKit's default, the item under
    /// `position` (`previousIndexPath` when there is none).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The moving item's attributes: its attributes at `indexPath` with the centre at `position` and
    /// drawn above the others (zIndex + 1), as UIKit's default moves the item with the finger.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> CollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? CollectionViewLayoutAttributes)
            ?? attributesClass.init(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex += 1
        return attributes
    }

    /// The context for a move of the items from `previousIndexPaths` to `targetIndexPaths`: those items
    /// are invalidated and the context carries the index paths and the target position.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> CollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: Array(Set(previousIndexPaths + targetIndexPaths)).sorted())
        return context
    }

    /// The context for the end of a movement (dropped, or `movementCancelled`): the items at
    /// `indexPaths` (where they end) and `previousIndexPaths` (where they were) are invalidated.
    open func invalidationContext(
        forEndingInteractiveMovementOfItems indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> CollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.invalidateItems(at: Array(Set(previousIndexPaths + indexPaths)).sorted())
        return context
    }

    // MARK: - Internals

    /// A new context of this layout's `invalidationContextClass`.
    package func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
        guard let contextClass = type(of: self).invalidationContextClass
            as? CollectionViewLayoutInvalidationContext.Type
        else {
            UsageError.report(.notAnInvalidationContextClass(String(describing: type(of: self).invalidationContextClass)))
            return CollectionViewLayoutInvalidationContext()
        }
        return contextClass.init()
    }

    /// The attributes class as a constructible type.
    package var attributesClass: CollectionViewLayoutAttributes.Type {
        guard let attributesClass = type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type else {
            UsageError.report(.notAnAttributesClass(String(describing: type(of: self).layoutAttributesClass)))
            return CollectionViewLayoutAttributes.self
        }
        return attributesClass
    }

    /// Called by the collection view after `prepare()`. Layouts read what was invalidated from the
    /// contexts passed to their `invalidateLayout(with:)` override, as in UIKit.
    func didPrepare() {
        needsPrepare = false
    }

    // MARK: - Hooks of the layouts built on this class

    // The collection view asks every layout these; a layout with more to say overrides them (the
    // compositional layout's list headers and orthogonal sections), so the collection view never
    // names a particular layout.

    /// A cell was dequeued for `indexPath` and has its attributes: what the layout knows of it
    /// beyond them (a list section's first item serving as its header). (A tcv hook for the modern
    /// layouts, not UIKit API.)
    open func configureDequeuedCell(_ cell: CollectionViewCell, at indexPath: IndexPath) {}

    /// The item at `indexPath` (at `frame`) is to be shown whole in `visibleRect`: content the layout
    /// scrolls itself (an orthogonal section) is scrolled first, so the collection view then scrolls
    /// only what is still out of sight. (A tcv hook for the modern layouts, not UIKit API.)
    open func scrollOwnContent(toShowItemAt indexPath: IndexPath, frame: CGRect, in visibleRect: CGRect) {}

    /// Sections of this layout that scroll sideways on their own, which the window's sideways keys
    /// and wheel move (a vertical compositional layout's orthogonal sections); nil when it has none.
    /// (A tcv hook for the modern layouts, not UIKit API; its protocol is the package's own.)
    open var sidewaysScrollingSections: SidewaysScrollingSections? { nil }
}
