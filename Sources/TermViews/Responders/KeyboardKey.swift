import Foundation
import TermCanvas

/// UIKit's `UIKey`: which key, with what it types and the modifiers held.
public struct KeyboardKey: Sendable, Equatable {
    /// What the key types with its modifiers (`"\u{3}"` for Ctrl-C); UIKit's special keys
    /// (`UIKeyCommand.inputUpArrow` and the like) for the arrows, paging, Home, End and Escape.
    public let characters: String
    /// What the key types without its modifiers (`"c"` for Ctrl-C).
    public let charactersIgnoringModifiers: String
    /// The modifiers held.
    public let modifierFlags: KeyModifierFlags
    /// The key's USB HID usage, as UIKit's `keyCode`.
    public let keyCode: KeyboardHIDUsage
    /// The terminal key it is.
    public let terminalKey: Key

    init(_ key: Key) {
        terminalKey = key
        switch key {
        case .character(let character):
            characters = String(character)
            charactersIgnoringModifiers = String(character)
            modifierFlags = character.isUppercase ? .shift : []
            keyCode = KeyboardHIDUsage(character: character)
        case .control(let character):
            let lower = character.lowercasedKey
            let code = lower.asciiValue.map { Int($0) - 96 } ?? 0
            characters = (1...26).contains(code) ? String(UnicodeScalar(UInt8(code))) : String(lower)
            charactersIgnoringModifiers = String(lower)
            modifierFlags = .control
            keyCode = KeyboardHIDUsage(character: lower)
        case .backTab:
            characters = "\t"
            charactersIgnoringModifiers = "\t"
            modifierFlags = .shift
            keyCode = .keyboardTab
        default:
            let (text, code) = Self.special(key)
            characters = text
            charactersIgnoringModifiers = text
            modifierFlags = []
            keyCode = code
        }
    }

    /// The text and code of a key that types no character: UIKit's input strings for the arrows,
    /// paging, Home, End and Escape (`UIKeyCommand.inputUpArrow` …), control characters for the rest.
    private static func special(_ key: Key) -> (String, KeyboardHIDUsage) {
        switch key {
        case .up: (KeyCommand.inputUpArrow, .keyboardUpArrow)
        case .down: (KeyCommand.inputDownArrow, .keyboardDownArrow)
        case .left: (KeyCommand.inputLeftArrow, .keyboardLeftArrow)
        case .right: (KeyCommand.inputRightArrow, .keyboardRightArrow)
        case .pageUp: (KeyCommand.inputPageUp, .keyboardPageUp)
        case .pageDown: (KeyCommand.inputPageDown, .keyboardPageDown)
        case .home: (KeyCommand.inputHome, .keyboardHome)
        case .end: (KeyCommand.inputEnd, .keyboardEnd)
        case .escape: (KeyCommand.inputEscape, .keyboardEscape)
        case .enter: ("\r", .keyboardReturnOrEnter)
        case .tab: ("\t", .keyboardTab)
        case .backspace: ("\u{8}", .keyboardDeleteOrBackspace)
        case .delete: ("\u{7F}", .keyboardDeleteForward)
        case .function(let number): ("", KeyboardHIDUsage(rawValue: 0x3A + max(0, min(number, 12) - 1)))
        case .character, .control, .backTab: ("", KeyboardHIDUsage(rawValue: 0))
        }
    }
}

/// UIKit's `UIKeyModifierFlags`.
public struct KeyModifierFlags: OptionSet, Sendable, Hashable {
    /// UIKit's raw value.
    public let rawValue: Int
    /// A flag of `rawValue` (UIKit's values).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}
