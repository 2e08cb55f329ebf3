import TermCanvas

/// A key a hosted screen responds to beyond scrolling, with the title the help overlay shows:
/// the terminal's `UIKeyCommand`.
@MainActor
public final class KeyCommand {
    /// The keys that trigger the command.
    public let inputs: [Key]
    /// What the help overlay says the keys do.
    public let title: String
    /// How the keys are written in the help overlay (e.g. "1-4").
    public let keyLabel: String
    /// The action; runs on the main actor.
    public let action: @MainActor () -> Void

    /// A command on one or more keys. `keyLabel` defaults to the keys spelled out.
    public init(inputs: [Key], keyLabel: String? = nil, title: String, action: @escaping @MainActor () -> Void) {
        self.inputs = inputs
        self.title = title
        self.keyLabel = keyLabel ?? inputs.map(KeyCommand.label(for:)).joined(separator: "/")
        self.action = action
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
