/// A key script that cannot be parsed. `description` is one line that names the bad token and says
/// what would have been valid, ready to print after "error: ".
public struct KeyScriptError: Error, CustomStringConvertible, Equatable {
    /// The one-line message.
    public var description: String

    /// Creates an error with the given message.
    public init(description: String) {
        self.description = description
    }

    /// Every token `KeyScript.parse` accepts, for error messages.
    static let validTokens = "<Up> <Down> <Left> <Right> <PgUp> <PgDn> <Home> <End> <Enter> <CR> <Esc> "
        + "<Tab> <S-Tab> <Space> <BS> <Del> <F1>..<F12> <C-x> <Wait:MS> <lt> "
        + "<Resize:WxH> <ScrollUp:X,Y> <ScrollDown:X,Y> <ScrollLeft:X,Y> <ScrollRight:X,Y> <Press:X,Y> <Release:X,Y> "
        + "<Click:X,Y> <RightClick:X,Y> <Drag:X,Y>, or plain characters"

    static func unknownToken(_ token: String) -> KeyScriptError {
        KeyScriptError(description: "unknown key token <\(MessageExcerpt.of(token))> in --keys; valid tokens: \(validTokens)")
    }

    static func invalidControl(_ token: String) -> KeyScriptError {
        KeyScriptError(
            description: "invalid key token <\(MessageExcerpt.of(token))> in --keys: <C-x> takes one letter a-z, e.g. <C-d>; "
                + "valid tokens: \(validTokens)"
        )
    }

    static func invalidWait(_ token: String) -> KeyScriptError {
        KeyScriptError(
            description: "invalid key token <\(MessageExcerpt.of(token))> in --keys: <Wait:MS> takes whole milliseconds, "
                + "e.g. <Wait:500>; valid tokens: \(validTokens)"
        )
    }

    static func invalidParameters(_ token: String, expected: String) -> KeyScriptError {
        KeyScriptError(
            description: "invalid key token <\(MessageExcerpt.of(token))> in --keys: expected \(expected); "
                + "valid tokens: \(validTokens)"
        )
    }

    static func unterminated(_ fragment: String) -> KeyScriptError {
        KeyScriptError(
            description: "unterminated key token \"\(MessageExcerpt.of(fragment))\" in --keys: missing '>'; "
                + "write <lt> for a literal '<'; valid tokens: \(validTokens)"
        )
    }

    static func controlCharacter(_ scalar: Unicode.Scalar) -> KeyScriptError {
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        return KeyScriptError(
            description: "control character \(code) in --keys; write keys as tokens such as <Enter> or <Tab>; "
                + "valid tokens: \(validTokens)"
        )
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
