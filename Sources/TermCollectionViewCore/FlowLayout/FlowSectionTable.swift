import Foundation

/// Every section's geometry, stacked along the scroll axis. A run of sections with the same metrics
/// and uniformly sized items is stored as its first section and the distance between two (each of
/// them is that section moved along the scroll axis), so a million like sections cost one entry;
/// sections sized item by item are stored one by one, as their lines differ.
struct FlowSectionTable: RandomAccessCollection, Sendable {
    private struct Run: Sendable {
        /// The index of the run's first section.
        let first: Int
        let count: Int
        /// The first section's geometry.
        let base: FlowSectionGeometry
        /// How far each section of the run starts after the previous one.
        let stride: CGFloat
    }

    private var storage: [Run] = []
    let endIndex: Int
    var startIndex: Int { 0 }

    /// Lays out the sections `metrics` describes one after another, starting at 0.
    init(metrics: RunLengthArray<FlowSectionMetrics>, dimension: CGFloat, axis: ScrollAxis) {
        var start: CGFloat = 0
        for (sectionMetrics, indices) in metrics.runs {
            if case .uniform = sectionMetrics.itemSizes {
                let base = FlowSectionGeometry(metrics: sectionMetrics, start: start, dimension: dimension, axis: axis)
                let stride = base.end - base.start
                storage.append(Run(first: indices.lowerBound, count: indices.count, base: base, stride: stride))
                start += stride * CGFloat(indices.count)
            } else {
                for section in indices {
                    let geometry = FlowSectionGeometry(metrics: sectionMetrics, start: start, dimension: dimension, axis: axis)
                    storage.append(Run(first: section, count: 1, base: geometry, stride: geometry.end - geometry.start))
                    start = geometry.end
                }
            }
        }
        endIndex = metrics.endIndex
    }

    subscript(section: Int) -> FlowSectionGeometry {
        precondition(section >= 0 && section < endIndex, "section \(section) of \(endIndex)")
        let run = storage[storage.partitioningIndex { $0.first + $0.count > section }]
        let offset = section - run.first
        return offset == 0 ? run.base : run.base.moved(by: run.stride * CGFloat(offset))
    }
}
