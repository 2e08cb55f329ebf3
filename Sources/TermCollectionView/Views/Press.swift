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
public final class PressesEvent: NSObject {
    /// The presses of the event.
    public package(set) var allPresses: Set<Press>
    /// When the event happened, in seconds.
    public package(set) var timestamp: TimeInterval

    /// An event of `presses` at `timestamp`.
    public init(presses: Set<Press>, timestamp: TimeInterval) {
        allPresses = presses
        self.timestamp = timestamp
    }
}

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
            let lower = String(character).lowercased()
            let code = lower.unicodeScalars.first.map { $0.value &- 96 } ?? 0
            characters = (1...26).contains(code) ? String(UnicodeScalar(UInt8(code))) : lower
            charactersIgnoringModifiers = lower
            modifierFlags = .control
            keyCode = KeyboardHIDUsage(character: Character(lower))
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
    public let rawValue: Int
    /// A flag of `rawValue` (UIKit's values).
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}

/// UIKit's `UIKeyboardHIDUsage`: a key's USB HID usage code (the letters, digits and the keys a
/// terminal sends; UIKit's names).
public struct KeyboardHIDUsage: RawRepresentable, Sendable, Hashable {
    public let rawValue: Int
    /// The usage `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = KeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardB = KeyboardHIDUsage(rawValue: 0x05)
    public static let keyboardC = KeyboardHIDUsage(rawValue: 0x06)
    public static let keyboardD = KeyboardHIDUsage(rawValue: 0x07)
    public static let keyboardE = KeyboardHIDUsage(rawValue: 0x08)
    public static let keyboardF = KeyboardHIDUsage(rawValue: 0x09)
    public static let keyboardG = KeyboardHIDUsage(rawValue: 0x0A)
    public static let keyboardH = KeyboardHIDUsage(rawValue: 0x0B)
    public static let keyboardI = KeyboardHIDUsage(rawValue: 0x0C)
    public static let keyboardJ = KeyboardHIDUsage(rawValue: 0x0D)
    public static let keyboardK = KeyboardHIDUsage(rawValue: 0x0E)
    public static let keyboardL = KeyboardHIDUsage(rawValue: 0x0F)
    public static let keyboardM = KeyboardHIDUsage(rawValue: 0x10)
    public static let keyboardN = KeyboardHIDUsage(rawValue: 0x11)
    public static let keyboardO = KeyboardHIDUsage(rawValue: 0x12)
    public static let keyboardP = KeyboardHIDUsage(rawValue: 0x13)
    public static let keyboardQ = KeyboardHIDUsage(rawValue: 0x14)
    public static let keyboardR = KeyboardHIDUsage(rawValue: 0x15)
    public static let keyboardS = KeyboardHIDUsage(rawValue: 0x16)
    public static let keyboardT = KeyboardHIDUsage(rawValue: 0x17)
    public static let keyboardU = KeyboardHIDUsage(rawValue: 0x18)
    public static let keyboardV = KeyboardHIDUsage(rawValue: 0x19)
    public static let keyboardW = KeyboardHIDUsage(rawValue: 0x1A)
    public static let keyboardX = KeyboardHIDUsage(rawValue: 0x1B)
    public static let keyboardY = KeyboardHIDUsage(rawValue: 0x1C)
    public static let keyboardZ = KeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = KeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard2 = KeyboardHIDUsage(rawValue: 0x1F)
    public static let keyboard3 = KeyboardHIDUsage(rawValue: 0x20)
    public static let keyboard4 = KeyboardHIDUsage(rawValue: 0x21)
    public static let keyboard5 = KeyboardHIDUsage(rawValue: 0x22)
    public static let keyboard6 = KeyboardHIDUsage(rawValue: 0x23)
    public static let keyboard7 = KeyboardHIDUsage(rawValue: 0x24)
    public static let keyboard8 = KeyboardHIDUsage(rawValue: 0x25)
    public static let keyboard9 = KeyboardHIDUsage(rawValue: 0x26)
    public static let keyboard0 = KeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardF1 = KeyboardHIDUsage(rawValue: 0x3A)
    public static let keyboardF2 = KeyboardHIDUsage(rawValue: 0x3B)
    public static let keyboardF3 = KeyboardHIDUsage(rawValue: 0x3C)
    public static let keyboardF4 = KeyboardHIDUsage(rawValue: 0x3D)
    public static let keyboardF5 = KeyboardHIDUsage(rawValue: 0x3E)
    public static let keyboardF6 = KeyboardHIDUsage(rawValue: 0x3F)
    public static let keyboardF7 = KeyboardHIDUsage(rawValue: 0x40)
    public static let keyboardF8 = KeyboardHIDUsage(rawValue: 0x41)
    public static let keyboardF9 = KeyboardHIDUsage(rawValue: 0x42)
    public static let keyboardF10 = KeyboardHIDUsage(rawValue: 0x43)
    public static let keyboardF11 = KeyboardHIDUsage(rawValue: 0x44)
    public static let keyboardF12 = KeyboardHIDUsage(rawValue: 0x45)
    public static let keyboardReturnOrEnter = KeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = KeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = KeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = KeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = KeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardHyphen = KeyboardHIDUsage(rawValue: 0x2D)
    public static let keyboardEqualSign = KeyboardHIDUsage(rawValue: 0x2E)
    public static let keyboardSlash = KeyboardHIDUsage(rawValue: 0x38)
    public static let keyboardPageUp = KeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardDeleteForward = KeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = KeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = KeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardRightArrow = KeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = KeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = KeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = KeyboardHIDUsage(rawValue: 0x52)
    public static let keyboardHome = KeyboardHIDUsage(rawValue: 0x4A)

    /// The code of the key that types `character` (the letters run from `keyboardA` to `keyboardZ`,
    /// the digits from `keyboard1` to `keyboard0`, in HID order) (a letter in either case, a digit, Space and a
    /// few marks); 0 (no event) for the rest.
    init(character: Character) {
        let lower = Character(String(character).lowercased())
        if let ascii = lower.asciiValue {
            switch ascii {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): self.init(rawValue: 0x04 + Int(ascii - UInt8(ascii: "a")))
            case UInt8(ascii: "1")...UInt8(ascii: "9"): self.init(rawValue: 0x1E + Int(ascii - UInt8(ascii: "1")))
            case UInt8(ascii: "0"): self = .keyboard0
            case UInt8(ascii: " "): self = .keyboardSpacebar
            case UInt8(ascii: "-"): self = .keyboardHyphen
            case UInt8(ascii: "="): self = .keyboardEqualSign
            case UInt8(ascii: "/"), UInt8(ascii: "?"): self = .keyboardSlash
            default: self.init(rawValue: 0)
            }
        } else {
            self.init(rawValue: 0)
        }
    }
}
