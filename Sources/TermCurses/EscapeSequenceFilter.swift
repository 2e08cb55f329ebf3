/// Drops escape sequences ncurses did not recognise.
///
/// ncurses turns the sequences terminfo lists for the current `TERM` into key codes. Anything else
/// — a key the entry lacks (Home as `ESC [1~` under a mismatched `TERM`), Ctrl+arrow as
/// `ESC [1;5A`, a focus report — comes through as Esc followed by its remaining bytes as plain
/// characters. Delivered as is, the Esc would close the viewer and the rest would act as
/// keystrokes. An Esc immediately followed, within the same read, by a CSI (`ESC [` parameters,
/// intermediates, final byte) or SS3 (`ESC O` + final byte) sequence is therefore removed whole.
/// A lone Esc, or Esc followed by anything else, passes through.
enum EscapeSequenceFilter {
    private static let escape: UInt32 = 0x1B
    private static let leftBracket: UInt32 = 0x5B
    private static let letterO: UInt32 = 0x4F
    private static let parameterBytes: ClosedRange<UInt32> = 0x30...0x3F
    private static let intermediateBytes: ClosedRange<UInt32> = 0x20...0x2F
    private static let finalBytes: ClosedRange<UInt32> = 0x40...0x7E

    /// `inputs` without the unrecognised sequences, in order.
    static func filter(_ inputs: [CursesInput]) -> [CursesInput] {
        var result: [CursesInput] = []
        var index = 0
        while index < inputs.count {
            if inputs[index] == .character(escape), let length = sequenceLength(in: inputs, from: index + 1) {
                index += 1 + length
            } else {
                result.append(inputs[index])
                index += 1
            }
        }
        return result
    }

    /// How many inputs after an Esc at `start - 1` belong to a CSI or SS3 sequence; nil if none
    /// starts there. A sequence cut off by the end of the read counts to the end.
    private static func sequenceLength(in inputs: [CursesInput], from start: Int) -> Int? {
        guard start < inputs.count, case .character(let introducer) = inputs[start] else { return nil }
        switch introducer {
        case letterO:
            guard start + 1 < inputs.count else { return 1 }
            guard case .character(let final) = inputs[start + 1], finalBytes.contains(final) else { return nil }
            return 2
        case leftBracket:
            var index = start + 1
            while index < inputs.count, case .character(let byte) = inputs[index] {
                if finalBytes.contains(byte) { return index - start + 1 }
                guard parameterBytes.contains(byte) || intermediateBytes.contains(byte) else { return nil }
                index += 1
            }
            return index == inputs.count ? index - start : nil
        default:
            return nil
        }
    }
}
