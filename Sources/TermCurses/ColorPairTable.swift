import TermCanvas

/// Hands out ncurses colour pairs for (foreground, background) combinations on first use.
///
/// Pair 0 is ncurses' fixed pair: the terminal's default colours (after `use_default_colors`), or
/// white on black on terminals that cannot keep their defaults. Other combinations get pairs 1, 2, …
/// in the order they are first drawn, so even an 8-colour terminal with 64 pairs can show every
/// combination a frame uses. When the pairs run out, the combination falls back to pair 0 (the cell
/// is drawn in default colours) rather than failing.
struct ColorPairTable: Sendable {
    /// A colour pair that still has to be set up with `init_pair` before use.
    struct Definition: Hashable, Sendable {
        var pair: Int32
        var foreground: Int32
        var background: Int32
    }

    private let constants: CursesConstants
    /// `COLOR_PAIRS`: pair numbers run from 0 up to this, exclusive.
    private let capacity: Int32
    /// Whether -1 (the terminal's own colour) is a valid colour number.
    private let supportsDefaultColors: Bool
    private var pairs: [ColorNumbers: Int32] = [:]
    private var nextPair: Int32 = 1

    init(constants: CursesConstants, capacity: Int32, supportsDefaultColors: Bool) {
        self.constants = constants
        self.capacity = capacity
        self.supportsDefaultColors = supportsDefaultColors
    }

    /// The pair for `foreground` on `background` (nil = the terminal default), and the pair's
    /// definition when it was allocated by this call.
    mutating func pair(foreground: TerminalColor?, background: TerminalColor?) -> (pair: Int32, newDefinition: Definition?) {
        let numbers = ColorNumbers(
            foreground: foreground.map(constants.colorNumber) ?? defaultColor(isForeground: true),
            background: background.map(constants.colorNumber) ?? defaultColor(isForeground: false))
        if numbers == pairZeroColors { return (0, nil) }
        if let pair = pairs[numbers] { return (pair, nil) }
        guard nextPair < capacity else { return (0, nil) }
        let pair = nextPair
        nextPair += 1
        pairs[numbers] = pair
        return (pair, Definition(pair: pair, foreground: numbers.foreground, background: numbers.background))
    }

    /// How many pairs besides pair 0 are in use.
    var allocatedCount: Int { pairs.count }

    private var pairZeroColors: ColorNumbers {
        ColorNumbers(foreground: defaultColor(isForeground: true), background: defaultColor(isForeground: false))
    }

    private func defaultColor(isForeground: Bool) -> Int32 {
        if supportsDefaultColors { return -1 }
        return isForeground ? constants.raw.colorWhite : constants.raw.colorBlack
    }

    private struct ColorNumbers: Hashable, Sendable {
        var foreground: Int32
        var background: Int32
    }
}
