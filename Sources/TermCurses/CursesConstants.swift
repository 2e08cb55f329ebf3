import CNcurses
import TermCanvas

/// The ncurses values the backend needs, read from the real headers through the CNcurses shim, so
/// no Swift file hard-codes a key code, mouse mask or attribute bit.
struct CursesConstants: Sendable {
    /// The shim's table of ncurses constants.
    let raw: cnc_constants_t

    /// The values of the ncurses library this binary links.
    static let current = CursesConstants(raw: cnc_constants())

    /// `KEY_F(n)`.
    func functionKey(_ number: Int32) -> Int32 {
        raw.keyF0 + number
    }

    /// The ncurses colour number (`COLOR_RED`, …) of a TermCanvas colour.
    func colorNumber(_ color: TerminalColor) -> Int32 {
        switch color {
        case .black: raw.colorBlack
        case .red: raw.colorRed
        case .green: raw.colorGreen
        case .yellow: raw.colorYellow
        case .blue: raw.colorBlue
        case .magenta: raw.colorMagenta
        case .cyan: raw.colorCyan
        case .white: raw.colorWhite
        }
    }
}
