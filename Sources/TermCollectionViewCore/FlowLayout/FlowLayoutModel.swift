import Foundation

/// Everything `prepare()` computed: the sections' metrics and geometry and the content size.
/// Sections are ordered along the scroll axis, so finding those a rectangle touches is a binary
/// search.
struct FlowLayoutModel: Sendable {
    let axis: ScrollAxis
    /// The content's length across the scroll axis: the collection view's width (vertical) or height
    /// (horizontal) less the content insets on those sides.
    let dimension: CGFloat
    /// What the delegate said, section by section (like sections stored once).
    let metrics: RunLengthArray<FlowSectionMetrics>
    let sections: FlowSectionTable

    static let empty = FlowLayoutModel(axis: ScrollAxis(.vertical), dimension: 0, metrics: RunLengthArray())

    /// Stacks the sections one after another along the scroll axis.
    init(axis: ScrollAxis, dimension: CGFloat, metrics: RunLengthArray<FlowSectionMetrics>) {
        self.axis = axis
        self.dimension = dimension
        self.metrics = metrics
        sections = FlowSectionTable(metrics: metrics, dimension: dimension, axis: axis)
    }

    var contentSize: CGSize {
        axis.size(scrollLength: sections.last?.end ?? 0, crossLength: dimension)
    }

    /// The indices of the sections whose extent touches `rect` along the scroll axis.
    func sectionIndices(touching rect: CGRect) -> Range<Int> {
        let lower = axis.scrollMin(of: rect)
        let upper = axis.scrollMax(of: rect)
        let low = sections.partitioningIndex { $0.end >= lower }
        var end = low
        while end < sections.count, sections[end].start <= upper { end += 1 }
        return low..<end
    }

    /// The header's frame before pinning, or `nil` when the section has none.
    func headerFrame(inSection section: Int) -> CGRect? {
        let geometry = sections[section]
        guard geometry.headerLength != 0 else { return nil }
        return axis.rect(scroll: geometry.start, cross: 0, scrollLength: geometry.headerLength, crossLength: dimension)
    }

    /// The footer's frame before pinning, or `nil` when the section has none.
    func footerFrame(inSection section: Int) -> CGRect? {
        let geometry = sections[section]
        guard geometry.footerLength != 0 else { return nil }
        return axis.rect(scroll: geometry.footerStart, cross: 0, scrollLength: geometry.footerLength, crossLength: dimension)
    }
}
