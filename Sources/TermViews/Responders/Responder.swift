import Foundation
import TermCanvas

/// UIKit's `UIResponder`: an object in the responder chain, which a key travels up.
///
/// A key goes first to the key commands along the chain, from the first responder up (UIKit matches
/// `keyCommands` that way); when none takes it, `pressesBegan(_:with:)` goes to the first responder
/// (the visible view controller when there is none) and, as UIKit's default implementation does,
/// each responder that does not handle it passes it to its `next`: a view's next responder is the
/// view controller whose view it is, else its superview (a cell's, its collection view); a view
/// controller's is its view's superview, else its navigation controller or presenter, else the
/// window, which ends the chain (help, back). A terminal has no key-up: `pressesEnded(_:with:)`
/// follows each `pressesBegan` at once.
///
/// tcv shows one window at a time, so the first responder is that window's: one per process.
/// Becoming first responder does not check that the view is in the window (UIKit's answer is `false`
/// for a view outside it); the window only asks a first responder whose chain reaches it.
@preconcurrency @MainActor
open class Responder: NSObject {
    /// The first responder, if any (a weak reference: a freed view stops being it).
    private static weak var current: Responder?

    /// The next responder up the chain; nil ends it. Subclasses say where their chain goes.
    open var next: Responder? { nil }

    /// Whether this object can take the keys first (UIKit: `false` unless overridden).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives the first-responder status up when asked (UIKit: `true`).
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder.
    open var isFirstResponder: Bool { Self.current === self }

    /// Makes this object the first responder when it `canBecomeFirstResponder` and the current one
    /// resigns; returns whether it is the first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = Self.current, !current.resignFirstResponder() { return false }
        Self.current = self
        return true
    }

    /// Gives up the first-responder status when `canResignFirstResponder`; returns whether it did
    /// (UIKit's `true` for an object that was not the first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        Self.current = nil
        return true
    }

    /// Types `key` when this responder takes text input now (a text field being edited), returning
    /// whether it took the key. The window offers a key here before the key commands, as iOS 15 delivers a key to text input
    /// first (`UIKeyCommand.wantsPriorityOverSystemBehavior`). Default: no.
    package func takesTextInput(_ key: Key) -> Bool { false }

    /// The first responder, whatever object it is (the window starts a key's way there).
    public static var firstResponder: Responder? { current }

    /// The key commands this responder offers; the window matches a key against them along the chain
    /// from the first responder up. `nil` by default.
    open var keyCommands: [KeyCommand]? { nil }

    /// A key went down. The default passes it to `next`, as UIKit's does; override to handle it (and
    /// call `super` for the keys you do not).
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A key came up (here at once after `pressesBegan`). The default passes it to `next`.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// A press was cancelled. Never sent here (a terminal key cannot be cancelled); passes to `next`.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// A touch began in the view hit-testing found under the pointer (the mouse's left button went
    /// down): UIKit's `touchesBegan(_:with:)`. The default passes it to `next`, as UIKit's does, so a
    /// view controller hears the touches its views leave (the common `view.endEditing(true)` there).
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// The touch moved (the pointer dragged with the button held). The default passes it to `next`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// The touch ended (the button came up). The default passes it to `next`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touch was cancelled: a gesture recognizer that `cancelsTouchesInView` recognized its
    /// gesture. The default passes it to `next`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// A motion began (UIKit's `motionBegan(_:with:)`, a shake). Never called: a terminal does not
    /// shake. The default passes it to `next`, as UIKit's does.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionBegan(motion, with: event)
    }

    /// A motion ended (UIKit's `motionEnded(_:with:)`: "shake to undo", a debug menu). Never called:
    /// a terminal does not shake. The default passes it to `next`.
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionEnded(motion, with: event)
    }

    /// A motion was cancelled (UIKit's `motionCancelled(_:with:)`). Never called. The default passes
    /// it to `next`.
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionCancelled(motion, with: event)
    }

    /// Sends `action` up the chain from `start`, as UIKit sends a nil-targeted action: the first
    /// responder with a method of that name performs it (an `@objc` method `Selector.performer`
    /// knows, or UIKit's own `resignFirstResponder`/`becomeFirstResponder`). Returns whether one did.
    @discardableResult
    package static func sendAction(_ action: Selector, from sender: Any?, startingAt start: Responder) -> Bool {
        for responder in start.responderChain {
            switch action.baseName {
            case "resignFirstResponder":
                guard responder.isFirstResponder else { continue }
                responder.resignFirstResponder()
                return true
            case "becomeFirstResponder":
                responder.becomeFirstResponder()
                return true
            default:
                if Selector.performer(responder, action, sender) { return true }
            }
        }
        return false
    }

    /// Where a nil-targeted action starts: the first responder, else `sender` when it is a responder.
    package static func actionChainStart(sender: Any?) -> Responder? {
        current ?? (sender as? Responder)
    }

    /// The responders from this one up to the end of the chain (at most 256: a chain that loops ends).
    public var responderChain: [Responder] {
        var chain: [Responder] = [self]
        while chain.count < 256, let next = chain[chain.count - 1].next { chain.append(next) }
        return chain
    }
}
