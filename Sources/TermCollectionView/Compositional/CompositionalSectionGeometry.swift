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
    }

    /// A decoration view and its frame.
    struct Decoration: Sendable {
        var kind: String
        var zIndex: Int
        var frame: CGRect
    }

    let section: Int
    let itemCount: Int
    let axis: FlowAxis
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

    var itemsPerGroup: Int { template.leaves.count }
    var groupCount: Int { itemsPerGroup == 0 ? 0 : (itemCount + itemsPerGroup - 1) / itemsPerGroup }
    var groupScrollLength: CGFloat { axis.scrollLength(of: template.size) }
    var hasPinnedBoundaries: Bool { boundaries.contains { $0.pins } }

    /// The origin of group `index`.
    func groupOrigin(_ index: Int) -> CGPoint {
        let scroll = groupsStart + CGFloat(index) * groupPitch
        return axis.scrollsVertically ? CGPoint(x: groupCross, y: scroll) : CGPoint(x: scroll, y: groupCross)
    }

    /// The cell frame of `item`, or `nil` when the section has no place for it.
    func frame(ofItem item: Int) -> CGRect? {
        guard item >= 0, item < itemCount, itemsPerGroup > 0 else { return nil }
        let origin = groupOrigin(item / itemsPerGroup)
        return template.leaves[item % itemsPerGroup].frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The frame of the supplementary item of `kind` anchored to `item`.
    func frame(ofSupplementary kind: String, item: Int) -> (frame: CGRect, zIndex: Int)? {
        guard item >= 0, item < itemCount, itemsPerGroup > 0 else { return nil }
        let origin = groupOrigin(item / itemsPerGroup)
        guard let anchored = template.leaves[item % itemsPerGroup].supplementaries.first(where: { $0.kind == kind }) else { return nil }
        return (anchored.frame.offsetBy(dx: origin.x, dy: origin.y), anchored.zIndex)
    }

    /// The groups whose extent along the scroll axis may touch `span`, at most `limit` of them.
    func candidateGroups(scroll span: FlowSpan, limit: Int) -> ClosedRange<Int>? {
        let count = groupCount
        guard count > 0 else { return nil }
        let length = groupScrollLength
        // Leaves may stick out of their group (badges, overflowing subitems): widen by one pitch.
        let margin = max(groupPitch, length)
        let first: Int
        let last: Int
        if groupPitch > 0 {
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
}
