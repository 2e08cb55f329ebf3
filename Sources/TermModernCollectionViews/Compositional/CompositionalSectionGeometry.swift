import Foundation

/// One section of a compositional layout, solved: numbers only, however many items it has.
///
/// Along the scroll axis a section is, in order: the headers that extend its boundary, its leading
/// `contentInsets`, its groups (`groupCount` repetitions of one template, `groupPitch` apart), its
/// trailing `contentInsets`, the footers that extend its boundary. Item `i` lives in group
/// `i / itemsPerGroup` at leaf `i % itemsPerGroup`, so its frame, and the items in any rectangle,
/// come from arithmetic.
struct CompositionalSectionGeometry: Sendable {
    /// A header, footer or other boundary item, before pinning.
    struct Boundary: Sendable {
        var kind: String
        var zIndex: Int
        var frame: CGRect
        var pins: Bool
        var isAtStart: Bool
        /// Whether its length along the scroll axis is `.estimated`: the view's preferred length replaces it.
        var estimatesScrollLength = false
    }

    /// A decoration view and its frame.
    struct Decoration: Sendable {
        var kind: String
        var zIndex: Int
        var frame: CGRect
    }

    let section: Int
    let itemCount: Int
    let axis: ScrollAxis
    let template: CompositionalGroupTemplate
    /// Scroll position of the section's first and past-last cell (headers and footers included).
    let start: CGFloat
    let end: CGFloat
    /// Cross position of every group's origin.
    let groupCross: CGFloat
    /// Scroll position of the first group's origin.
    let groupsStart: CGFloat
    let groupPitch: CGFloat
    let boundaries: [Boundary]
    let decorations: [Decoration]
    /// Groups whose self-sizing items were measured; `nil` when none were.
    var measured: CompositionalMeasuredGroups? = nil
    /// The row of groups of a section that scrolls orthogonally; `nil` for an ordinary section.
    var orthogonal: CompositionalOrthogonalRow? = nil
    /// Whether item 0 is the section's header (a list with `headerMode` `.firstItemInSection`).
    var firstItemIsHeader = false

    var itemsPerGroup: Int { template.leaves.count }
    var groupCount: Int { itemsPerGroup == 0 ? 0 : (itemCount + itemsPerGroup - 1) / itemsPerGroup }
    var groupScrollLength: CGFloat { axis.scrollLength(of: template.size) }
    var hasPinnedBoundaries: Bool { boundaries.contains { $0.pins } }

    /// Where group `index` starts along the scroll axis.
    func groupStart(_ index: Int) -> CGFloat {
        groupsStart + CGFloat(index) * groupPitch + (measured?.delta(before: index) ?? 0)
    }

    /// The origin of group `index`.
    func groupOrigin(_ index: Int) -> CGPoint {
        if let orthogonal {
            let cross = groupCross + CGFloat(index) * orthogonal.pitch
            return axis.scrollsVertically ? CGPoint(x: cross, y: groupsStart) : CGPoint(x: groupsStart, y: cross)
        }
        let scroll = groupStart(index)
        return axis.scrollsVertically ? CGPoint(x: groupCross, y: scroll) : CGPoint(x: scroll, y: groupCross)
    }

    /// The length of group `index` along the scroll axis.
    func groupLength(_ index: Int) -> CGFloat {
        measured?.length(of: index) ?? groupScrollLength
    }

    /// The cell frame of `item`, leaf `leaf` of the group at `origin`: the template's, with the
    /// measured length of a self-sized item.
    func leafFrame(item: Int, leaf: Int, origin: CGPoint) -> CGRect {
        var frame = template.leaves[leaf].frame.offsetBy(dx: origin.x, dy: origin.y)
        if let length = measured?.itemLengths[item] {
            if axis.scrollsVertically { frame.size.height = length } else { frame.size.width = length }
        }
        return frame
    }

    /// The cell frame of `item`, or `nil` when the section has no place for it.
    func frame(ofItem item: Int) -> CGRect? {
        guard item >= 0, item < itemCount, itemsPerGroup > 0 else { return nil }
        return leafFrame(item: item, leaf: item % itemsPerGroup, origin: groupOrigin(item / itemsPerGroup))
    }

    /// The frame of the supplementary item of `kind` anchored to `item`.
    func frame(ofSupplementary kind: String, item: Int) -> (frame: CGRect, zIndex: Int)? {
        guard item >= 0, item < itemCount, itemsPerGroup > 0 else { return nil }
        let origin = groupOrigin(item / itemsPerGroup)
        guard let anchored = template.leaves[item % itemsPerGroup].supplementaries.first(where: { $0.kind == kind }) else { return nil }
        return (anchored.frame.offsetBy(dx: origin.x, dy: origin.y), anchored.zIndex)
    }

    /// The groups whose extent along the scroll axis may touch `span`, at most `limit` of them.
    func candidateGroups(scroll span: AxisSpan, limit: Int) -> ClosedRange<Int>? {
        let count = groupCount
        guard count > 0 else { return nil }
        let length = groupScrollLength
        if orthogonal != nil {
            // One row: every group shares the scroll extent; `orthogonalGroups` picks them across.
            return span.overlaps(groupsStart - length, groupsStart + 2 * length) ? 0...(count - 1) : nil
        }
        // Leaves may stick out of their group (badges, overflowing subitems): widen by one pitch.
        let margin = max(groupPitch, length)
        let first: Int
        let last: Int
        if let measured, !measured.isEmpty {
            first = firstGroup { groupStart($0) + groupLength($0) + margin >= span.lower } - 1
            last = firstGroup { groupStart($0) - margin > span.upper }
        } else if groupPitch > 0 {
            first = ((span.lower - groupsStart - length - margin) / groupPitch).flooredIndex(clampedTo: -1...count)
            last = ((span.upper - groupsStart + margin) / groupPitch).flooredIndex(clampedTo: -1...count)
        } else {
            first = 0
            last = count - 1
        }
        let lower = max(0, first)
        let upper = min(count - 1, last, lower + max(1, limit) - 1)
        return lower <= upper ? lower...upper : nil
    }

    /// The groups of an orthogonal section whose extent across the axis, in the section's own
    /// (unscrolled) coordinates, may touch `cross`: arithmetic, whatever the item count.
    func orthogonalGroups(cross span: AxisSpan) -> ClosedRange<Int>? {
        guard let orthogonal, groupCount > 0, orthogonal.pitch > 0 else { return groupCount > 0 ? 0...0 : nil }
        // Leaves may stick out of their group (badges): widen by one pitch on each side.
        let first = ((span.lower - groupCross - orthogonal.groupLength - orthogonal.pitch) / orthogonal.pitch)
            .flooredIndex(clampedTo: -1...groupCount)
        let last = ((span.upper - groupCross + orthogonal.pitch) / orthogonal.pitch).flooredIndex(clampedTo: -1...groupCount)
        let lower = max(0, first)
        let upper = min(groupCount - 1, last)
        return lower <= upper ? lower...upper : nil
    }

    /// The first group for which `isPast` holds (`groupCount` if none); `isPast` must be monotonic.
    private func firstGroup(where isPast: (Int) -> Bool) -> Int {
        (0..<groupCount).partitioningIndex(where: isPast)
    }
}
