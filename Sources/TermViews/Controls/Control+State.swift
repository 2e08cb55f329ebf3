import Foundation

extension Control {
    /// The states a control's look is set per (UIKit's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The bit mask, with UIKit's bit values.
        public let rawValue: UInt
        /// Makes a state from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The plain state (no bits): the fallback a button's per-state title uses when its state has none.
        public static let normal = State([])
        /// A touch is down on the control (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled (`isEnabled` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus. Never part of `state` here: a control does not take the focus.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The control's current state.
    public var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}
