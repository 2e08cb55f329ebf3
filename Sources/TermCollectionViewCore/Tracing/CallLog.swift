import Foundation

/// Keeps what a collection view's `callObserver` reported: the last lines (for the inspector), the
/// last `layoutAttributesForElements(in:)` query and its count, and every call since `mark` (for
/// `tcv trace`).
@MainActor
public final class CallLog {
    /// How many recent lines the inspector keeps.
    public let capacity: Int
    /// The most recent calls, oldest first, at most `capacity`.
    public var recentCalls: [CollectionViewCall] {
        Array(recentRing[ringStart...] + recentRing[..<ringStart])
    }
    /// `recentCalls` as a ring: once full, a call overwrites the oldest (at `ringStart`) instead of
    /// shifting every kept call down, since a layout pass reports several calls every frame.
    private var recentRing: [CollectionViewCall] = []
    private var ringStart = 0
    /// The rect and result count of the last `layoutAttributesForElements(in:)`.
    public private(set) var lastElementsQuery: (rect: CGRect, count: Int)?
    /// Every call reported, in order, when `keepsEverything` is set (the trace command).
    public private(set) var allCalls: [CollectionViewCall] = []
    private let keepsEverything: Bool
    /// The collection views observed, with the observer each had before.
    private var attachments: [(collectionView: CollectionView, previous: (@MainActor (CollectionViewCall) -> Void)?)] = []

    /// A log keeping the last `capacity` calls, and all calls when `keepsEverything`.
    public init(capacity: Int = 64, keepsEverything: Bool = false) {
        self.capacity = capacity
        self.keepsEverything = keepsEverything
    }

    /// Makes this log an observer of `collectionView`'s calls. An observer set before keeps being told
    /// first (the inspector's log and a trace's can watch one collection view), until `detach`.
    public func attach(to collectionView: CollectionView) {
        let previous = collectionView.callObserver
        collectionView.callObserver = { [weak self] call in
            previous?(call)
            self?.record(call)
        }
        attachments.append((collectionView, previous))
    }

    /// Stops observing `collectionView`: the observer it had before `attach` is restored (attach and
    /// detach nest).
    public func detach(from collectionView: CollectionView) {
        guard let index = attachments.lastIndex(where: { $0.collectionView === collectionView }) else { return }
        collectionView.callObserver = attachments.remove(at: index).previous
    }

    /// Records one call.
    public func record(_ call: CollectionViewCall) {
        if case .layoutAttributesForElements(let rect, let count) = call { lastElementsQuery = (rect, count) }
        if recentRing.count < capacity {
            recentRing.append(call)
        } else if capacity > 0 {
            recentRing[ringStart] = call
            ringStart = (ringStart + 1) % capacity
        }
        if keepsEverything { allCalls.append(call) }
    }

    /// Hands out the calls recorded since the last `takeAll()` (trace frames).
    public func takeAll() -> [CollectionViewCall] {
        defer { allCalls.removeAll() }
        return allCalls
    }
}
