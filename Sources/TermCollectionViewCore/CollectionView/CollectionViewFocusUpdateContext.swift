import Foundation

/// A direction the focus moves in: UIKit's `UIFocusHeading`, its four arrow directions.
public struct FocusHeading: OptionSet, Hashable, Sendable {
    /// The bit mask, with UIKit's bit values.
    public let rawValue: UInt
    /// Makes a heading from UIKit's bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Up: the ↑ key.
    public static let up = FocusHeading(rawValue: 1 << 0)
    /// Down: the ↓ key.
    public static let down = FocusHeading(rawValue: 1 << 1)
    /// Left: the ← key.
    public static let left = FocusHeading(rawValue: 1 << 2)
    /// Right: the → key.
    public static let right = FocusHeading(rawValue: 1 << 3)
}

/// What a focus update changed, as the delegate's `didUpdateFocusIn` sees it: UIKit's
/// `UICollectionViewFocusUpdateContext`, with the index paths instead of the views.
@preconcurrency @MainActor
public final class CollectionViewFocusUpdateContext {
    /// The item that had the focus; nil when focus entered the collection view.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The item that has the focus now; nil when focus left the collection view.
    public let nextFocusedIndexPath: IndexPath?
    /// The direction the focus moved in; empty when it did not move by an arrow (entering, leaving).
    public let focusHeading: FocusHeading

    init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?, focusHeading: FocusHeading) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        self.focusHeading = focusHeading
    }
}

/// Runs animations alongside a focus update: UIKit's `UIFocusAnimationCoordinator`. The terminal shows
/// the new focus in the next frame without animating it, so the animations run at once, then the
/// completion.
@preconcurrency @MainActor
public final class FocusAnimationCoordinator {
    init() {}

    /// Runs `animations`, then `completion`, at once.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
