/// The eight basic ANSI colours, which every colour terminal supports. Raw values are the ANSI
/// colour numbers (foreground SGR code 30 + rawValue, background 40 + rawValue).
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
}
