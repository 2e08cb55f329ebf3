import Foundation
import TermCanvas
import TermCollectionView

/// Draws the inspector: a bordered panel with the inspected element's attributes (and its attributes
/// object's `description`, where a custom subclass shows its extra properties), the last
/// `layoutAttributesForElements(in:)` query, the collection view's counters and the last calls.
/// It sits on the right, or on the left when the element is under the right-hand spot.
@MainActor
enum InspectorPanel {
    /// The panel's width in columns (less on a narrow screen).
    static let preferredWidth = 38

    /// What the panel shows.
    struct Content {
        var element: InspectedElement?
        /// The element's frame on screen (canvas cells), to keep the panel off it.
        var elementScreenFrame: CellRect?
        var lastQuery: (rect: CGRect, count: Int)?
        var statistics: CollectionViewStatistics
        var recentCalls: [CollectionViewCall]
    }

    /// Draws `content` into `area` (the collection view's part of the screen).
    static func draw(_ content: Content, into canvas: inout Canvas, area: CellRect) {
        let width = min(preferredWidth, area.width)
        guard width >= 12, area.height >= 3 else { return }
        let box = placement(width: width, area: area, avoiding: content.elementScreenFrame)
        canvas.fill(box)
        canvas.drawBox(box, border: .rounded)
        let inner = box.insetBy(dx: 1, dy: 1)
        let lines = self.lines(for: content, width: inner.width)
        for (row, line) in lines.prefix(inner.height).enumerated() {
            canvas.write(DisplayWidth.truncate(line.text, toWidth: inner.width), x: inner.x, y: inner.y + row,
                         style: line.style, clip: inner)
        }
    }

    /// The right edge of `area`, unless the element overlaps that spot and the left edge does not.
    static func placement(width: Int, area: CellRect, avoiding element: CellRect?) -> CellRect {
        let right = CellRect(x: area.maxX - width, y: area.y, width: width, height: area.height)
        let left = CellRect(x: area.x, y: area.y, width: width, height: area.height)
        guard let element, !right.intersection(element).isEmpty, left.intersection(element).isEmpty else { return right }
        return left
    }

    struct Line {
        var text: String
        var style: Style = .plain
    }

    static func lines(for content: Content, width: Int) -> [Line] {
        let heading = Style(bold: true)
        var lines: [Line] = []
        if let element = content.element {
            lines.append(Line(text: "Inspector — \(element.key.category) \(CallFormat.indexPath(element.key.indexPath))", style: heading))
            lines += element.lines.map { Line(text: $0) }
        } else {
            lines.append(Line(text: "Inspector — nothing visible", style: heading))
        }
        if let query = content.lastQuery {
            lines.append(Line(text: "elementsIn \(CallFormat.rect(query.rect)) → \(query.count)"))
        }
        let stats = content.statistics
        lines.append(Line(text: "passes \(stats.layoutPasses)  prepare \(stats.prepareCalls)"))
        lines.append(Line(text: "views made \(stats.viewsCreated)  reused \(stats.viewsReused)"))
        // A custom attributes subclass shows its extra properties through its description; the base
        // class's would only repeat the lines above.
        if let attributes = content.element?.attributes, type(of: attributes) != CollectionViewLayoutAttributes.self {
            lines.append(Line(text: "class \(type(of: attributes))", style: heading))
            lines += wrap(attributes.description, width: width).map { Line(text: $0, style: Style(dim: true)) }
        }
        lines.append(Line(text: "last calls", style: heading))
        lines += content.recentCalls.reversed().map { Line(text: $0.description, style: Style(dim: true)) }
        return lines
    }

    /// Splits `text` into lines of at most `width` columns, at spaces where possible.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if DisplayWidth.of(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = word
            while DisplayWidth.of(rest) > width {
                let head = DisplayWidth.truncate(rest, toWidth: width, ellipsis: "")
                lines.append(head)
                rest = String(rest.dropFirst(head.count))
            }
            current = rest
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
