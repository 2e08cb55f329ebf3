import CNcurses

/// The checks made before ncurses touches the terminal, so that a refusal prints one clear message
/// and not a single escape code.
enum TerminalPreflight {
    /// What terminfo says about a terminal type (`cnc_probe_term`).
    enum TerminalTypeProbe: Sendable {
        case usable, unknown, noDatabase, cannotAddressCursor

        init(_ probe: cnc_term_probe) {
            switch probe {
            case CNC_TERM_OK: self = .usable
            case CNC_TERM_NO_DATABASE: self = .noDatabase
            case CNC_TERM_TOO_DUMB: self = .cannotAddressCursor
            default: self = .unknown
            }
        }
    }

    /// The `TERM` value to open, or the reason the interactive viewer cannot run here.
    static func terminalType(
        inputIsTerminal: Bool,
        outputIsTerminal: Bool,
        term: String?,
        probe: (String) -> TerminalTypeProbe
    ) throws(TerminalError) -> String {
        guard inputIsTerminal && outputIsTerminal else {
            throw .notATerminal(inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal)
        }
        guard let term, !term.isEmpty else { throw .terminalTypeNotSet }
        switch probe(term) {
        case .usable: return term
        case .unknown: throw .unknownTerminalType(term)
        case .noDatabase: throw .noTerminfoDatabase(term)
        case .cannotAddressCursor: throw .terminalTypeTooLimited(term)
        }
    }

    /// Whether colours are wanted: asked for, and not vetoed by a non-empty `NO_COLOR`.
    static func colorsWanted(options: TerminalOptions, environment: [String: String]) -> Bool {
        options.colors && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
