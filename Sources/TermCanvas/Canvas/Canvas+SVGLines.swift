extension Canvas {
    /// Box-drawing (U+2500–U+257F) and block (U+2580–U+259F) characters as geometry for `svg()`: a
    /// font's glyph is shorter than the 17 px row, so a border drawn in text has gaps between rows and a
    /// scroll bar of █ is striped. Blocks become filled rectangles (shades as opacity), lines become
    /// strokes through the cell's centre to its edges, one `<path>` per colour, stroke width and opacity
    /// for the whole frame, lines that meet end to end joined into one subpath.
    func svgLineArt() -> String {
        var art = SVGLineArt()
        for row in 0..<size.height {
            for column in 0..<size.width {
                let cell = self[column, row]
                guard let scalar = SVGMetrics.lineArtScalar(cell.text) else { continue }
                art.add(scalar, style: cell.style, column: column, row: row)
            }
        }
        return art.svg()
    }
}

extension SVGMetrics {
    /// The character of `text` when `svg()` draws it as geometry (and hides its glyph): one scalar in
    /// U+2500–U+259F.
    static func lineArtScalar(_ text: String) -> Unicode.Scalar? {
        var scalars = text.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil, (0x2500...0x259F).contains(scalar.value) else { return nil }
        return scalar
    }

    /// A length in tenths of a pixel, as `number` writes pixels.
    static func tenths(_ value: Int) -> String { number(Double(value) / 10) }

    /// An opacity to two decimals (0.15 for a dim light shade), or `nil` for fully opaque.
    static func opacity(_ value: Double) -> String? {
        let hundredths = Int((value * 100).rounded())
        guard hundredths < 100 else { return nil }
        let digits = hundredths < 10 ? "0\(hundredths)" : "\(hundredths)"
        return "0." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
}

/// The line art of one frame, gathered cell by cell, written as rectangles and paths.
struct SVGLineArt {
    private struct Look: Hashable {
        var color: String
        var width: Int
        var opacity: String?
    }

    private var looks: [Look] = []
    private var paths: [Look: SVGStrokePath] = [:]
    private var blocks = SVGBlockRects()

    mutating func add(_ scalar: Unicode.Scalar, style: Style, column: Int, row: Int) {
        let color = SVGMetrics.colors(of: style).foreground
        let alpha = style.isDim ? 0.6 : 1
        if let box = BoxDrawingSegments(scalar) {
            let origin = SVGPoint(x: 2 * BoxDrawingSegments.halfWidth * column, y: 2 * BoxDrawingSegments.halfHeight * row)
            for stroke in box.strokes() {
                add(stroke.line.moved(by: origin), look: Look(color: color, width: stroke.width, opacity: SVGMetrics.opacity(alpha)))
            }
        } else if let block = BlockElement(scalar) {
            for rect in block.rects {
                blocks.add(rect.moved(column: column, row: row), fill: color, opacity: SVGMetrics.opacity(alpha * block.shade))
            }
        }
    }

    private mutating func add(_ line: SVGPolyline, look: Look) {
        if paths[look] == nil { looks.append(look) }
        paths[look, default: SVGStrokePath()].add(line)
    }

    /// The rectangles, then one path per look in the order the looks first appeared.
    func svg() -> String {
        var out = blocks.svg()
        for look in looks {
            out += "<path d=\"\(paths[look]!.pathData)\" fill=\"none\" stroke=\"\(look.color)\" "
                + "stroke-width=\"\(SVGMetrics.tenths(look.width))\"\(look.opacity.map { " opacity=\"\($0)\"" } ?? "")/>\n"
        }
        return out
    }
}

/// A point in tenths of a pixel: whole numbers, so the ends of lines in neighbouring cells compare exactly.
struct SVGPoint: Hashable {
    var x: Int
    var y: Int

    func moved(by offset: SVGPoint) -> SVGPoint { SVGPoint(x: x + offset.x, y: y + offset.y) }
}

/// A line through points, one `M…` subpath: straight steps and quarter-circle arcs. A straight step
/// that goes on in the same direction lengthens the one before it instead of adding a point.
struct SVGPolyline {
    enum Step {
        case line(to: SVGPoint)
        case arc(radius: Int, clockwise: Bool, to: SVGPoint)

        var end: SVGPoint {
            switch self {
            case .line(let end), .arc(_, _, let end): end
            }
        }
    }

    private(set) var start: SVGPoint
    private(set) var steps: [Step] = []
    var end: SVGPoint { steps.last?.end ?? start }

    init(start: SVGPoint) { self.start = start }

    init(from start: SVGPoint, to end: SVGPoint) {
        self.start = start
        line(to: end)
    }

    mutating func line(to point: SVGPoint) {
        guard point != end else { return }
        if case .line(let corner)? = steps.last {
            let before = steps.count > 1 ? steps[steps.count - 2].end : start
            let first = (x: corner.x - before.x, y: corner.y - before.y), second = (x: point.x - corner.x, y: point.y - corner.y)
            if first.x * second.y == first.y * second.x, first.x * second.x + first.y * second.y > 0 {
                steps[steps.count - 1] = .line(to: point)
                return
            }
        }
        steps.append(.line(to: point))
    }

    mutating func arc(radius: Int, clockwise: Bool, to point: SVGPoint) {
        steps.append(.arc(radius: radius, clockwise: clockwise, to: point))
    }

    /// `other` drawn on from this line's end, where it starts.
    mutating func append(_ other: SVGPolyline) {
        for step in other.steps {
            switch step {
            case .line(let point): line(to: point)
            case .arc(let radius, let clockwise, let point): arc(radius: radius, clockwise: clockwise, to: point)
            }
        }
    }

    /// The same line drawn from its end back to its start.
    func reversed() -> SVGPolyline {
        let points = [start] + steps.map(\.end)
        var out = SVGPolyline(start: end)
        for index in steps.indices.reversed() {
            switch steps[index] {
            case .line: out.line(to: points[index])
            case .arc(let radius, let clockwise, _): out.arc(radius: radius, clockwise: !clockwise, to: points[index])
            }
        }
        return out
    }

    func moved(by offset: SVGPoint) -> SVGPolyline {
        var out = self
        out.start = start.moved(by: offset)
        out.steps = steps.map { step in
            switch step {
            case .line(let point): .line(to: point.moved(by: offset))
            case .arc(let radius, let clockwise, let point): .arc(radius: radius, clockwise: clockwise, to: point.moved(by: offset))
            }
        }
        return out
    }

    /// `M x y` and then `H x` / `V y` / `L x y` per straight step, `A r r 0 0 sweep x y` per arc.
    var pathData: String {
        var out = "M\(SVGMetrics.tenths(start.x)) \(SVGMetrics.tenths(start.y))"
        var from = start
        for step in steps {
            let to = step.end
            switch step {
            case .line where to.y == from.y: out += "H\(SVGMetrics.tenths(to.x))"
            case .line where to.x == from.x: out += "V\(SVGMetrics.tenths(to.y))"
            case .line: out += "L\(SVGMetrics.tenths(to.x)) \(SVGMetrics.tenths(to.y))"
            case .arc(let radius, let clockwise, _):
                out += "A\(SVGMetrics.tenths(radius)) \(SVGMetrics.tenths(radius)) 0 0 \(clockwise ? 1 : 0) "
                    + "\(SVGMetrics.tenths(to.x)) \(SVGMetrics.tenths(to.y))"
            }
            from = to
        }
        return out
    }
}

/// The lines of one look, each joined with those that end or start where it does (and they with
/// theirs), so a box's border is one subpath and a line through many cells one `H` or `V`.
struct SVGStrokePath {
    /// The joined lines; `nil` where one was taken out to be joined into another.
    private var lines: [SVGPolyline?] = []
    private var starts: [SVGPoint: Int] = [:]
    private var ends: [SVGPoint: Int] = [:]

    mutating func add(_ line: SVGPolyline) {
        var joined = line
        while let before = take(endingAt: joined.start) ?? take(startingAt: joined.start)?.reversed() {
            var longer = before
            longer.append(joined)
            joined = longer
        }
        while let after = take(startingAt: joined.end) ?? take(endingAt: joined.end)?.reversed() {
            joined.append(after)
        }
        starts[joined.start] = lines.count
        ends[joined.end] = lines.count
        lines.append(joined)
    }

    private mutating func take(startingAt point: SVGPoint) -> SVGPolyline? {
        guard let index = starts[point] else { return nil }
        return take(index)
    }

    private mutating func take(endingAt point: SVGPoint) -> SVGPolyline? {
        guard let index = ends[point] else { return nil }
        return take(index)
    }

    /// Line `index`, no longer in the path.
    private mutating func take(_ index: Int) -> SVGPolyline? {
        guard let line = lines[index] else { return nil }
        if starts[line.start] == index { starts[line.start] = nil }
        if ends[line.end] == index { ends[line.end] = nil }
        lines[index] = nil
        return line
    }

    var pathData: String { lines.compactMap { $0?.pathData }.joined() }
}

/// A rectangle in eighths of a cell: x from the left edge of column 0, y from the top of row 0.
struct EighthsRect: Hashable {
    var minX, minY, maxX, maxY: Int

    func moved(column: Int, row: Int) -> EighthsRect {
        EighthsRect(minX: minX + 8 * column, minY: minY + 8 * row, maxX: maxX + 8 * column, maxY: maxY + 8 * row)
    }
}

/// A block element (U+2580–U+259F) as the parts of its cell it fills, and how densely (░ ▒ ▓).
struct BlockElement {
    var rects: [EighthsRect]
    var shade = 1.0

    init?(_ scalar: Unicode.Scalar) {
        guard scalar.value >= 0x2580, scalar.value <= 0x259F else { return nil }
        let index = Int(scalar.value - 0x2580)
        if let shade = Self.shades[index] {
            rects = [EighthsRect(minX: 0, minY: 0, maxX: 8, maxY: 8)]
            self.shade = shade
        } else {
            rects = Self.table[index].map { EighthsRect(minX: $0[0], minY: $0[1], maxX: $0[2], maxY: $0[3]) }
        }
    }

    /// ░ ▒ ▓: the whole cell, a quarter, half or three quarters opaque.
    private static let shades = [0x11: 0.25, 0x12: 0.5, 0x13: 0.75]
    private static let upperLeft = [0, 0, 4, 4], upperRight = [4, 0, 8, 4], lowerLeft = [0, 4, 4, 8], lowerRight = [4, 4, 8, 8]

    /// U+2580…U+259F: rectangles as [minX, minY, maxX, maxY] in eighths (shades filled in by `init`).
    private static let table: [[[Int]]] = [
        [[0, 0, 8, 4]], [[0, 7, 8, 8]], [[0, 6, 8, 8]], [[0, 5, 8, 8]],  // ▀ ▁ ▂ ▃
        [[0, 4, 8, 8]], [[0, 3, 8, 8]], [[0, 2, 8, 8]], [[0, 1, 8, 8]],  // ▄ ▅ ▆ ▇
        [[0, 0, 8, 8]], [[0, 0, 7, 8]], [[0, 0, 6, 8]], [[0, 0, 5, 8]],  // █ ▉ ▊ ▋
        [[0, 0, 4, 8]], [[0, 0, 3, 8]], [[0, 0, 2, 8]], [[0, 0, 1, 8]],  // ▌ ▍ ▎ ▏
        [[4, 0, 8, 8]], [], [], [],  // ▐ ░ ▒ ▓
        [[0, 0, 8, 1]], [[7, 0, 8, 8]], [lowerLeft], [lowerRight],  // ▔ ▕ ▖ ▗
        [upperLeft], [[0, 0, 4, 8], lowerRight], [upperLeft, lowerRight], [[0, 0, 8, 4], lowerLeft],  // ▘ ▙ ▚ ▛
        [[0, 0, 8, 4], lowerRight], [upperRight], [upperRight, lowerLeft], [[4, 0, 8, 8], lowerLeft],  // ▜ ▝ ▞ ▟
    ]
}

/// Filled rectangles, a run of the same block in one row written as one (so a bar has no seams).
struct SVGBlockRects {
    private struct Fill: Hashable {
        var color: String
        var opacity: String?
    }

    /// Where a rectangle ends on the right: a block of the same rows and fill starting there lengthens it.
    private struct RightEdge: Hashable {
        var minY, maxY, x: Int
        var fill: Fill
    }

    private var rects: [(rect: EighthsRect, fill: Fill)] = []
    private var open: [RightEdge: Int] = [:]

    mutating func add(_ rect: EighthsRect, fill color: String, opacity: String?) {
        let fill = Fill(color: color, opacity: opacity)
        let edge = RightEdge(minY: rect.minY, maxY: rect.maxY, x: rect.minX, fill: fill)
        if let index = open.removeValue(forKey: edge) {
            rects[index].rect.maxX = rect.maxX
            open[RightEdge(minY: rect.minY, maxY: rect.maxY, x: rect.maxX, fill: fill)] = index
        } else {
            open[RightEdge(minY: rect.minY, maxY: rect.maxY, x: rect.maxX, fill: fill)] = rects.count
            rects.append((rect, fill))
        }
    }

    func svg() -> String {
        let width = SVGMetrics.cellWidth / 8, height = SVGMetrics.lineHeight / 8
        return rects.map { rect, fill in
            "<rect x=\"\(SVGMetrics.number(Double(rect.minX) * width))\" y=\"\(SVGMetrics.number(Double(rect.minY) * height))\" "
                + "width=\"\(SVGMetrics.number(Double(rect.maxX - rect.minX) * width))\" "
                + "height=\"\(SVGMetrics.number(Double(rect.maxY - rect.minY) * height))\" fill=\"\(fill.color)\""
                + (fill.opacity.map { " opacity=\"\($0)\"" } ?? "") + "/>\n"
        }.joined()
    }
}
