import TermCanvas

/// Makes random sessions of what a user does to a collection view: scroll keys, pages, Home/End,
/// the mouse wheel, resizes (down to 1×1 and up to large screens), pauses that let scrolling settle,
/// and clicks (taps) when the collection view allows selection.
public struct SessionGenerator {
    /// The keys the window turns into scrolling (`ScrollCommand`), never `q`, Esc or a demo's own commands.
    static let scrollKeys: [Key] = [
        .character("j"), .character("k"), .character("h"), .character("l"), .up, .down, .left, .right,
        .pageUp, .pageDown, .character(" "), .character("g"), .character("G"), .home, .end,
    ]
    static let wheel: [MouseButtonAction] = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight]

    /// Whether clicks are part of sessions.
    public var taps: Bool
    /// The size sessions start at; clicks and wheel events land inside the current size.
    public var size: CellSize

    public init(size: CellSize, taps: Bool) {
        self.size = size
        self.taps = taps
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

    private func next(size: CellSize, using generator: inout SeededGenerator) -> FuzzAction {
        let roll = Int.random(in: 0..<100, using: &generator)
        let x = Int.random(in: 0..<max(1, size.width), using: &generator)
        let y = Int.random(in: 0..<max(1, size.height), using: &generator)
        switch roll {
        case 0..<55: return [.key(Self.scrollKeys.randomElement(using: &generator)!)]
        case 55..<72: return [.mouse(MouseEvent(action: Self.wheel.randomElement(using: &generator)!, x: x, y: y))]
        case 72..<82: return [.wait(milliseconds: Int.random(in: 30...900, using: &generator))]
        case 82..<92: return [.resize(randomSize(using: &generator))]
        default:
            guard taps else { return [.key(.pageDown)] }
            return [.mouse(MouseEvent(action: .press, x: x, y: y)), .mouse(MouseEvent(action: .release, x: x, y: y))]
        }
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
