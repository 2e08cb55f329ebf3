/// Repairs escape sequences ncurses did not recognise.
///
/// ncurses turns the sequences terminfo lists for the current `TERM` into key codes. Anything else
/// comes through as Esc followed by its remaining bytes as plain characters: Home sent as VT220
/// `ESC [1~` under `TERM=xterm-256color` inside tmux (whose entry lists `ESC OH`), Ctrl+Up as
/// `ESC [1;5A`, a focus report. Delivered as is, the Esc would close the viewer and the rest would
/// act as keystrokes. So an Esc immediately followed, within the same read, by a CSI (`ESC [`
/// parameters, intermediates, final byte) or SS3 (`ESC O` + final byte) sequence is replaced by the
/// ncurses key code of the key it names in xterm/VT220 convention (arrows, Home, End, PgUp, PgDn,
/// Delete, Shift-Tab, F1–F12), or removed whole when it names none (or carries modifiers).
/// A lone Esc, or Esc followed by anything else, passes through.
struct EscapeSequenceFilter: Sendable {
    private static let escape: UInt32 = 0x1B
    private static let leftBracket: UInt32 = 0x5B
    private static let letterO: UInt32 = 0x4F
    private static let parameterBytes: ClosedRange<UInt32> = 0x30...0x3F
    private static let intermediateBytes: ClosedRange<UInt32> = 0x20...0x2F
    private static let finalBytes: ClosedRange<UInt32> = 0x40...0x7E

    /// Key codes by CSI body (parameters + final byte) and by SS3 final byte.
    private let csiKeys: [String: Int32]
    private let ss3Keys: [String: Int32]

    init(constants: CursesConstants = .current) {
        let c = constants.raw
        var csi: [String: Int32] = [
            "A": c.keyUp, "B": c.keyDown, "C": c.keyRight, "D": c.keyLeft, "H": c.keyHome, "F": c.keyEnd,
            "Z": c.keyBackTab, "1~": c.keyHome, "7~": c.keyHome, "4~": c.keyEnd, "8~": c.keyEnd,
            "3~": c.keyDelete, "5~": c.keyPageUp, "6~": c.keyPageDown,
        ]
        // VT220 function keys: F1–F5 are 11–15, F6–F10 are 17–21, F11 and F12 are 23 and 24.
        for (number, code) in zip(1...12, [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]) {
            csi["\(code)~"] = constants.functionKey(Int32(number))
        }
        csiKeys = csi
        ss3Keys = [
            "A": c.keyUp, "B": c.keyDown, "C": c.keyRight, "D": c.keyLeft, "H": c.keyHome, "F": c.keyEnd,
            "M": c.keyEnter, "P": constants.functionKey(1), "Q": constants.functionKey(2),
            "R": constants.functionKey(3), "S": constants.functionKey(4),
        ]
    }

    /// `inputs` with each unrecognised sequence replaced by its key code or removed, in order.
    func filter(_ inputs: [CursesInput]) -> [CursesInput] {
        var result: [CursesInput] = []
        var index = 0
        while index < inputs.count {
            guard inputs[index] == .character(Self.escape), let sequence = Self.sequence(in: inputs, from: index + 1)
            else {
                result.append(inputs[index])
                index += 1
                continue
            }
            let table = sequence.isCSI ? csiKeys : ss3Keys
            if let code = table[sequence.body] { result.append(.keyCode(code)) }
            index += 2 + sequence.body.unicodeScalars.count
        }
        return result
    }

    /// The sequence after an Esc at `start - 1`: its kind and its body (everything after `[` or
    /// `O`). nil if no CSI or SS3 sequence starts there. A sequence cut off by the end of the
    /// read has a body that matches no key, so it is removed.
    private static func sequence(in inputs: [CursesInput], from start: Int) -> (isCSI: Bool, body: String)? {
        guard start < inputs.count, case .character(let introducer) = inputs[start] else { return nil }
        switch introducer {
        case letterO:
            guard start + 1 < inputs.count else { return (false, "") }
            guard case .character(let final) = inputs[start + 1], finalBytes.contains(final) else { return nil }
            return (false, text([final]))
        case leftBracket:
            var body: [UInt32] = []
            var index = start + 1
            while index < inputs.count, case .character(let byte) = inputs[index] {
                body.append(byte)
                if finalBytes.contains(byte) { return (true, text(body)) }
                guard parameterBytes.contains(byte) || intermediateBytes.contains(byte) else { return nil }
                index += 1
            }
            return index == inputs.count ? (true, text(body)) : nil
        default:
            return nil
        }
    }

    /// The bytes as a string; they are all ASCII here.
    private static func text(_ bytes: [UInt32]) -> String {
        String(String.UnicodeScalarView(bytes.compactMap(Unicode.Scalar.init)))
    }
}
