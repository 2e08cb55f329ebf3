import Foundation
import TermCanvas

/// Shows items laid out by a `CollectionViewLayout`, recycling views as they scroll in and out:
/// UIKit's `UICollectionView`.
///
/// Glossary:
/// - **index path** — `(section, item)` of an element.
/// - **element key** — category (cell, supplementary, decoration), kind and index path: the identity
///   of a displayed element across layout passes.
/// - **layout pass** — `layoutSubviews()`: ask about the bounds change, `prepare()` if invalid, read
///   the content size, query attributes for the visible rect, diff, recycle, dequeue, apply.
/// - **reuse queue** — views that left the screen, keyed by category, kind and reuse identifier.
/// - **dequeue** — the data source asking for a view: a recycled one (after `prepareForReuse()`) or a
///   new instance of the registered class, with the element's attributes already applied.
/// - **invalidation** — marking the layout stale; the next pass calls `prepare()` again.
@preconcurrency @MainActor
open class CollectionView: ScrollView {
    /// The kind of section header supplementary views (UIKit's string value).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footer supplementary views (UIKit's string value).
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Supplies sections, items and views.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Hears about display, selection and scrolling: assign a `CollectionViewDelegate`, as in UIKit.
    /// Flow layouts also ask it for sizes when it conforms to `CollectionViewDelegateFlowLayout`.
    /// (UICollectionView narrows UIScrollView's `delegate` to `UICollectionViewDelegate`; Swift cannot
    /// narrow an inherited property's type, so this is the scroll view's `delegate`, read back as a
    /// `ScrollViewDelegate`: cast it, as `collectionView.delegate as? CollectionViewDelegateFlowLayout`.)
    open override var delegate: ScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? CollectionViewDelegate
            collectionViewLayout.invalidateLayout()
        }
    }

    /// `delegate` as the collection view's delegate, cast once when it is set; nil when it is not one.
    package private(set) weak var collectionDelegate: CollectionViewDelegate?

    /// A view behind every cell and supplementary view (UIKit's `backgroundView`): it fills the
    /// collection view's visible area and does not scroll — an empty-state message, a backdrop. Drawn
    /// by the renderer before the elements; it takes no touches.
    open var backgroundView: View? {
        didSet {
            oldValue?.displayParent = nil
            backgroundView?.displayParent = self
        }
    }

    /// Stored only (UIKit's `selfSizingInvalidation`, iOS 16): a cell here is measured when it
    /// appears and when its attributes change, and `invalidateIntrinsicContentSize()` inside it does
    /// not yet resize it in place.
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled

    /// UIKit's `UICollectionView.SelfSizingInvalidation`.
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    /// The layout. Assigning a new one invalidates and lays out again from scratch.
    open var collectionViewLayout: CollectionViewLayout {
        willSet { collectionViewLayout.collectionView = nil }
        didSet {
            // A transition installs the layout itself and keeps the views (see CollectionView+LayoutTransition).
            if updateState.isInstallingLayout { collectionViewLayout.collectionView = self } else { attach(collectionViewLayout) }
        }
    }

    /// Whether the user may select items.
    open var allowsSelection = true
    /// Whether more than one item may be selected at once.
    open var allowsMultipleSelection = false
    /// Whether the collection view is in editing mode; user selection then follows
    /// `allowsSelectionDuringEditing` instead of `allowsSelection`, as UIKit documents.
    open var isEditing = false
    /// Whether the user may select items in editing mode (UIKit's default: false).
    open var allowsSelectionDuringEditing = false
    /// Whether more than one item may be selected at once in editing mode (UIKit's default: false).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether arrow keys move a focus between items (`CollectionView+Focus.swift`). Default false, as
    /// on iPhone, where UIKit derives it from the platform: arrows keep scrolling in collection views
    /// that do not opt in.
    open var allowsFocus = false
    /// Whether focus entering again goes back to the item focused last (UIKit's default: false).
    open var remembersLastFocusedIndexPath = false
    /// Whether moving the focus onto an item selects it, as a user selection would (default false).
    open var selectionFollowsFocus = false

    /// Counters shown in the terminal's status line.
    public internal(set) var statistics = CollectionViewStatistics()

    /// Hears every call the collection view makes on its layout, data source and delegate, in order
    /// (`tcv trace`, the inspector). `nil` by default: then no call is even described.
    public var callObserver: (@MainActor (CollectionViewCall) -> Void)?

    // Registration and recycling.
    var cellClasses: [String: CollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: [String: CollectionReusableView.Type]] = [:]
    var reuseQueue = ReuseQueue()

    // What the last pass put on screen, in the layout's order.
    var visibleViews: [ElementKey: CollectionReusableView] = [:] { didSet { viewsOnScreenCache = nil } }
    var displayOrder: [ElementKey] = [] { didSet { viewsOnScreenCache = nil } }
    /// The views on screen with their keys, disappearing ones first, then in `displayOrder`:
    /// `viewsInDrawingOrder` before sorting, kept until what it is built from changes, so frames
    /// between layout passes do not look every view up again.
    var viewsOnScreenCache: [(key: ElementKey, view: CollectionReusableView)]?
    /// Attributes of the pass under way, so a dequeue can apply them before returning the view.
    var attributesInPass = LayoutPassAttributes()
    /// Counts layout passes, to mark the views a pass kept (`CollectionReusableView.keptInPass`).
    var layoutPassNumber: UInt = 0

    var needsLayout = true
    /// True while `layoutSubviews()` runs, so a re-entrant request is ignored instead of recursing.
    var isInLayoutPass = false
    /// `reloadData()` was called while a pass ran (from `willDisplay`, the usual infinite-scroll
    /// pattern): it happens once the pass is over, followed by a new pass, as UIKit defers it.
    var reloadRequestedDuringPass = false

    /// Told ahead of time which items are about to come on screen (`CollectionView+Prefetching`).
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
    /// Whether `prefetchDataSource` is told (UIKit's default: yes).
    open var isPrefetchingEnabled = true
    /// Items the prefetch data source was told of that have not come on screen since.
    var prefetchedIndexPaths: Set<IndexPath> = []
    /// The bounds of the pass before, to know which way the user scrolls.
    var boundsAtLastPrefetch: CGRect?
    /// The bounds laid out before a size change made in an animation block, until the pass that
    /// animates the change (`CollectionView+AnimatedBoundsChange`).
    var animatedBoundsChangeStart: CGRect?
    /// What invalidation contexts asked of the next layout pass.
    var pendingInvalidation = PendingInvalidation()
    /// Set when a view's preferred attributes invalidated the layout during a pass (self-sizing).
    var preferredAttributesInvalidatedLayout = false
    var boundsAtLastPass: CGRect?
    var cachedItemCounts: [Int]? { didSet { dataVersion &+= 1; cachedIndexTitles = nil } }
    /// The data source's index titles since the data last changed (`CollectionView+IndexTitles.swift`).
    var cachedIndexTitles: [String]?
    /// Changes whenever the item counts may have: attributes validated against the data at an older
    /// version are checked again (see `CollectionView+Validation`).
    var dataVersion: UInt = 0
    var selectedIndexPaths: Set<IndexPath> = []
    /// Batch updates under way and their animations (see `CollectionView+Updates`).
    var updateState = CollectionViewUpdateState() { didSet { viewsOnScreenCache = nil } }
    /// The touch between `touchDown(onItemAt:)` and `touchUp()`/`cancelTouch()`.
    var trackedTouch: TrackedTouch?
    /// The focused item and the one focused before focus left (`CollectionView+Focus.swift`).
    var focusState = FocusState()
    /// The item being moved by the user (`CollectionView+InteractiveMovement.swift`).
    var interactiveMovement: InteractiveMovement?
    /// Whether the running layout pass shows the layout mirrored (nil outside a pass).
    var isMirroringDuringPass: Bool?
    /// The drag under way (`CollectionView+DragAndDrop.swift`).
    var activeDrag: ActiveDrag?

    /// Begins drags from the items (see `CollectionViewDragDelegate`).
    public weak var dragDelegate: CollectionViewDragDelegate?
    /// Receives drops (see `CollectionViewDropDelegate`).
    public weak var dropDelegate: CollectionViewDropDelegate?
    /// Whether items can be dragged. As on an iPhone, false until you set it (UIKit: "The default
    /// value of this property is true on iPad and false on iPhone"); tcv simulates a phone.
    public var dragInteractionEnabled = false
    /// When a reordering drag makes room for the item (stored only: tcv does not open a gap).
    public var reorderingCadence = ReorderingCadence.immediate

    /// Creates a collection view with `frame` and `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        drawsAboveSubviews = false   // the renderer draws the indicators (CollectionViewRenderer)
        attach(layout)
    }

    /// Archives are not supported; present so UIKit-style subclasses compile.
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewLayout()
        super.init(coder: coder)
        drawsAboveSubviews = false
        attach(collectionViewLayout)
    }

    /// The visible rectangle; changing its size (a terminal resize) relayouts.
    open override var bounds: CGRect {
        didSet {
            guard bounds != oldValue else { return }
            setNeedsLayout()
            noteAnimatedBoundsChange(from: oldValue)
        }
    }

    /// Changing the insets changes the space content is laid out in: the layout is invalidated the way
    /// a bounds change invalidates it (geometry, not data or delegate metrics).
    open override var contentInset: EdgeInsets {
        didSet {
            guard contentInset != oldValue else { return }
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
    }

    /// The margins are a boundary layouts may measure from (a flow layout's `.fromLayoutMargins`
    /// section insets): invalidated like a `contentInset` change.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
    }

    /// What the collection view keeps between the user's key presses and mouse events
    /// (`UserInput/CollectionView+UserInput.swift`).
    package final var userInput = CollectionViewUserInput()

    /// The user's keys on this collection view: the focus, taps, the edit menu, moving and dragging
    /// items, sideways sections and nested rows, then scrolling (`UserInput/CollectionView+KeyInput.swift`);
    /// any other key goes on up the responder chain, to the controller and the window.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard let press = presses.first,
              handleUserKey(press.terminalKey, screenScale: event?.screenScale ?? userInput.screenScale, clock: event?.clock) else {
            return super.pressesBegan(presses, with: event)
        }
        userInput.takenPress = press
    }

    /// A press this collection view took in `pressesBegan(_:with:)` ends here, as UIKit asks of a
    /// responder that handles a press: it handles the rest of it too. Any other goes on up.
    open override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        if let taken = userInput.takenPress, presses.first === taken {
            userInput.takenPress = nil
            return
        }
        super.pressesEnded(presses, with: event)
    }

    /// A touch came up the responder chain from the view it landed in (a label in a cell, the cell):
    /// the item under it may be selected (`UserInput/CollectionView+TouchDelivery.swift`). Not
    /// passed on to the controller: UIKit's scroll views keep their touches.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        userInput.touchReachedCollectionView = true
    }

    /// Kept here, as UIKit's scroll views keep their touches.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    /// Kept here, as UIKit's scroll views keep their touches.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}

    /// Kept here, as UIKit's scroll views keep their touches.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    /// Tells the delegate, as UIScrollView does, and the call observer.
    open override func didScroll() {
        if delegate != nil { trace(.scrollViewDidScroll(contentOffset: contentOffset)) }
        super.didScroll()
    }

    /// Scroll events (dragging, deceleration, animations) go to `delegate`, as in UIKit; through a
    /// reporting stand-in while someone observes the calls.
    open override var scrollViewDelegate: ScrollViewDelegate? {
        guard let delegate, let callObserver else { return delegate }
        return TracingScrollViewDelegate(delegate: delegate, observer: callObserver)
    }

    /// Discards all visible views and counts, and lays out from scratch on the next pass; the layout
    /// is invalidated with `invalidateEverything` and `invalidateDataSourceCounts`.
    open func reloadData() {
        // Mid-pass, the views being placed would be taken away under the pass: the reload waits for its end.
        guard !isInLayoutPass else {
            reloadRequestedDuringPass = true
            needsLayout = true
            return
        }
        cachedItemCounts = nil
        prefetchedIndexPaths.removeAll()
        selectedIndexPaths.removeAll()
        trackedTouch = nil   // its item may be gone; a touch on old data neither selects nor unhighlights
        interactiveMovement = nil
        removeAllVisibleViews()
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// The number of sections, from the data source (cached until the next reload).
    open var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`, from the data source (cached until the next reload). While an
    /// item is moved interactively into another section it counts there and not in its own section.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        guard counts.indices.contains(section) else { return 0 }
        guard let movement = interactiveMovement else { return counts[section] }
        return counts[section] + movement.itemCountChange(inSection: section)
    }

    /// The data source moved an item between sections (an interactive movement's drop): the cached
    /// counts follow, as UIKit's own data does, without asking the data source again.
    func moveCachedItemCount(from source: Int, to destination: Int) {
        guard source != destination, var counts = cachedItemCounts,
              counts.indices.contains(source), counts.indices.contains(destination) else { return }
        counts[source] -= 1
        counts[destination] += 1
        cachedItemCounts = counts
    }

    /// Draws the visible cells where the view tree puts the collection view, so any tree draws: a
    /// screen's collection view among its siblings, a collection view in a cell (the rows of a list
    /// of shelves).
    open override func draw(in context: DrawingContext) {
        super.draw(in: context)
        CollectionViewRenderer.render(self, in: context, viewport: context.clip, origin: context.frame)
    }

    /// Marks the view as needing a layout pass.
    open override func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs a layout pass now if one is needed, and the passes self-sizing views ask for.
    open override func layoutIfNeeded() {
        guard needsLayout else { return }
        layoutSubviews()
        settleSelfSizing()
    }

    /// One layout pass (see `runLayoutPass()`): where UIKit's collection view lays out its cells.
    open override func layoutSubviews() {
        // The direction cannot change inside a pass; every view placed in it asks (see
        // `CollectionView+LayoutDirection.swift`).
        isMirroringDuringPass = isMirroringLayout
        defer { isMirroringDuringPass = nil }
        runLayoutPass()
        if reloadRequestedDuringPass {
            reloadRequestedDuringPass = false
            reloadData()
            runLayoutPass()
        }
        updatePrefetching()
    }

    private var itemCounts: [Int] {
        if let cachedItemCounts { return cachedItemCounts }
        let counts = readItemCounts()
        cachedItemCounts = counts
        return counts
    }

    /// The counts the collection view works from, read from the data source if none are cached.
    var currentItemCounts: [Int] { itemCounts }

    /// The data source's counts now, whatever is cached.
    func readItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        // Counts beyond what the geometry can hold are cut (and reported), never trusted into arithmetic.
        let sections = limitedCount(dataSource.numberOfSections(in: self), limit: Self.maximumNumberOfSections,
                                    property: "numberOfSections(in:)")
        trace(.numberOfSections(result: sections))
        let counts = (0..<sections).map { section in
            let count = limitedCount(dataSource.collectionView(self, numberOfItemsInSection: section),
                                     limit: Self.maximumNumberOfItemsInSection, property: "collectionView(_:numberOfItemsInSection:)", section: section)
            trace(.numberOfItems(inSection: section, result: count))
            return count
        }
        return counts
    }

    private func attach(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        removeAllVisibleViews()
        boundsAtLastPass = nil
        layout.invalidateLayout()
    }

    /// Takes every view off screen into the reuse queues (reload, new layout).
    private func removeAllVisibleViews() {
        finishAllUpdateAnimations()
        for key in displayOrder {
            if let view = visibleViews[key] { endDisplaying(view, key: key) }
        }
        visibleViews.removeAll()
        displayOrder.removeAll()
    }

    /// The point of the collection view's space shown at `point` (relative to the visible area's
    /// top-left corner), mirrored across the content when the layout is right to left.
    open override func contentPoint(forVisible point: CGPoint) -> CGPoint {
        let x = isMirroringLayout ? bounds.width - point.x : point.x
        return mirroredAcrossContent(CGPoint(x: bounds.minX + x, y: bounds.minY + point.y))
    }

    /// A drag comes to rest where the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says.
    open override func restingOffsetAfterUserScrolling(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        targetContentOffsetAfterUserScrolling(proposed: proposed, velocity: velocity)
    }

    /// Page keys page sideways when the layout scrolls horizontally.
    open override var pagesSideways: Bool { scrollsHorizontallyByLayout }

    /// The cell or supplementary view (or a view inside one) at `point`, front to back in drawing
    /// order, then the subviews code added, then the collection view itself: UIKit's hit-testing, for
    /// which a collection view's cells are subviews (`CollectionView+HitTesting.swift`).
    open override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        hitTestVisibleViews(point, with: event)
    }

    /// Advances the scroll animation and the batch-update animations to the clock's time.
    @discardableResult
    open override func updateAnimations() -> Bool {
        let scrolling = super.updateAnimations()
        let dynamics = advanceDynamics()
        // One read of the layout's hook: a flow layout has no sections scrolling sideways.
        if let sections = collectionViewLayout.sidewaysScrollingSections {
            sections.updateSidewaysScrolling()
            needsTicksBesidesAnimations = sections.isScrollingSectionsSideways
        } else if needsTicksBesidesAnimations {
            needsTicksBesidesAnimations = false
        }
        return advanceUpdateAnimations() || scrolling || dynamics
    }

    /// Called by the layout whenever it is invalidated.
    func layoutDidInvalidate(with context: CollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { cachedItemCounts = nil }
        pendingInvalidation.record(context)
        setNeedsLayout()
    }
}

/// Counters of the work the collection view did, shown in the status line and used by tests.
public struct CollectionViewStatistics: Equatable, Sendable {
    /// Layout passes run.
    public var layoutPasses = 0
    /// Of those, passes the layout had not invalidated: the views on screen kept their attributes and
    /// only the area a scroll uncovered was queried (`CollectionView+CachedLayoutPass.swift`).
    public var cachedLayoutPasses = 0
    /// Calls of the layout's `prepare()`.
    public var prepareCalls = 0
    /// Views created because no recycled one was waiting.
    public var viewsCreated = 0
    /// Dequeues answered with a recycled view.
    public var viewsReused = 0
    /// Elements on screen after the last pass.
    public var visibleElements = 0
}
