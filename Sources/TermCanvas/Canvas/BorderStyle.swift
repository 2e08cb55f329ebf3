/// The line-drawing characters of a box border.
public enum BorderStyle: Sendable, Hashable, CaseIterable {
    /// `┌─┐│└┘`
    case light
    /// `┏━┓┃┗┛`
    case heavy
    /// `╔═╗║╚╝`
    case double
    /// `╭─╮│╰╯`
    case rounded

    /// The top-left corner.
    public var topLeft: Character {
        switch self {
        case .light: "┌"
        case .heavy: "┏"
        case .double: "╔"
        case .rounded: "╭"
        }
    }

    /// The top edge.
    public var top: Character {
        switch self {
        case .light, .rounded: "─"
        case .heavy: "━"
        case .double: "═"
        }
    }

    /// The top-right corner.
    public var topRight: Character {
        switch self {
        case .light: "┐"
        case .heavy: "┓"
        case .double: "╗"
        case .rounded: "╮"
        }
    }

    /// The left edge.
    public var left: Character {
        switch self {
        case .light, .rounded: "│"
        case .heavy: "┃"
        case .double: "║"
        }
    }

    /// The right edge (the same character as the left edge).
    public var right: Character { left }

    /// The bottom-left corner.
    public var bottomLeft: Character {
        switch self {
        case .light: "└"
        case .heavy: "┗"
        case .double: "╚"
        case .rounded: "╰"
        }
    }

    /// The bottom edge (the same character as the top edge).
    public var bottom: Character { top }

    /// The bottom-right corner.
    public var bottomRight: Character {
        switch self {
        case .light: "┘"
        case .heavy: "┛"
        case .double: "╝"
        case .rounded: "╯"
        }
    }
}
