/// Parses vim-notation key scripts (the `--keys` of `tcv snapshot`, see README "The command line"): plain characters, and `<Up> <Down> <Left> <Right>
/// <PgUp> <PgDn> <Home> <End> <Enter> <CR> <Esc> <Tab> <S-Tab> <Space> <BS> <Del> <F1>..<F12> <C-x>
/// <lt>` (a literal '<') and `<Wait:MS>` (virtual milliseconds). Token names are case-insensitive;
/// vim's `<Return>`, `<PageUp>` and `<PageDown>` are accepted too. Beyond vim, a script can resize the
/// screen (`<Resize:WxH>`) and use the mouse at a screen cell: `<ScrollUp:X,Y>` `<ScrollDown:X,Y>`
/// `<ScrollLeft:X,Y>` `<ScrollRight:X,Y>` `<Press:X,Y>` `<Release:X,Y>`, `<Click:X,Y>` (a press
/// and a release), `<RightClick:X,Y>` (the same with the right button) and `<Drag:X,Y>` (the pointer
/// moved there with the left button held), so a recorded or fuzzed session replays as a script.
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
                steps.append(contentsOf: try Self.steps(forToken: String(name)))
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

    /// The steps for the text between '<' and '>': one, or two for `<Click:X,Y>` and `<RightClick:X,Y>`.
    static func steps(forToken token: String) throws(KeyScriptError) -> [KeyScriptStep] {
        let lowered = token.lowercased()
        if lowered.hasPrefix("resize:") { return [.resize(try size(in: token))] }
        if let colon = lowered.firstIndex(of: ":"), let actions = mouseTokens[String(lowered[..<colon])] {
            let (x, y) = try cell(in: token, after: colon)
            let button: MouseButton = lowered.hasPrefix("rightclick:") ? .right : .left
            return actions.map { .mouse(MouseEvent(action: $0, button: button, x: x, y: y)) }
        }
        return [try step(forToken: token)]
    }

    /// The step for a token that is neither a resize nor a mouse action.
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

    private static func size(in token: String) throws(KeyScriptError) -> CellSize {
        guard let size = CellSize(parsing: token.dropFirst("resize:".count)) else {
            throw .invalidParameters(token, expected: "<Resize:WxH>, e.g. <Resize:80x24>")
        }
        return size
    }

    private static func cell(in token: String, after colon: String.Index) throws(KeyScriptError) -> (Int, Int) {
        let parts = token[token.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = decimal(parts[0]), let y = decimal(parts[1]) else {
            throw .invalidParameters(token, expected: "a screen cell, e.g. <Click:3,4>")
        }
        return (x, y)
    }

    /// Lowercased mouse token names and the actions each stands for.
    static let mouseTokens: [String: [MouseButtonAction]] = [
        "scrollup": [.scrollUp], "scrolldown": [.scrollDown], "scrollleft": [.scrollLeft], "scrollright": [.scrollRight],
        "press": [.press], "release": [.release], "click": [.press, .release],
        "rightclick": [.press, .release], "drag": [.drag],
    ]

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
