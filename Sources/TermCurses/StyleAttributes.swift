import TermCanvas

/// The ncurses attribute bits (`A_BOLD`, `A_DIM`, `A_REVERSE`) for a style. Colours are not
/// attributes here: they travel as a colour pair next to them.
enum StyleAttributes {
    static func attributes(for style: Style, constants: CursesConstants) -> UInt64 {
        var attributes = constants.raw.attributeNormal
        if style.isBold { attributes |= constants.raw.attributeBold }
        if style.isDim { attributes |= constants.raw.attributeDim }
        if style.isReverse { attributes |= constants.raw.attributeReverse }
        return attributes
    }
}
