import Foundation

/// Views that left the screen, waiting to be handed out again by a dequeue method.
///
/// One queue per collection view, keyed by element category, kind and reuse identifier, so that a
/// header never comes back as a footer. Enqueue and dequeue are O(1).
@MainActor
struct ReuseQueue {
    struct Key: Hashable {
        var category: CollectionView.ElementCategory
        var kind: String?
        var identifier: String
    }

    private var queues: [Key: [CollectionReusableView]] = [:]

    /// Puts a view that left the screen into its queue.
    mutating func enqueue(_ view: CollectionReusableView, for key: Key) {
        queues[key, default: []].append(view)
    }

    /// Takes a recycled view for `key`, if one waits.
    mutating func dequeue(_ key: Key) -> CollectionReusableView? {
        queues[key]?.popLast()
    }
}
