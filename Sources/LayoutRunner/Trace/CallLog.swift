import Foundation
import TermCollectionView

/// Keeps what a collection view's `callObserver` reported: the last lines (for the inspector), the
/// last `layoutAttributesForElements(in:)` query and its count, and every call since `mark` (for
/// `tcv trace`).
@MainActor
public final class CallLog {
    /// How many recent lines the inspector keeps.
    public let capacity: Int
    /// The most recent calls, oldest first, at most `capacity`.
    public private(set) var recentCalls: [CollectionViewCall] = []
    /// The rect and result count of the last `layoutAttributesForElements(in:)`.
    public private(set) var lastElementsQuery: (rect: CGRect, count: Int)?
    /// Every call reported, in order, when `keepsEverything` is set (the trace command).
    public private(set) var allCalls: [CollectionViewCall] = []
    private let keepsEverything: Bool

    /// A log keeping the last `capacity` calls, and all calls when `keepsEverything`.
    public init(capacity: Int = 64, keepsEverything: Bool = false) {
        self.capacity = capacity
        self.keepsEverything = keepsEverything
    }

    /// Makes this log `collectionView`'s call observer, replacing any other.
    public func attach(to collectionView: CollectionView) {
        collectionView.callObserver = { [weak self] call in self?.record(call) }
    }

    /// Records one call.
    public func record(_ call: CollectionViewCall) {
        if case .layoutAttributesForElements(let rect, let count) = call { lastElementsQuery = (rect, count) }
        recentCalls.append(call)
        if recentCalls.count > capacity { recentCalls.removeFirst(recentCalls.count - capacity) }
        if keepsEverything { allCalls.append(call) }
    }

    /// Hands out the calls recorded since the last `takeAll()` (trace frames).
    public func takeAll() -> [CollectionViewCall] {
        defer { allCalls.removeAll() }
        return allCalls
    }
}
