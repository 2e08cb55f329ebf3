/// Parses vim-notation key scripts (DESIGN.md): plain characters, and `<Up> <Down> <Left> <Right>
/// <PgUp> <PgDn> <Home> <End> <Enter> <CR> <Esc> <Tab> <S-Tab> <Space> <BS> <Del> <F1>..<F12> <C-x>
/// <lt>` (a literal '<') and `<Wait:MS>` (virtual milliseconds). Token names are case-insensitive;
/// vim's `<Return>`, `<PageUp>` and `<PageDown>` are accepted too.
///
/// ```swift
/// try KeyScript.parse("jj<C-d><Wait:300>q")
/// // [.key(.character("j")), .key(.character("j")), .key(.control("d")), .wait(milliseconds: 300), .key(.character("q"))]
/// ```
public enum KeyScript {
    /// The steps of `script`, or an error naming the first bad token.
    public static func parse(_ script: String) throws(KeyScriptError) -> [KeyScriptStep] {
        var steps: [KeyScriptStep] = []
        var rest = Substring(script)
        while let character = rest.first {
            if character == "<" {
                guard let close = rest.firstIndex(of: ">") else { throw .unterminated(String(rest)) }
                let name = rest[rest.index(after: rest.startIndex)..<close]
                steps.append(try step(forToken: String(name)))
                rest = rest[rest.index(after: close)...]
            } else {
                if let scalar = character.unicodeScalars.first, scalar.properties.generalCategory == .control {
                    throw .controlCharacter(scalar)
                }
                steps.append(.key(.character(character)))
                rest = rest.dropFirst()
            }
        }
        return steps
    }

    /// The step for the text between '<' and '>'.
    static func step(forToken token: String) throws(KeyScriptError) -> KeyScriptStep {
        let lowered = token.lowercased()
        if let key = namedKeys[lowered] { return .key(key) }
        if lowered.hasPrefix("wait:") { return .wait(milliseconds: try milliseconds(in: token)) }
        if lowered.hasPrefix("c-") { return .key(try controlKey(in: token)) }
        if lowered.hasPrefix("f"), let number = decimal(lowered.dropFirst()), (1...12).contains(number) {
            return .key(.function(number))
        }
        throw .unknownToken(token)
    }

    private static func milliseconds(in token: String) throws(KeyScriptError) -> Int {
        guard let value = decimal(token.dropFirst("wait:".count)) else { throw .invalidWait(token) }
        return value
    }

    /// The value of a run of ASCII digits; nil for anything else, including signs and overflow.
    private static func decimal(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    private static func controlKey(in token: String) throws(KeyScriptError) -> Key {
        let letter = token.dropFirst("c-".count)
        guard letter.count == 1, let character = letter.first, character.isASCII, character.isLetter else {
            throw .invalidControl(token)
        }
        return .control(Character(character.lowercased()))
    }

    /// Lowercased token names of keys without parameters.
    static let namedKeys: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "home": .home, "end": .end,
        "enter": .enter, "cr": .enter, "return": .enter,
        "esc": .escape, "tab": .tab, "s-tab": .backTab,
        "space": .character(" "), "bs": .backspace, "del": .delete,
        "lt": .character("<"),
    ]
}
