import TermCanvas

/// A key a hosted screen responds to beyond scrolling, with the title the help overlay shows:
/// the terminal's `UIKeyCommand`. Made with a closure (`init(inputs:keyLabel:title:action:)`), or as
/// UIKit code makes it, with an input string, modifier flags and a selector
/// (`init(input:modifierFlags:action:)`), whose action the window sends up the responder chain from
/// the first responder, as UIKit does.
@MainActor
public final class KeyCommand {
    /// The keys that trigger the command.
    public let inputs: [Key]
    /// What the help overlay says the keys do (UIKit's `title`).
    public var title: String
    /// What the help overlay shows when set (UIKit's `discoverabilityTitle`, its key-command HUD's text).
    public var discoverabilityTitle: String?
    /// How the keys are written in the help overlay (e.g. "1-4").
    public let keyLabel: String
    /// The action; runs on the main actor.
    public let action: @MainActor () -> Void
    /// The selector a UIKit-made command sends (`init(input:modifierFlags:action:)`); nil for a closure's.
    public let selector: Selector?
    /// UIKit's input string (`"f"`, `UIKeyCommand.inputUpArrow`); nil for a closure's command.
    public let input: String?
    /// UIKit's modifier flags of the command.
    public let modifierFlags: KeyModifierFlags
    /// Whether the command comes before text input: a text field being edited types a key first
    /// unless a matching command wants priority, as on iOS 15. (Before the scroll keys a command
    /// always comes.)
    public var wantsPriorityOverSystemBehavior = false

    /// UIKit's `UIKeyCommand(input:modifierFlags:action:)`: `input` a character or one of the
    /// `input…` strings, the modifiers as held. A terminal sends no Command key: Command and Control
    /// both mean Control here (⌘F is Ctrl-F; a terminal keeps Ctrl-C, -H, -I, -M and -Z for itself);
    /// Shift with a letter is its capital. A key the terminal cannot send (⇧↑, Option with anything)
    /// leaves `inputs` empty: the help lists it under —, no key triggers it. The window sends `action`
    /// up the responder chain from the first responder, with the command as sender (see `perform`).
    public init(input: String, modifierFlags: KeyModifierFlags = [], action: Selector) {
        inputs = Self.key(input: input, modifierFlags: modifierFlags).map { [$0] } ?? []
        title = ""
        keyLabel = inputs.isEmpty ? "—" : inputs.map(KeyCommand.label(for:)).joined(separator: "/")
        self.action = {}
        selector = action
        self.input = input
        self.modifierFlags = modifierFlags
    }

    /// Runs the command: the closure, or the selector sent as UIKit sends a key command's action —
    /// "UIKit walks the responder chain looking for an object that implements the corresponding action
    /// method. It calls that method on the first object it finds" (`UIResponder.keyCommands`) — from
    /// `first`, where the key began (the first responder), up. When no responder has the method, it
    /// is reported as sent to `offering`, the responder whose `keyCommands` offered the command.
    public func perform(startingAt first: Responder, offeredBy offering: Responder) {
        guard let selector else { return action() }
        if Responder.sendAction(selector, from: self, startingAt: first) { return }
        Selector.send(selector, to: offering, from: self)
    }

    /// What the help overlay says: `discoverabilityTitle`, else `title`, else the selector's name.
    public var helpTitle: String {
        discoverabilityTitle ?? (title.isEmpty ? selector.map(\.baseName) ?? "" : title)
    }

    /// The terminal key of a UIKit input string and modifiers; nil when a terminal cannot send it.
    private static func key(input: String, modifierFlags: KeyModifierFlags) -> Key? {
        if input == "\t" && modifierFlags == .shift { return .backTab }
        let special: [String: Key] = [
            inputUpArrow: .up, inputDownArrow: .down, inputLeftArrow: .left, inputRightArrow: .right,
            inputPageUp: .pageUp, inputPageDown: .pageDown, inputHome: .home, inputEnd: .end, inputEscape: .escape,
            "\r": .enter, "\t": .tab, "\u{8}": .backspace,
        ]
        // The terminal's keys carry no modifiers but Control on a letter and Shift in a capital: a
        // modified special key, or Option, is a key it cannot send.
        if let key = special[input] { return modifierFlags.isEmpty ? key : nil }
        guard input.count == 1, let character = input.first, !modifierFlags.contains(.alternate) else { return nil }
        if !modifierFlags.intersection([.control, .command]).isEmpty {
            return .control(character.lowercasedKey)
        }
        return .character(modifierFlags.contains(.shift) ? character.uppercasedKey : character)
    }

    /// A command on one or more keys. `keyLabel` defaults to the keys spelled out.
    public init(inputs: [Key], keyLabel: String? = nil, title: String, action: @escaping @MainActor () -> Void) {
        self.inputs = inputs
        self.title = title
        self.keyLabel = keyLabel ?? inputs.map(KeyCommand.label(for:)).joined(separator: "/")
        self.action = action
        selector = nil
        input = nil
        modifierFlags = []
    }

    /// A command on a single character.
    public convenience init(input: Character, title: String, action: @escaping @MainActor () -> Void) {
        self.init(inputs: [.character(input)], title: title, action: action)
    }

    /// UIKit's input strings of the keys that type no character, as `KeyboardKey.characters` has them.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow's input string.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow's input string.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow's input string.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// Escape's input string.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// Page Up's input string.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// Page Down's input string.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// Home's input string.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// End's input string.
    nonisolated public static let inputEnd = "UIKeyInputEnd"

    /// How a key reads in help text.
    public static func label(for key: Key) -> String {
        switch key {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .backspace: "BS"
        case .delete: "Del"
        case .control(let character): "C-\(character)"
        case .function(let number): "F\(number)"
        }
    }
}
