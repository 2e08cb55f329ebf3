import Foundation

/// UIKit's `UIFeedbackGenerator`: haptics. A terminal has none, so every generator here does nothing
/// when asked to play; they exist so that code which plays feedback on a selection compiles and runs.
@preconcurrency @MainActor
open class FeedbackGenerator: NSObject {
    /// Does nothing: there is no haptic engine to wake.
    open func prepare() {}
}

/// UIKit's `UIImpactFeedbackGenerator`: plays nothing (no haptics in a terminal).
@preconcurrency @MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    /// The style it was made with (stored only).
    public let style: FeedbackStyle

    /// A generator of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
    }

    /// A medium generator.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays nothing.
    open func impactOccurred() {}
    /// Plays nothing.
    open func impactOccurred(intensity: CGFloat) {}
}

/// UIKit's `UISelectionFeedbackGenerator`: plays nothing (no haptics in a terminal).
@preconcurrency @MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// Plays nothing.
    open func selectionChanged() {}
}

/// UIKit's `UINotificationFeedbackGenerator`: plays nothing (no haptics in a terminal).
@preconcurrency @MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// Plays nothing.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
