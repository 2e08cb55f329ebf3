import Foundation
import TermCanvas

/// A view that sends actions to targets when events happen: UIKit's `UIControl`. Targets and actions
/// are kept per event and sent, in the order added, by `sendActions(for:)` — which a subclass, a click
/// on the control (a tap: `.touchUpInside`) or your code calls. A `nil` target (UIKit's responder
/// chain) is not searched for: the action goes nowhere.
@preconcurrency @MainActor
open class Control: View {
    /// The events a control sends actions for (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bit mask, with UIKit's bit values.
        public let rawValue: UInt
        /// Makes a set of events from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch down in the control. Not sent by the simulator (a click sends `.touchUpInside`); your code may send it.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down (a multi-tap). Not sent by the simulator; your code may send it.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger dragged within the control. Not sent by the simulator; your code may send it.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger dragged outside the control. Not sent by the simulator; your code may send it.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control. Not sent by the simulator; your code may send it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control. Not sent by the simulator; your code may send it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control: a tap. A click on a control sends it.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control. Not sent by the simulator; your code may send it.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch cancelled by the system. Not sent by the simulator; your code may send it.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed: a page control's page, a refresh control beginning to refresh.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button sends it with `.touchUpInside` on a click.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen. Not sent by the simulator; your code may send it.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control. Not sent by the simulator (no text fields).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Text changed in a text control. Not sent by the simulator (no text fields).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control. Not sent by the simulator (no text fields).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended editing in a text control. Not sent by the simulator (no text fields).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (bits 0–11).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (bits 16–19).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private struct Registration {
        weak var target: AnyObject?
        var action: Selector
        var events: Event
        /// Registered with a nil target: sent up the responder chain (a freed target is not that).
        var isNilTargeted: Bool
    }

    private final var registrations: [Registration] = []
    private final var handlers: [(events: Event, handler: @MainActor (Control) -> Void)] = []

    /// Whether the control takes clicks (a disabled one is not sent actions by a click).
    open var isEnabled = true
    /// Stored, for subclasses' drawing.
    open var isSelected = false
    /// Stored, for subclasses' drawing.
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sends `action` to `target` whenever one of `events` happens.
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {
        let object = target as AnyObject?
        registrations.append(Registration(target: object, action: action, events: events, isNilTargeted: object == nil))
    }

    /// Removes the target's actions for `events` (all of its actions with a nil `action`).
    open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
        let object = target as AnyObject?
        registrations.removeAll { registration in
            (object == nil || registration.target === object) && (action == nil || registration.action == action)
                && !registration.events.isDisjoint(with: events)
        }
    }

    /// Calls `handler` whenever one of `events` happens (UIKit's `addAction(_:for:)` with a `UIAction`).
    /// Final: an overridable method taking a main-actor closure links wrongly from a subclass in
    /// another file (Swift 6.3 mangles the `@preconcurrency` closure type two ways).
    public final func addAction(for events: Event, _ handler: @escaping @MainActor (Control) -> Void) {
        handlers.append((events, handler))
    }

    /// Performs `action` whenever one of `events` happens, with this control as its `sender`:
    /// UIKit's `addAction(_:for:)` (iOS 14), as in `toggle.addAction(UIAction { _ in … }, for: .valueChanged)`.
    public final func addAction(_ action: Action, for events: Event) {
        actionHandlers.append((events, action))
    }

    /// Stops performing `action` for `events` (UIKit's `removeAction(_:for:)`).
    public final func removeAction(_ action: Action, for events: Event) {
        actionHandlers.removeAll { $0.action === action && $0.events.isSubset(of: events) }
    }

    private var actionHandlers: [(events: Event, action: Action)] = []

    /// The targets with actions for any event.
    open var allTargets: [AnyObject] { registrations.compactMap(\.target) }

    /// The actions for `target` and `event`, as `#selector` names them.
    open func actions(forTarget target: Any?, forControlEvent event: Event) -> [String]? {
        let object = target as AnyObject?
        let names = registrations.filter { $0.target === object && !$0.events.isDisjoint(with: event) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for `events`, in the order they were added.
    open func sendActions(for events: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            guard registration.isNilTargeted || registration.target != nil else { continue }
            sendAction(registration.action, to: registration.target, for: nil)
        }
        for entry in handlers where !entry.events.isDisjoint(with: events) { entry.handler(self) }
        for entry in actionHandlers where !entry.events.isDisjoint(with: events) {
            entry.action.sender = self
            entry.action.perform()
        }
    }

    /// Calls `action` on `target` with this control as the sender; with no target, up the responder
    /// chain from the first responder (else this control), as UIKit sends a nil-targeted action.
    open func sendAction(_ action: Selector, to target: Any?, for event: AnyObject?) {
        guard let object = target as AnyObject? else {
            if let start = Responder.actionChainStart(sender: self) { Responder.sendAction(action, from: self, startingAt: start) }
            return
        }
        Selector.send(action, to: object, from: self)
    }

    /// A click on the control at `point` (its own coordinates), as the app layer delivers it: a tap,
    /// `.touchUpInside`. Subclasses answer their own way (a page control turns the page).
    package func performClick(at point: CGPoint) {
        sendActions(for: .touchUpInside)
    }
}
