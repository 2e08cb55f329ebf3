import Foundation

/// UIKit's `UIKeyboardHIDUsage`: a key's USB HID usage code (the letters, digits and the keys a
/// terminal sends; UIKit's names).
public struct KeyboardHIDUsage: RawRepresentable, Sendable, Hashable {
    /// The usage code.
    public let rawValue: Int
    /// The usage `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The A key.
    public static let keyboardA = KeyboardHIDUsage(rawValue: 0x04)
    /// The B key.
    public static let keyboardB = KeyboardHIDUsage(rawValue: 0x05)
    /// The C key.
    public static let keyboardC = KeyboardHIDUsage(rawValue: 0x06)
    /// The D key.
    public static let keyboardD = KeyboardHIDUsage(rawValue: 0x07)
    /// The E key.
    public static let keyboardE = KeyboardHIDUsage(rawValue: 0x08)
    /// The F key.
    public static let keyboardF = KeyboardHIDUsage(rawValue: 0x09)
    /// The G key.
    public static let keyboardG = KeyboardHIDUsage(rawValue: 0x0A)
    /// The H key.
    public static let keyboardH = KeyboardHIDUsage(rawValue: 0x0B)
    /// The I key.
    public static let keyboardI = KeyboardHIDUsage(rawValue: 0x0C)
    /// The J key.
    public static let keyboardJ = KeyboardHIDUsage(rawValue: 0x0D)
    /// The K key.
    public static let keyboardK = KeyboardHIDUsage(rawValue: 0x0E)
    /// The L key.
    public static let keyboardL = KeyboardHIDUsage(rawValue: 0x0F)
    /// The M key.
    public static let keyboardM = KeyboardHIDUsage(rawValue: 0x10)
    /// The N key.
    public static let keyboardN = KeyboardHIDUsage(rawValue: 0x11)
    /// The O key.
    public static let keyboardO = KeyboardHIDUsage(rawValue: 0x12)
    /// The P key.
    public static let keyboardP = KeyboardHIDUsage(rawValue: 0x13)
    /// The Q key.
    public static let keyboardQ = KeyboardHIDUsage(rawValue: 0x14)
    /// The R key.
    public static let keyboardR = KeyboardHIDUsage(rawValue: 0x15)
    /// The S key.
    public static let keyboardS = KeyboardHIDUsage(rawValue: 0x16)
    /// The T key.
    public static let keyboardT = KeyboardHIDUsage(rawValue: 0x17)
    /// The U key.
    public static let keyboardU = KeyboardHIDUsage(rawValue: 0x18)
    /// The V key.
    public static let keyboardV = KeyboardHIDUsage(rawValue: 0x19)
    /// The W key.
    public static let keyboardW = KeyboardHIDUsage(rawValue: 0x1A)
    /// The X key.
    public static let keyboardX = KeyboardHIDUsage(rawValue: 0x1B)
    /// The Y key.
    public static let keyboardY = KeyboardHIDUsage(rawValue: 0x1C)
    /// The Z key.
    public static let keyboardZ = KeyboardHIDUsage(rawValue: 0x1D)
    /// The 1 key.
    public static let keyboard1 = KeyboardHIDUsage(rawValue: 0x1E)
    /// The 2 key.
    public static let keyboard2 = KeyboardHIDUsage(rawValue: 0x1F)
    /// The 3 key.
    public static let keyboard3 = KeyboardHIDUsage(rawValue: 0x20)
    /// The 4 key.
    public static let keyboard4 = KeyboardHIDUsage(rawValue: 0x21)
    /// The 5 key.
    public static let keyboard5 = KeyboardHIDUsage(rawValue: 0x22)
    /// The 6 key.
    public static let keyboard6 = KeyboardHIDUsage(rawValue: 0x23)
    /// The 7 key.
    public static let keyboard7 = KeyboardHIDUsage(rawValue: 0x24)
    /// The 8 key.
    public static let keyboard8 = KeyboardHIDUsage(rawValue: 0x25)
    /// The 9 key.
    public static let keyboard9 = KeyboardHIDUsage(rawValue: 0x26)
    /// The 0 key.
    public static let keyboard0 = KeyboardHIDUsage(rawValue: 0x27)
    /// The F1 key.
    public static let keyboardF1 = KeyboardHIDUsage(rawValue: 0x3A)
    /// The F2 key.
    public static let keyboardF2 = KeyboardHIDUsage(rawValue: 0x3B)
    /// The F3 key.
    public static let keyboardF3 = KeyboardHIDUsage(rawValue: 0x3C)
    /// The F4 key.
    public static let keyboardF4 = KeyboardHIDUsage(rawValue: 0x3D)
    /// The F5 key.
    public static let keyboardF5 = KeyboardHIDUsage(rawValue: 0x3E)
    /// The F6 key.
    public static let keyboardF6 = KeyboardHIDUsage(rawValue: 0x3F)
    /// The F7 key.
    public static let keyboardF7 = KeyboardHIDUsage(rawValue: 0x40)
    /// The F8 key.
    public static let keyboardF8 = KeyboardHIDUsage(rawValue: 0x41)
    /// The F9 key.
    public static let keyboardF9 = KeyboardHIDUsage(rawValue: 0x42)
    /// The F10 key.
    public static let keyboardF10 = KeyboardHIDUsage(rawValue: 0x43)
    /// The F11 key.
    public static let keyboardF11 = KeyboardHIDUsage(rawValue: 0x44)
    /// The F12 key.
    public static let keyboardF12 = KeyboardHIDUsage(rawValue: 0x45)
    /// The Return (Enter) key.
    public static let keyboardReturnOrEnter = KeyboardHIDUsage(rawValue: 0x28)
    /// The Escape key.
    public static let keyboardEscape = KeyboardHIDUsage(rawValue: 0x29)
    /// The Backspace key.
    public static let keyboardDeleteOrBackspace = KeyboardHIDUsage(rawValue: 0x2A)
    /// The Tab key.
    public static let keyboardTab = KeyboardHIDUsage(rawValue: 0x2B)
    /// The Space bar key.
    public static let keyboardSpacebar = KeyboardHIDUsage(rawValue: 0x2C)
    /// The - key.
    public static let keyboardHyphen = KeyboardHIDUsage(rawValue: 0x2D)
    /// The = key.
    public static let keyboardEqualSign = KeyboardHIDUsage(rawValue: 0x2E)
    /// The / key (? with Shift).
    public static let keyboardSlash = KeyboardHIDUsage(rawValue: 0x38)
    /// The Page Up key.
    public static let keyboardPageUp = KeyboardHIDUsage(rawValue: 0x4B)
    /// The forward Delete key.
    public static let keyboardDeleteForward = KeyboardHIDUsage(rawValue: 0x4C)
    /// The End key.
    public static let keyboardEnd = KeyboardHIDUsage(rawValue: 0x4D)
    /// The Page Down key.
    public static let keyboardPageDown = KeyboardHIDUsage(rawValue: 0x4E)
    /// The right arrow key.
    public static let keyboardRightArrow = KeyboardHIDUsage(rawValue: 0x4F)
    /// The left arrow key.
    public static let keyboardLeftArrow = KeyboardHIDUsage(rawValue: 0x50)
    /// The down arrow key.
    public static let keyboardDownArrow = KeyboardHIDUsage(rawValue: 0x51)
    /// The up arrow key.
    public static let keyboardUpArrow = KeyboardHIDUsage(rawValue: 0x52)
    /// The Home key.
    public static let keyboardHome = KeyboardHIDUsage(rawValue: 0x4A)

    /// The code of the key that types `character` (the letters run from `keyboardA` to `keyboardZ`,
    /// the digits from `keyboard1` to `keyboard0`, in HID order) (a letter in either case, a digit, Space and a
    /// few marks); 0 (no event) for the rest.
    init(character: Character) {
        let lower = character.lowercasedKey
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
