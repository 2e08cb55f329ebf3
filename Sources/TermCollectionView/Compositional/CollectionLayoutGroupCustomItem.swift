import Foundation

/// One item of a custom group, placed by the group's item provider: UIKit's `NSCollectionLayoutGroupCustomItem`.
/// `frame` is relative to the group's content area (its frame less its `contentInsets`).
@preconcurrency @MainActor
public final class CollectionLayoutGroupCustomItem: NSObject {
    public let frame: CGRect
    /// Drawing order among the section's cells.
    public let zIndex: Int

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}

/// Returns the items of a custom group: UIKit's `NSCollectionLayoutGroupCustomItemProvider`. The
/// environment's container is the group's content area.
public typealias CollectionLayoutGroupCustomItemProvider = @MainActor (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
