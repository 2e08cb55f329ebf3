import Foundation

/// Where one section's parts lie along the scroll axis: header, insets, lines, footer. Across the
/// scroll axis headers and footers span the whole content; items sit between the cross insets.
struct FlowSectionGeometry: Sendable {
    /// Where the section begins: the top (vertical) or left (horizontal) of its header.
    let start: CGFloat
    let headerLength: CGFloat
    /// Where the first line begins: after the header and the leading inset.
    let itemsStart: CGFloat
    let footerStart: CGFloat
    let footerLength: CGFloat
    let items: Items

    /// How the section's items are placed.
    enum Items: Sendable {
        case uniform(UniformGrid)
        case sized(FlowSizedLines)
    }

    /// Lays out one section beginning at `start` in content `dimension` (the cross length).
    init(metrics: FlowSectionMetrics, start: CGFloat, dimension: CGFloat, axis: ScrollAxis) {
        let insets = metrics.insets
        let available = dimension - insets.crossLeading - insets.crossTrailing
        self.start = start
        headerLength = metrics.headerLength
        itemsStart = start + metrics.headerLength + insets.scrollLeading
        let items: Items
        switch metrics.itemSizes {
        case .uniform(let size):
            items = .uniform(UniformGrid(
                itemCount: metrics.itemCount, itemSize: size, axis: axis, crossLeading: insets.crossLeading,
                available: available, lineSpacing: metrics.lineSpacing, interitemSpacing: metrics.interitemSpacing))
        case .individual(let sizes):
            items = .sized(FlowSizedLines(
                sizes: sizes, axis: axis, itemsStart: itemsStart, crossLeading: insets.crossLeading,
                available: available, lineSpacing: metrics.lineSpacing, interitemSpacing: metrics.interitemSpacing))
        }
        self.items = items
        footerStart = itemsStart + Self.length(of: items) + insets.scrollTrailing
        footerLength = metrics.footerLength
    }

    /// The same section `distance` further along the scroll axis. Only for uniformly sized items,
    /// whose grid is placed relative to `itemsStart` (item-by-item lines hold their own positions).
    func moved(by distance: CGFloat) -> FlowSectionGeometry {
        guard case .uniform = items else { preconditionFailure("only a uniform section can be moved") }
        return FlowSectionGeometry(start: start + distance, headerLength: headerLength, itemsStart: itemsStart + distance,
                                   footerStart: footerStart + distance, footerLength: footerLength, items: items)
    }

    private init(start: CGFloat, headerLength: CGFloat, itemsStart: CGFloat, footerStart: CGFloat, footerLength: CGFloat, items: Items) {
        self.start = start
        self.headerLength = headerLength
        self.itemsStart = itemsStart
        self.footerStart = footerStart
        self.footerLength = footerLength
        self.items = items
    }

    /// Where the section ends: the bottom (vertical) or right (horizontal) of its footer.
    var end: CGFloat { footerStart + footerLength }

    var itemCount: Int {
        switch items {
        case .uniform(let grid): grid.itemCount
        case .sized(let lines): lines.sizes.count
        }
    }

    private static func length(of items: Items) -> CGFloat {
        switch items {
        case .uniform(let grid): grid.length
        case .sized(let lines): lines.length
        }
    }

    /// The frame of `item` in content coordinates.
    func frame(ofItem item: Int, axis: ScrollAxis) -> CGRect {
        switch items {
        case .uniform(let grid): grid.frame(of: item, itemsStart: itemsStart, axis: axis)
        case .sized(let lines): lines.frame(of: item)
        }
    }

    /// Items that may touch `rect` (a small superset the caller filters exactly), in item order.
    func candidateItems(in rect: CGRect, axis: ScrollAxis) -> [Int] {
        let scroll = AxisSpan(lower: axis.scrollMin(of: rect), upper: axis.scrollMax(of: rect))
        switch items {
        case .uniform(let grid):
            let cross = AxisSpan(lower: axis.crossMin(of: rect), upper: axis.crossMax(of: rect))
            return grid.candidateItems(scroll: scroll, cross: cross, itemsStart: itemsStart)
        case .sized(let lines):
            return lines.candidateItems(scroll: scroll)
        }
    }
}
