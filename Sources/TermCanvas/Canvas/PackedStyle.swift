/// `Style` in 11 bits: foreground and background (0 = the terminal default, else 1 + the colour's
/// raw value) in bits 0–3 and 4–7, then bold, dim and reverse.
enum PackedStyle {
    static func pack(_ style: Style) -> UInt16 {
        var bits = UInt16(style.foreground.map { $0.rawValue + 1 } ?? 0)
        bits |= UInt16(style.background.map { $0.rawValue + 1 } ?? 0) << 4
        if style.isBold { bits |= 1 << 8 }
        if style.isDim { bits |= 1 << 9 }
        if style.isReverse { bits |= 1 << 10 }
        return bits
    }

    static func unpack(_ bits: UInt16) -> Style {
        func color(_ value: UInt16) -> TerminalColor? { value == 0 ? nil : TerminalColor(rawValue: Int(value) - 1) }
        return Style(
            foreground: color(bits & 0xF), background: color(bits >> 4 & 0xF),
            bold: bits & (1 << 8) != 0, dim: bits & (1 << 9) != 0, reverse: bits & (1 << 10) != 0)
    }
}
