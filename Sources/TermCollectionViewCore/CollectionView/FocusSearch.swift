import Foundation

/// The geometry of one focus move: the regions beyond the focused frame in a heading, and how near a
/// candidate is. Regions grow one screen (`visible`'s length along the heading) per `depth`.
struct FocusSearch {
    let origin: CGRect
    let heading: FocusHeading
    let visible: CGRect
    let content: CGRect

    private var isVertical: Bool { heading.contains(.up) || heading.contains(.down) }
    private var step: CGFloat { max(1, isVertical ? visible.height : visible.width) }

    /// The region as wide (or tall) as the focused item.
    func beam(depth: Int) -> CGRect { region(depth: depth, across: origin) }

    /// The region across the whole visible width (or height), for items out of the beam.
    func band(depth: Int) -> CGRect { region(depth: depth, across: visible.union(origin)) }

    /// Whether a frame lies further along the heading than the focused item (by its centre).
    func isBeyond(_ frame: CGRect) -> Bool {
        if heading.contains(.down) { return frame.midY > origin.midY + 0.5 && frame.maxY > origin.maxY }
        if heading.contains(.up) { return frame.midY < origin.midY - 0.5 && frame.minY < origin.minY }
        if heading.contains(.right) { return frame.midX > origin.midX + 0.5 && frame.maxX > origin.maxX }
        return frame.midX < origin.midX - 0.5 && frame.minX < origin.minX
    }

    /// Smaller is nearer: the gap along the heading, then the distance of the centres across it.
    func score(_ frame: CGRect) -> (CGFloat, CGFloat) {
        if heading.contains(.down) { return (max(0, frame.minY - origin.maxY), abs(frame.midX - origin.midX)) }
        if heading.contains(.up) { return (max(0, origin.minY - frame.maxY), abs(frame.midX - origin.midX)) }
        if heading.contains(.right) { return (max(0, frame.minX - origin.maxX), abs(frame.midY - origin.midY)) }
        return (max(0, origin.minX - frame.maxX), abs(frame.midY - origin.midY))
    }

    /// Whether the region at `depth` already reaches the content's edge in the heading.
    func reachesContentEdge(depth: Int) -> Bool {
        let reach = CGFloat(depth) * step
        if heading.contains(.down) { return origin.maxY + reach >= content.maxY }
        if heading.contains(.up) { return origin.minY - reach <= content.minY }
        if heading.contains(.right) { return origin.maxX + reach >= content.maxX }
        return origin.minX - reach <= content.minX
    }

    /// From the focused item's centre to `depth` screens past its far edge, spanning `across`'s other axis.
    private func region(depth: Int, across span: CGRect) -> CGRect {
        let reach = CGFloat(depth) * step
        if heading.contains(.down) {
            return CGRect(x: span.minX, y: origin.midY, width: span.width, height: origin.maxY + reach - origin.midY)
        }
        if heading.contains(.up) {
            return CGRect(x: span.minX, y: origin.minY - reach, width: span.width, height: origin.midY - origin.minY + reach)
        }
        if heading.contains(.right) {
            return CGRect(x: origin.midX, y: span.minY, width: origin.maxX + reach - origin.midX, height: span.height)
        }
        return CGRect(x: origin.minX - reach, y: span.minY, width: origin.midX - origin.minX + reach, height: span.height)
    }
}
