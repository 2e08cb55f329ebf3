import Foundation
import TermCollectionView

/// The key window: UIKit's window that receives the keys. A terminal shows one window at a time —
/// the one the run loop drives — so the key window is the window made (or made key) last.
extension Window {
    /// Whether this is the key window (UIKit's `isKeyWindow`): the window made or made key last.
    public var isKeyWindow: Bool { Window.key === self }

    /// Makes this the key window (UIKit's `makeKeyAndVisible()`). It is visible already: the run
    /// loop that drives it draws it.
    public func makeKeyAndVisible() {
        makeKey()
    }

    /// Makes this the key window (UIKit's `makeKey()`).
    public func makeKey() {
        Window.key = self
    }

    /// The key window, if one is alive: what a window scene's `keyWindow` answers.
    public static var keyWindow: Window? { key }
}
