import Foundation

/// One item of a custom group, placed by the group's item provider: UIKit's `NSCollectionLayoutGroupCustomItem`.
/// `frame` is relative to the group's content area (its frame less its `contentInsets`).
@preconcurrency @MainActor
public final class CollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame, relative to the group's content area.
    public let frame: CGRect
    /// Drawing order among the section's cells.
    public let zIndex: Int

    /// An item at `frame` with `zIndex` 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame`, drawn in `zIndex` order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}

/// Returns the items of a custom group: UIKit's `NSCollectionLayoutGroupCustomItemProvider`. The
/// environment's container is the group's content area.
public typealias CollectionLayoutGroupCustomItemProvider = @MainActor (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
