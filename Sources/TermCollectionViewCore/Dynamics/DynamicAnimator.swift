import Foundation

/// Runs UIKit Dynamics behaviours over items: UIKit's `UIDynamicAnimator`, made for a collection view
/// layout (`init(collectionViewLayout:)`), whose items are layout attributes.
///
/// While it runs, the collection view steps it on its clock every frame (fixed steps of 1/480 s) and
/// invalidates the layout after each step that moved anything, as UIKit's animator does for a layout;
/// the layout answers its queries from `items(in:)` and `layoutAttributesForCell(at:)`. Once every
/// item rests where its behaviours hold it (within 0.1 point, slower than 1 point a second) the
/// animator pauses (`delegate`'s `dynamicAnimatorDidPause(_:)`); adding a behaviour, moving an anchor
/// or `updateItem(usingCurrentState:)` resumes it.
@preconcurrency @MainActor
open class DynamicAnimator: NSObject {
    /// The behaviours, in the order added.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Told when the animator pauses and resumes.
    open weak var delegate: DynamicAnimatorDelegate?
    /// The layout whose attributes the animator moves.
    public private(set) weak var collectionViewLayout: CollectionViewLayout?
    /// Whether the animator is moving items.
    public private(set) var isRunning = false
    /// The time the animator has run, in seconds, since it was made.
    public private(set) var elapsedTime: TimeInterval = 0
    private var velocities: [ObjectIdentifier: CGVector] = [:]
    /// The behaviours' items, each once, and the layout attributes among them by element; rebuilt
    /// when behaviours come or go.
    private var itemsCache: (items: [DynamicItem], attributes: [ElementKey: CollectionViewLayoutAttributes])?
    /// The clock time the items are at.
    private var steppedTo: Double?

    /// The length of one step of the simulation: short enough that a 2 Hz spring keeps its shape
    /// (semi-implicit Euler errs by about ω·step, 2.6% here).
    static let stepDuration = 1.0 / 480
    /// The most steps one call takes (a second): a clock that jumped further does not stall a frame.
    static let maximumSteps = 480
    /// Below these an item is at rest.
    static let restDistance: CGFloat = 0.1, restSpeed: CGFloat = 1

    /// An animator for the attributes of `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
        layout.dynamicAnimator = self
    }

    /// Adds `behavior`; the animator runs.
    open func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.dynamicAnimator = self
        itemsCache = nil
        resume()
    }

    /// Removes `behavior`.
    open func removeBehavior(_ behavior: DynamicBehavior) {
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
        itemsCache = nil
    }

    /// Removes every behaviour; the animator stops.
    open func removeAllBehaviors() {
        for behavior in behaviors { behavior.dynamicAnimator = nil }
        behaviors = []
        velocities = [:]
        itemsCache = nil
        pause()
    }

    /// The items of the behaviours whose frames share area with `rect`, each once.
    open func items(in rect: CGRect) -> [DynamicItem] {
        uniqueItems().filter { item in
            let size = item.bounds.size
            let frame = CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height)
            return frame.intersects(rect) && frame.width > 0 && frame.height > 0
        }
    }

    /// The attributes of the cell at `indexPath` among the behaviours' items.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of the supplementary view among the behaviours' items.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The attributes of the decoration view among the behaviours' items.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(.decorationView, kind: kind, at: indexPath)
    }

    /// Takes `item`'s position as it is now (it was moved from outside); the animator runs from there,
    /// and the layout is invalid at once, so the pass under way (a scroll's, when a layout moves items
    /// in `shouldInvalidateLayout(forBoundsChange:)`) shows the item where it was put.
    open func updateItem(usingCurrentState item: DynamicItem) {
        resume()
        if let layout = collectionViewLayout, !layout.needsPrepare {
            layout.invalidateLayout(with: layout.makeInvalidationContext())
        }
    }

    // MARK: - Running

    /// Starts running (from the clock's time now) if paused.
    func resume() {
        guard !isRunning, !behaviors.isEmpty else { return }
        isRunning = true
        steppedTo = collectionViewLayout?.collectionView?.clock?.now
        collectionViewLayout?.collectionView?.startTicking(animating: true)
        delegate?.dynamicAnimatorWillResume(self)
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Moves the items to clock time `now` in fixed steps (at most a second of them at once); returns
    /// whether anything moved.
    func step(to now: Double) -> Bool {
        guard isRunning else { return false }
        guard let start = steppedTo else {
            steppedTo = now
            return false
        }
        let count = min(Self.maximumSteps, Int(((now - start) / Self.stepDuration).rounded(.down)))
        guard count > 0 else { return false }
        let items = uniqueItems()
        for _ in 0..<count { advance(items, by: Self.stepDuration) }
        steppedTo = count == Self.maximumSteps ? now : start + Double(count) * Self.stepDuration
        elapsedTime += Double(count) * Self.stepDuration
        for behavior in behaviors { behavior.action?() }
        if items.allSatisfy(isAtRest) {
            for item in items { settle(item) }
            pause()
        }
        return true
    }

    /// One semi-implicit Euler step: velocity from the behaviours' accelerations, then position.
    private func advance(_ items: [DynamicItem], by duration: Double) {
        let dt = CGFloat(duration)
        for item in items {
            let id = ObjectIdentifier(item)
            var velocity = velocities[id] ?? .zero
            let position = item.center
            let acceleration = behaviors.reduce(CGVector.zero) { total, behavior in
                let a = behavior.acceleration(of: item, at: position, velocity: velocity)
                return CGVector(dx: total.dx + a.dx, dy: total.dy + a.dy)
            }
            velocity = CGVector(dx: velocity.dx + acceleration.dx * dt, dy: velocity.dy + acceleration.dy * dt)
            var next = CGPoint(x: position.x + velocity.dx * dt, y: position.y + velocity.dy * dt)
            if let constrained = behaviors.lazy.compactMap({ $0.constrainedPosition(of: item, from: next) }).first {
                next = constrained
                velocity = .zero
            }
            velocities[id] = velocity
            item.center = next
        }
    }

    private func isAtRest(_ item: DynamicItem) -> Bool {
        let velocity = velocities[ObjectIdentifier(item)] ?? .zero
        guard hypot(velocity.dx, velocity.dy) < Self.restSpeed else { return false }
        guard let rest = restingPosition(of: item) else { return true }
        return hypot(item.center.x - rest.x, item.center.y - rest.y) < Self.restDistance
    }

    private func settle(_ item: DynamicItem) {
        velocities[ObjectIdentifier(item)] = .zero
        if let rest = restingPosition(of: item) { item.center = rest }
    }

    private func restingPosition(of item: DynamicItem) -> CGPoint? {
        behaviors.lazy.compactMap { $0.restingPosition(of: item, from: item.center) }.first
    }

    private func uniqueItems() -> [DynamicItem] {
        cachedItems().items
    }

    private func cachedItems() -> (items: [DynamicItem], attributes: [ElementKey: CollectionViewLayoutAttributes]) {
        if let itemsCache { return itemsCache }
        var seen = Set<ObjectIdentifier>()
        let items = behaviors.flatMap(\.movedItems).filter { seen.insert(ObjectIdentifier($0)).inserted }
        var attributes: [ElementKey: CollectionViewLayoutAttributes] = [:]
        for case let item as CollectionViewLayoutAttributes in items where attributes[ElementKey(item)] == nil {
            attributes[ElementKey(item)] = item
        }
        itemsCache = (items, attributes)
        return (items, attributes)
    }

    private func attributes(_ category: CollectionView.ElementCategory, kind: String?, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cachedItems().attributes[ElementKey(category: category, kind: kind, indexPath: indexPath)]
    }
}

/// Hears when a `DynamicAnimator` pauses and resumes: UIKit's `UIDynamicAnimatorDelegate`.
@preconcurrency @MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to move items again.
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// Every item is at rest: the animator stopped.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    /// Default: does nothing.
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    /// Default: does nothing.
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
