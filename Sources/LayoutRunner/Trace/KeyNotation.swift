import TermCanvas

/// Spells a key the way `--keys` takes it (vim notation), for trace frame headers.
enum KeyNotation {
    static func token(for key: Key) -> String {
        switch key {
        case .character(" "): "<Space>"
        case .character("<"): "<lt>"
        case .character(let character): String(character)
        case .up: "<Up>"
        case .down: "<Down>"
        case .left: "<Left>"
        case .right: "<Right>"
        case .pageUp: "<PgUp>"
        case .pageDown: "<PgDn>"
        case .home: "<Home>"
        case .end: "<End>"
        case .enter: "<Enter>"
        case .escape: "<Esc>"
        case .tab: "<Tab>"
        case .backTab: "<S-Tab>"
        case .backspace: "<BS>"
        case .delete: "<Del>"
        case .control(let character): "<C-\(character)>"
        case .function(let number): "<F\(number)>"
        }
    }
}
