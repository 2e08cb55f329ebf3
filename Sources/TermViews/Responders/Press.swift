import Foundation
import TermCanvas

/// UIKit's `UIPress`: one key of a `pressesBegan(_:with:)`, with the `key` it is.
@preconcurrency @MainActor
public final class Press: NSObject {
    /// UIKit's `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The terminal key this press is.
    public let terminalKey: Key
    /// Where the press is: `.began` in `pressesBegan`, `.ended` in `pressesEnded`.
    public package(set) var phase: Phase = .began
    /// When the press happened, in seconds (the window's clock).
    public let timestamp: TimeInterval

    /// A press of `key` at `timestamp`.
    public init(key: Key, timestamp: TimeInterval) {
        terminalKey = key
        self.timestamp = timestamp
    }

    /// The keyboard key pressed (UIKit's `key`; nil for a remote's button, never here). Made when
    /// asked: most presses travel the chain without anyone reading it.
    public var key: KeyboardKey? { KeyboardKey(terminalKey) }
}

/// UIKit's `UIPressesEvent`: the event a set of presses belongs to. As UIKit's, the object is reused
/// for the next key: read it during the call, do not keep it.
@preconcurrency @MainActor
public final class PressesEvent: Event {
    /// Always `.presses`.
    public override var type: EventType { .presses }
    /// The presses of the event.
    public package(set) var allPresses: Set<Press>
    /// The window's clock, which a scroll view scrolled by the key times its drag and settle by.
    package var clock: FrameClock?
    /// The window's screen scale: a scroll key moves one of its rows or columns of points.
    package var screenScale = ScreenScale.cells

    /// An event of `presses` at `timestamp`.
    public init(presses: Set<Press>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(timestamp: timestamp)
    }
}
