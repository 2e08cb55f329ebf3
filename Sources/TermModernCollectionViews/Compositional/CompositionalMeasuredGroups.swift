import Foundation

/// The groups of one section whose self-sizing items reported a length other than their estimate:
/// O(measured items), and nothing for sections without estimated items.
///
/// A measured group is as long as its template plus the largest change of its measured leaves
/// (leaves not measured yet count as their estimate). Groups after it move by the sum of the
/// changes before them, found by binary search over the measured groups.
struct CompositionalMeasuredGroups: Sendable {
    /// Measured scroll lengths by item.
    let itemLengths: [Int: CGFloat]
    /// Measured groups in ascending order, with their lengths and the sum of changes up to and
    /// including each.
    private let groups: [Int]
    private let lengths: [CGFloat]
    private let cumulativeDelta: [CGFloat]

    init(itemLengths measured: [Int: CGFloat], template: CompositionalGroupTemplate, axis: ScrollAxis, itemCount: Int) {
        let perGroup = template.leaves.count
        var usable: [Int: CGFloat] = [:]
        var deltas: [Int: CGFloat] = [:]
        for (item, length) in measured where item < itemCount && perGroup > 0 {
            let leaf = template.leaves[item % perGroup]
            guard leaf.estimatesScrollLength else { continue }
            usable[item] = length
            let delta = length - axis.scrollLength(of: leaf.frame.size)
            let group = item / perGroup
            deltas[group] = max(deltas[group] ?? (Self.groupHasUnmeasuredLeaf(group, perGroup: perGroup, itemCount: itemCount, measured: measured) ? 0 : delta), delta)
        }
        itemLengths = usable
        groups = deltas.keys.sorted()
        let templateLength = axis.scrollLength(of: template.size)
        lengths = groups.map { max(0, templateLength + deltas[$0]!) }
        var running: CGFloat = 0
        cumulativeDelta = groups.map { group in
            running += max(-templateLength, deltas[group]!)
            return running
        }
    }

    /// Whether some item of `group` has no measurement: then the group cannot shrink below its template.
    private static func groupHasUnmeasuredLeaf(_ group: Int, perGroup: Int, itemCount: Int, measured: [Int: CGFloat]) -> Bool {
        let first = group * perGroup
        return (first..<min(itemCount, first + perGroup)).contains { measured[$0] == nil }
    }

    var isEmpty: Bool { groups.isEmpty }
    /// The change of the whole section's length.
    var totalDelta: CGFloat { cumulativeDelta.last ?? 0 }

    /// The sum of changes of the groups before `group`.
    func delta(before group: Int) -> CGFloat {
        let low = groups.partitioningIndex { $0 >= group }
        return low == 0 ? 0 : cumulativeDelta[low - 1]
    }

    /// The measured length of `group`, if it was measured.
    func length(of group: Int) -> CGFloat? {
        let low = groups.partitioningIndex { $0 >= group }
        return low < groups.count && groups[low] == group ? lengths[low] : nil
    }
}
