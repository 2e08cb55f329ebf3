import Foundation

/// UIKit's `UIEvent`: the input a touch, a press or a scroll belongs to.
///
/// Key presses arrive as a `PressesEvent` (a subclass, as UIKit's `UIPressesEvent` is); the mouse's
/// left button, held, is a touch event (`allTouches`, one `Touch`). A click is hit-tested without an
/// event: tcv passes `nil` to `hitTest(_:with:)` and `point(inside:with:)`, as UIKit code does when
/// it hit-tests by hand, so an override must accept a `nil` event.
@preconcurrency @MainActor
open class Event: NSObject {
    /// UIKit's `UIEvent.EventType`, with UIKit's raw values.
    public enum EventType: Int, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }

    /// UIKit's `UIEvent.EventSubtype`, with UIKit's raw values: a motion's or a remote control's kind.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102
        case remoteControlTogglePlayPause = 103, remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106, remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }

    /// What kind of input the event is.
    open var type: EventType { .touches }
    /// The event's subtype: `.none` for touches and presses, as in UIKit (no motion or remote
    /// control event reaches a terminal).
    open var subtype: EventSubtype { .none }
    /// When the event happened, in seconds (the window's clock).
    public package(set) var timestamp: TimeInterval
    /// The touches of a touch event (the mouse's one); nil for other events.
    public package(set) var allTouches: Set<Touch>?

    /// The event's touches that began in `view`.
    public func touches(for view: View) -> Set<Touch>? {
        allTouches?.filter { $0.view === view }
    }

    /// An event at `timestamp`.
    public init(timestamp: TimeInterval) {
        self.timestamp = timestamp
    }
}
