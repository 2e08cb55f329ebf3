import TermCanvas

/// Makes random sessions of what a user does to a collection view: scroll keys, pages, Home/End,
/// the mouse wheel (sideways too, which scrolls a compositional layout's orthogonal sections, as ←/→
/// and h/l do), resizes (down to 1×1 and up to large screens), pauses that let scrolling and
/// animations settle, and, where the screen has them: clicks (taps) and drags of items (interactive
/// movement) when the collection view allows selection, right-clicks (edit menus), and the screen's own
/// command keys (updates, layout transitions, …).
public struct SessionGenerator {
    /// The keys the window turns into scrolling (`ScrollCommand`), never `q`, Esc or a demo's own commands.
    static let scrollKeys: [Key] = [
        .character("j"), .character("k"), .character("h"), .character("l"), .up, .down, .left, .right,
        .pageUp, .pageDown, .character(" "), .character("g"), .character("G"), .home, .end,
    ]
    static let wheel: [MouseButtonAction] = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight]

    /// Whether clicks and drags are part of sessions.
    public var taps: Bool
    /// The size sessions start at; clicks and wheel events land inside the current size.
    public var size: CellSize
    /// The screen's own command keys, pressed now and then.
    public var commandKeys: [Key]
    /// Whether right-clicks (which open an item's edit menu where the delegate offers one) are part of sessions.
    public var rightClicks: Bool

    /// A generator of sessions at `size`, with clicks and drags when `taps`, the screen's `commandKeys`, and right-clicks when `rightClicks`.
    public init(size: CellSize, taps: Bool, commandKeys: [Key] = [], rightClicks: Bool = false) {
        self.size = size
        self.taps = taps
        self.commandKeys = commandKeys
        self.rightClicks = rightClicks
    }

    /// `count` actions drawn from `generator`.
    public func session(steps count: Int, using generator: inout SeededGenerator) -> [FuzzAction] {
        var current = size
        var actions: [FuzzAction] = []
        for _ in 0..<count {
            let action = next(size: current, using: &generator)
            if case .resize(let newSize)? = action.first { current = newSize }
            actions.append(action)
        }
        return actions
    }

    /// Rolls below 100 are the plain actions (the same sessions for a screen with none of the extras);
    /// the extras a screen has widen the roll.
    private func next(size: CellSize, using generator: inout SeededGenerator) -> FuzzAction {
        let extras = (commandKeys.isEmpty ? 0 : 12) + (taps ? 4 : 0) + (rightClicks ? 3 : 0)
        let roll = Int.random(in: 0..<(100 + extras), using: &generator)
        let x = Int.random(in: 0..<max(1, size.width), using: &generator)
        let y = Int.random(in: 0..<max(1, size.height), using: &generator)
        switch roll {
        case 0..<55: return [.key(Self.scrollKeys.randomElement(using: &generator)!)]
        case 55..<72: return [.mouse(MouseEvent(action: Self.wheel.randomElement(using: &generator)!, x: x, y: y))]
        case 72..<82: return [.wait(milliseconds: Int.random(in: 30...900, using: &generator))]
        case 82..<92: return [.resize(randomSize(using: &generator))]
        case 92..<100:
            guard taps else { return [.key(.pageDown)] }
            return [.mouse(MouseEvent(action: .press, x: x, y: y)), .mouse(MouseEvent(action: .release, x: x, y: y))]
        default:
            return extra(roll - 100, x: x, y: y, size: size, using: &generator)
        }
    }

    /// The screen's extras in a fixed order: command keys, drags, right-clicks.
    private func extra(_ roll: Int, x: Int, y: Int, size: CellSize, using generator: inout SeededGenerator) -> FuzzAction {
        var roll = roll
        if !commandKeys.isEmpty {
            if roll < 12 { return [.key(commandKeys.randomElement(using: &generator)!)] }
            roll -= 12
        }
        if taps {
            if roll < 4 { return drag(from: x, y, size: size, using: &generator) }
            roll -= 4
        }
        return [.mouse(MouseEvent(action: .press, button: .right, x: x, y: y)),
                .mouse(MouseEvent(action: .release, button: .right, x: x, y: y))]
    }

    /// A press, one to three moves, and a release: off the pressed item it begins interactive
    /// movement where the data source allows, and the release ends it (cancels it outside the view).
    static func drag(from x: Int, _ y: Int, to path: [(x: Int, y: Int)]) -> FuzzAction {
        var action: FuzzAction = [.mouse(MouseEvent(action: .press, x: x, y: y))]
        for point in path { action.append(.mouse(MouseEvent(action: .drag, x: point.x, y: point.y))) }
        let end = path.last ?? (x, y)
        action.append(.mouse(MouseEvent(action: .release, x: end.x, y: end.y)))
        return action
    }

    private func drag(from x: Int, _ y: Int, size: CellSize, using generator: inout SeededGenerator) -> FuzzAction {
        let moves = Int.random(in: 1...3, using: &generator)
        let path = (0..<moves).map { _ in
            (x: Int.random(in: 0..<max(1, size.width), using: &generator), y: Int.random(in: 0..<max(1, size.height), using: &generator))
        }
        return Self.drag(from: x, y, to: path)
    }

    /// Mostly ordinary screens; sometimes the degenerate 1×1 and narrow ones, sometimes a large one.
    private func randomSize(using generator: inout SeededGenerator) -> CellSize {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return CellSize(width: 1, height: 1)
        case 1: return CellSize(width: Int.random(in: 1...4, using: &generator), height: Int.random(in: 1...4, using: &generator))
        case 2: return CellSize(width: Int.random(in: 200...300, using: &generator), height: Int.random(in: 60...100, using: &generator))
        case 3: return size
        default: return CellSize(width: Int.random(in: 10...120, using: &generator), height: Int.random(in: 3...40, using: &generator))
        }
    }
}
