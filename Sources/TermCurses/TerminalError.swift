/// Why the interactive terminal could not be opened. Each message names the cause and the fix,
/// in one line, and is safe to print on a terminal that was never switched to curses mode.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (redirected to a file or a pipe).
    case notATerminal(inputIsTerminal: Bool, outputIsTerminal: Bool)
    /// The `TERM` environment variable is unset or empty.
    case terminalTypeNotSet
    /// No terminfo entry exists for this `TERM` value.
    case unknownTerminalType(String)
    /// No terminfo database was found at all.
    case noTerminfoDatabase(String)
    /// The terminal type cannot move the cursor (e.g. `TERM=dumb`).
    case terminalTypeTooLimited(String)
    /// ncurses refused to set up the screen for this `TERM` value.
    case cursesStartFailed(String)
    /// Installing the signal handlers that restore the terminal failed (errno).
    case signalSetupFailed(Int32)

    private static let termHint = "set TERM to your terminal's type, e.g. TERM=xterm-256color"

    /// One line naming the problem and what to do: set `TERM` or install ncurses' terminfo.
    public var description: String { message(alternative: nil) }

    /// One line naming the problem and what to do, ending with `alternative` where the program has
    /// one to offer (`tcv`: its headless commands); the library names no program.
    public func message(alternative: String?) -> String {
        let otherwise = alternative.map { ", or \($0)" } ?? ""
        switch self {
        case .notATerminal(let inputIsTerminal, let outputIsTerminal):
            let culprit = switch (inputIsTerminal, outputIsTerminal) {
            case (true, _): "standard output is not a terminal"
            case (_, true): "standard input is not a terminal"
            default: "standard input and output are not a terminal"
            }
            return "the interactive viewer needs a terminal, but \(culprit)" + (alternative.map { "; \($0)" } ?? "")
        case .terminalTypeNotSet:
            return "TERM is not set, so the terminal type is unknown; \(Self.termHint)\(otherwise)"
        case .unknownTerminalType(let term):
            return "unknown terminal type TERM=\(term) (no terminfo entry); \(Self.termHint)\(otherwise)"
        case .noTerminfoDatabase(let term):
            return "no terminfo database found for TERM=\(term) (is ncurses-base installed?); \(Self.termHint)\(otherwise)"
        case .terminalTypeTooLimited(let term):
            return "terminal type TERM=\(term) cannot move the cursor, which the interactive viewer needs; "
                + "\(Self.termHint)\(otherwise)"
        case .cursesStartFailed(let term):
            return "ncurses could not start on TERM=\(term); \(Self.termHint)\(otherwise)"
        case .signalSetupFailed(let code):
            return "could not install the signal handlers that restore the terminal (errno \(code))"
        }
    }
}
