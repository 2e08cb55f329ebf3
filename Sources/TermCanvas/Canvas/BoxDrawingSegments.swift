/// A box-drawing character (U+2500–U+257F) as `Canvas.svg()` draws it: lines from the cell's centre
/// to the middle of its edges, so that a line joins the next cell's exactly (a font's glyph is shorter
/// than the 17 px row and leaves gaps). Each arm (up, right, down, left) is light, heavy or double; a
/// straight line may be dashed, a corner rounded, and ╱ ╲ ╳ are diagonals. `strokes()` turns that into
/// polylines in tenths of a pixel inside one cell (`SVGMetrics.cellWidth` × `SVGMetrics.lineHeight`).
struct BoxDrawingSegments: Equatable {
    enum Weight: Equatable {
        case light, heavy, double

        /// The stroke width of one line, in tenths of a pixel (a double arm is two light lines).
        var strokeWidth: Int { self == .heavy ? 24 : 12 }
        /// How far a line lies beside the centre line: a double arm's two lines are 3.6 px apart.
        var offset: Int { self == .double ? 18 : 0 }
    }

    /// The four directions from the centre, clockwise, each a unit step in SVG coordinates (y down).
    enum Arm: Int, CaseIterable {
        case up, right, down, left

        var opposite: Arm { Arm(rawValue: (rawValue + 2) % 4)! }
        var clockwise: Arm { Arm(rawValue: (rawValue + 1) % 4)! }
        var counterClockwise: Arm { Arm(rawValue: (rawValue + 3) % 4)! }
        var isVertical: Bool { self == .up || self == .down }
        var step: SVGPoint {
            switch self {
            case .up: SVGPoint(x: 0, y: -1)
            case .right: SVGPoint(x: 1, y: 0)
            case .down: SVGPoint(x: 0, y: 1)
            case .left: SVGPoint(x: -1, y: 0)
            }
        }
    }

    /// The weight of each arm, by `Arm.rawValue`; `nil` where the character has no line.
    var arms: [Weight?] = [nil, nil, nil, nil]
    /// 2, 3 or 4 for the dashed straight lines (┄ ┆ ┈ ┊ ╌ ╎ …), 0 for solid lines.
    var dashes = 0
    /// ╭ ╮ ╯ ╰: the corner is a quarter circle.
    var isRounded = false
    /// ╱ (and ╳): a line from the bottom-left to the top-right corner.
    var rises = false
    /// ╲ (and ╳): a line from the top-left to the bottom-right corner.
    var falls = false

    subscript(arm: Arm) -> Weight? { arms[arm.rawValue] }

    /// The lines of `scalar`, or `nil` outside U+2500–U+257F.
    init?(_ scalar: Unicode.Scalar) {
        guard scalar.value >= 0x2500, scalar.value <= 0x257F else { return nil }
        self = Self.table[Int(scalar.value - 0x2500)]
    }

    private init(code: String) {
        let letters = Array(code)
        for arm in Arm.allCases {
            switch letters[arm.rawValue] {
            case "l": arms[arm.rawValue] = .light
            case "h": arms[arm.rawValue] = .heavy
            case "d": arms[arm.rawValue] = .double
            default: break
            }
        }
        let mark = letters.count > 4 ? letters[4] : " "
        dashes = mark.wholeNumberValue ?? 0
        isRounded = mark == "r"
        rises = mark == "/" || mark == "x"
        falls = mark == "\\" || mark == "x"
    }

    /// U+2500…U+257F in order: the arms up, right, down, left as `.` (none), `l`ight, `h`eavy or
    /// `d`ouble, then a mark: a dash count, `r`ounded, or the diagonals `/`, `\`, `x`.
    private static let table: [BoxDrawingSegments] = [
        ".l.l", ".h.h", "l.l.", "h.h.", ".l.l3", ".h.h3", "l.l.3", "h.h.3",  // ─ ━ │ ┃ ┄ ┅ ┆ ┇
        ".l.l4", ".h.h4", "l.l.4", "h.h.4", ".ll.", ".hl.", ".lh.", ".hh.",  // ┈ ┉ ┊ ┋ ┌ ┍ ┎ ┏
        "..ll", "..lh", "..hl", "..hh", "ll..", "lh..", "hl..", "hh..",  // ┐ ┑ ┒ ┓ └ ┕ ┖ ┗
        "l..l", "l..h", "h..l", "h..h", "lll.", "lhl.", "hll.", "llh.",  // ┘ ┙ ┚ ┛ ├ ┝ ┞ ┟
        "hlh.", "hhl.", "lhh.", "hhh.", "l.ll", "l.lh", "h.ll", "l.hl",  // ┠ ┡ ┢ ┣ ┤ ┥ ┦ ┧
        "h.hl", "h.lh", "l.hh", "h.hh", ".lll", ".llh", ".hll", ".hlh",  // ┨ ┩ ┪ ┫ ┬ ┭ ┮ ┯
        ".lhl", ".lhh", ".hhl", ".hhh", "ll.l", "ll.h", "lh.l", "lh.h",  // ┰ ┱ ┲ ┳ ┴ ┵ ┶ ┷
        "hl.l", "hl.h", "hh.l", "hh.h", "llll", "lllh", "lhll", "lhlh",  // ┸ ┹ ┺ ┻ ┼ ┽ ┾ ┿
        "hlll", "llhl", "hlhl", "hllh", "hhll", "llhh", "lhhl", "hhlh",  // ╀ ╁ ╂ ╃ ╄ ╅ ╆ ╇
        "lhhh", "hlhh", "hhhl", "hhhh", ".l.l2", ".h.h2", "l.l.2", "h.h.2",  // ╈ ╉ ╊ ╋ ╌ ╍ ╎ ╏
        ".d.d", "d.d.", ".dl.", ".ld.", ".dd.", "..ld", "..dl", "..dd",  // ═ ║ ╒ ╓ ╔ ╕ ╖ ╗
        "ld..", "dl..", "dd..", "l..d", "d..l", "d..d", "ldl.", "dld.",  // ╘ ╙ ╚ ╛ ╜ ╝ ╞ ╟
        "ddd.", "l.ld", "d.dl", "d.dd", ".dld", ".ldl", ".ddd", "ld.d",  // ╠ ╡ ╢ ╣ ╤ ╥ ╦ ╧
        "dl.l", "dd.d", "ldld", "dldl", "dddd", ".ll.r", "..llr", "l..lr",  // ╨ ╩ ╪ ╫ ╬ ╭ ╮ ╯
        "ll..r", "..../", "....\\", "....x", "...l", "l...", ".l..", "..l.",  // ╰ ╱ ╲ ╳ ╴ ╵ ╶ ╷
        "...h", "h...", ".h..", "..h.", ".h.l", "l.h.", ".l.h", "h.l.",  // ╸ ╹ ╺ ╻ ╼ ╽ ╾ ╿
    ].map(BoxDrawingSegments.init(code:))
}

extension BoxDrawingSegments {
    /// Half a cell: the centre's distance to the edges, in tenths of a pixel (4.2 and 8.5 px).
    static let halfWidth = Int((SVGMetrics.cellWidth * 5).rounded())
    static let halfHeight = Int((SVGMetrics.lineHeight * 5).rounded())

    /// A line and its stroke width, in tenths of a pixel.
    typealias Stroke = (width: Int, line: SVGPolyline)

    /// The lines of the character in a cell whose top-left corner is (0, 0). Straight lines run edge to edge; corners of one weight are one polyline
    /// through the centre (an arc when rounded); other arms stop where they meet the lines across them.
    func strokes() -> [Stroke] {
        let diagonals = diagonalStrokes()
        if dashes > 0 { return diagonals + dashedStrokes() }
        if let corner = cornerStroke() { return diagonals + [corner] }
        var out = diagonals
        var drawn: Set<Arm> = []
        for arm in [Arm.up, .left] {
            guard let weight = self[arm], weight != .double, self[arm.opposite] == weight else { continue }
            let line = SVGPolyline(from: point(arm, Self.edge(arm), 0), to: point(arm.opposite, Self.edge(arm), 0))
            out.append((weight.strokeWidth, line))
            drawn.formUnion([arm, arm.opposite])
        }
        for arm in Arm.allCases where !drawn.contains(arm) {
            out += armStrokes(arm)
        }
        return out
    }

    /// The centre's distance to the edge an arm reaches.
    private static func edge(_ arm: Arm) -> Int { arm.isVertical ? halfHeight : halfWidth }

    /// The point `along` the arm from the centre and `aside` towards the clockwise side of it.
    private func point(_ arm: Arm, _ along: Int, _ aside: Int) -> SVGPoint {
        let step = arm.step, side = arm.clockwise.step
        return SVGPoint(x: Self.halfWidth + along * step.x + aside * side.x, y: Self.halfHeight + along * step.y + aside * side.y)
    }

    /// Half the widest line across `arm`: how far an arm ending at them reaches past the centre,
    /// so that the corner where they meet is filled.
    private func overlap(_ arm: Arm) -> Int {
        max(self[arm.clockwise]?.strokeWidth ?? 0, self[arm.counterClockwise]?.strokeWidth ?? 0) / 2
    }

    /// Where the line of `arm` on `side` begins (distance from the centre along the arm): at the far
    /// line of an arm on that side, through the centre into the opposite arm, or at the outer line of
    /// an arm on the other side (a corner's outside). `meets` when it ends at a line across it.
    private func start(_ arm: Arm, side: Arm) -> (along: Int, meets: Bool) {
        if let weight = self[side] { return (weight.offset, true) }
        if self[arm.opposite] != nil { return (0, false) }
        if let weight = self[side.opposite] { return (-weight.offset, true) }
        return (0, false)
    }

    /// One arm not drawn straight through: one line, or two for a double arm.
    private func armStrokes(_ arm: Arm) -> [Stroke] {
        guard let weight = self[arm] else { return [] }
        let sides = [arm.clockwise, arm.counterClockwise].map { side in
            let start = start(arm, side: side)
            return start.along - (start.meets ? overlap(arm) : 0)
        }
        let end = Self.edge(arm)
        if weight != .double {
            return [(weight.strokeWidth, SVGPolyline(from: point(arm, sides.min()!, 0), to: point(arm, end, 0)))]
        }
        let offset = weight.offset
        return [
            (weight.strokeWidth, SVGPolyline(from: point(arm, sides[0], offset), to: point(arm, end, offset))),
            (weight.strokeWidth, SVGPolyline(from: point(arm, sides[1], -offset), to: point(arm, end, -offset))),
        ]
    }

    /// Two light or two heavy arms at a right angle: one polyline from edge to edge through the centre,
    /// or round the corner on a quarter circle of half a cell's width.
    private func cornerStroke() -> Stroke? {
        let present = Arm.allCases.filter { self[$0] != nil }
        guard present.count == 2, present[0].opposite != present[1], let weight = self[present[0]],
              weight != .double, self[present[1]] == weight else { return nil }
        let (first, second) = (present[0], present[1])
        var line = SVGPolyline(start: point(first, Self.edge(first), 0))
        if isRounded {
            let radius = Self.halfWidth
            line.line(to: point(first, radius, 0))
            let turn = first.opposite.step, onward = second.step
            line.arc(radius: radius, clockwise: turn.x * onward.y - turn.y * onward.x > 0, to: point(second, radius, 0))
        } else {
            line.line(to: point(first, 0, 0))
        }
        line.line(to: point(second, Self.edge(second), 0))
        return (weight.strokeWidth, line)
    }

    /// A dashed straight line: `dashes` dashes, each half its share of the cell, centred in it.
    private func dashedStrokes() -> [Stroke] {
        guard let arm = [Arm.left, .up].first(where: { self[$0] != nil }), let weight = self[arm] else { return [] }
        let edge = Self.edge(arm)
        // `quarters` quarters of one dash's share of the line, from the edge `arm` reaches.
        func along(_ quarters: Int) -> SVGPoint {
            let distance = Int((Double(quarters * 2 * edge) / Double(4 * dashes)).rounded())
            return point(arm.opposite, distance - edge, 0)
        }
        return (0..<dashes).map { dash in (weight.strokeWidth, SVGPolyline(from: along(4 * dash + 1), to: along(4 * dash + 3))) }
    }

    /// ╱ ╲ ╳: corner to corner, so they join the next cell's diagonally.
    private func diagonalStrokes() -> [Stroke] {
        let width = 2 * Self.halfWidth, height = 2 * Self.halfHeight
        var out: [Stroke] = []
        if rises { out.append((Weight.light.strokeWidth, SVGPolyline(from: SVGPoint(x: 0, y: height), to: SVGPoint(x: width, y: 0)))) }
        if falls { out.append((Weight.light.strokeWidth, SVGPolyline(from: SVGPoint(x: 0, y: 0), to: SVGPoint(x: width, y: height)))) }
        return out
    }
}
