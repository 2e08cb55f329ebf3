import TermCanvas

/// A user scroll request, decoded from a key or the mouse wheel.
public enum ScrollCommand: Equatable, Sendable {
    /// Move by whole rows/columns: `.lines(dy)` / `.columns(dx)`.
    case lines(Int)
    case columns(Int)
    /// Move by whole viewport heights (or widths, for content that only scrolls horizontally).
    case pages(Int)
    /// Jump to the start or end of the content.
    case top
    case bottom

    /// Rows one mouse wheel notch scrolls, as most terminal programs do.
    public static let wheelLines = 3

    /// The key bindings: `j`/`k`/↓/↑ a row, `h`/`l`/←/→ a column, PgDn/Space/PgUp a page, Home/`g` and
    /// End/`G` the ends. Other keys are not scroll keys.
    public init?(key: Key) {
        switch key {
        case .down, .character("j"): self = .lines(1)
        case .up, .character("k"): self = .lines(-1)
        case .right, .character("l"): self = .columns(1)
        case .left, .character("h"): self = .columns(-1)
        case .pageDown, .character(" "): self = .pages(1)
        case .pageUp: self = .pages(-1)
        case .home, .character("g"): self = .top
        case .end, .character("G"): self = .bottom
        default: return nil
        }
    }

    /// The wheel bindings: a notch up or down scrolls `wheelLines` rows; sideways, columns.
    public init?(mouse: MouseEvent) {
        switch mouse.action {
        case .scrollUp: self = .lines(-Self.wheelLines)
        case .scrollDown: self = .lines(Self.wheelLines)
        case .scrollLeft: self = .columns(-Self.wheelLines)
        case .scrollRight: self = .columns(Self.wheelLines)
        case .press, .release, .drag: return nil
        }
    }
}
