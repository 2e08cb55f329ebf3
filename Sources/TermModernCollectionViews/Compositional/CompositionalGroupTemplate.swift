import Foundation

/// A group solved once: the frames of its leaf items relative to the group's origin. Every repetition
/// of the group in a section is this template moved, which is what makes a section arithmetic.
struct CompositionalGroupTemplate: Sendable {
    /// A leaf item's cell frame (after its `contentInsets`) and its anchored supplementary items.
    struct Leaf: Sendable {
        var frame: CGRect
        var supplementaries: [Supplementary]
        /// Whether the item's length along the scroll axis is `.estimated` and it sits directly in a
        /// top-level group that runs across the scroll axis: such a leaf self-sizes.
        var estimatesScrollLength = false
        /// Drawing order (custom group items set it).
        var zIndex = 0
    }

    /// A supplementary item anchored to a leaf, with its frame relative to the group's origin.
    struct Supplementary: Sendable {
        var kind: String
        var zIndex: Int
        var frame: CGRect
    }

    /// The group's resolved size.
    var size: CGSize
    var leaves: [Leaf]

    /// The most subitems one group places, so that a zero-length subitem cannot repeat forever.
    static let placementLimit = 4_096

    init(size: CGSize, leaves: [Leaf]) {
        self.size = size
        self.leaves = leaves
    }

    /// Solves `group` at `size` (its layout size already resolved against its container).
    @MainActor
    init(group: CollectionLayoutGroup, size: CGSize, scrollsVertically: Bool = true,
         traitCollection: TraitCollection = TraitCollection(size: .zero)) {
        self.size = size
        var leaves: [Leaf] = []
        // Self-sizing keeps the arithmetic only where a measured item changes nothing but its own
        // group's length: direct children of a top-level group that runs across the scroll axis.
        let acrossScroll = (group.axis == .horizontal) == scrollsVertically
        Self.place(group, in: CGRect(origin: .zero, size: size), into: &leaves,
                   selfSizingAxis: acrossScroll ? scrollsVertically : nil, traitCollection: traitCollection)
        self.leaves = leaves
    }

    /// `selfSizingAxis`: for the direct children of a group whose items may self-size, whether the
    /// scroll axis is vertical; `nil` where items keep their estimate.
    @MainActor
    private static func place(_ group: CollectionLayoutGroup, in frame: CGRect, into leaves: inout [Leaf], selfSizingAxis: Bool?,
                              traitCollection: TraitCollection) {
        let content = group.contentFrame(of: frame)
        if let provider = group.customItemProvider {
            let environment = CompositionalLayoutEnvironment(
                container: CompositionalLayoutContainer(contentSize: content.size, contentInsets: .zero), traitCollection: traitCollection)
            for custom in provider(environment).prefix(placementLimit) {
                leaves.append(Leaf(frame: custom.frame.offsetBy(dx: content.minX, dy: content.minY), supplementaries: [], zIndex: custom.zIndex))
            }
            return
        }
        for (item, childFrame) in CompositionalGroupPlacement(group: group, content: content).frames() {
            if let subgroup = item as? CollectionLayoutGroup {
                place(subgroup, in: childFrame, into: &leaves, selfSizingAxis: nil, traitCollection: traitCollection)
            } else {
                let cell = item.contentFrame(of: childFrame)
                let supplementaries = item.supplementaryItems.map {
                    Supplementary(kind: $0.elementKind, zIndex: $0.zIndex, frame: $0.frame(in: cell))
                }
                let estimates = selfSizingAxis.map { vertical in
                    vertical ? item.layoutSize.heightDimension.isEstimated : item.layoutSize.widthDimension.isEstimated
                } ?? false
                leaves.append(Leaf(frame: cell, supplementaries: supplementaries, estimatesScrollLength: estimates))
            }
        }
    }
}

/// Places the subitems of one group inside its content area along the group's axis.
@MainActor
struct CompositionalGroupPlacement {
    let group: CollectionLayoutGroup
    let content: CGRect

    private var horizontal: Bool { group.axis == .horizontal }
    private func main(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
    private func cross(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }

    /// One placed subitem: its size and the spacings around it along the two axes.
    private struct Slot {
        var item: CollectionLayoutItem
        var size: CGSize
        var lead: CollectionLayoutSpacing?
        var trail: CollectionLayoutSpacing?
        var crossLead: CollectionLayoutSpacing?
        var crossTrail: CollectionLayoutSpacing?

        var mainExtent: (CGSize) -> CGFloat
        var fixedMain: CGFloat { (lead?.spacing ?? 0) + mainExtent(size) + (trail?.spacing ?? 0) }
    }

    /// Each subitem with its frame, in placement order.
    func frames() -> [(CollectionLayoutItem, CGRect)] {
        let slots = makeSlots()
        guard !slots.isEmpty else { return [] }
        let gap = group.interItemSpacing
        let used = slots.reduce(0) { $0 + $1.fixedMain } + CGFloat(slots.count - 1) * (gap?.spacing ?? 0)
        let flexibleCount = slots.reduce(0) { $0 + ($1.lead?.isFlexibleSpacing == true ? 1 : 0) + ($1.trail?.isFlexibleSpacing == true ? 1 : 0) }
            + (gap?.isFlexibleSpacing == true ? slots.count - 1 : 0)
        let leftover = main(content.size) - used
        let extra = leftover > 0 && flexibleCount > 0 ? leftover / CGFloat(flexibleCount) : 0
        func length(_ spacing: CollectionLayoutSpacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? extra : 0)
        }
        var cursor: CGFloat = 0
        var result: [(CollectionLayoutItem, CGRect)] = []
        for (index, slot) in slots.enumerated() {
            if index > 0 { cursor += length(gap) }
            cursor += length(slot.lead)
            let crossOffset = crossPosition(of: slot)
            let origin = horizontal
                ? CGPoint(x: content.minX + cursor, y: content.minY + crossOffset)
                : CGPoint(x: content.minX + crossOffset, y: content.minY + cursor)
            result.append((slot.item, CGRect(origin: origin, size: slot.size)))
            cursor += main(slot.size) + length(slot.trail)
        }
        return result
    }

    /// Where a slot sits across the group: after its fixed leading spacing, or sharing the room left
    /// between its flexible cross spacings.
    private func crossPosition(of slot: Slot) -> CGFloat {
        let room = cross(content.size) - cross(slot.size) - (slot.crossLead?.spacing ?? 0) - (slot.crossTrail?.spacing ?? 0)
        let flexible = (slot.crossLead?.isFlexibleSpacing == true ? 1 : 0) + (slot.crossTrail?.isFlexibleSpacing == true ? 1 : 0)
        let share = room > 0 && flexible > 0 ? room / CGFloat(flexible) : 0
        return (slot.crossLead?.spacing ?? 0) + (slot.crossLead?.isFlexibleSpacing == true ? share : 0)
    }

    private func slot(for item: CollectionLayoutItem, size: CGSize) -> Slot {
        let edges = item.edgeSpacing
        let mainExtent: (CGSize) -> CGFloat = horizontal ? { $0.width } : { $0.height }
        return horizontal
            ? Slot(item: item, size: size, lead: edges?.leading, trail: edges?.trailing,
                   crossLead: edges?.top, crossTrail: edges?.bottom, mainExtent: mainExtent)
            : Slot(item: item, size: size, lead: edges?.top, trail: edges?.bottom,
                   crossLead: edges?.leading, crossTrail: edges?.trailing, mainExtent: mainExtent)
    }

    /// `count` equal copies for `subitem:count:`; otherwise the subitems in turn while they fit.
    private func makeSlots() -> [Slot] {
        let spacing = group.interItemSpacing?.spacing ?? 0
        if let count = group.fixedCount, let item = group.subitems.first {
            let available = main(content.size) - spacing * CGFloat(count - 1)
            let own = item.layoutSize.resolved(in: content.size)
            let length = max(0, available / CGFloat(count))
            let size = horizontal ? CGSize(width: length, height: own.height) : CGSize(width: own.width, height: length)
            return (0..<min(count, Self.limit)).map { _ in slot(for: item, size: size) }
        }
        var slots: [Slot] = []
        var used: CGFloat = 0
        let available = main(content.size)
        guard !group.subitems.isEmpty else { return [] }
        while slots.count < Self.limit {
            let item = group.subitems[slots.count % group.subitems.count]
            let next = slot(for: item, size: item.layoutSize.resolved(in: content.size))
            let needed = (slots.isEmpty ? 0 : spacing) + next.fixedMain
            // The first pass over the subitems is always placed, as UIKit places the subitems it is
            // given even when they overflow; repetitions only while they fit whole.
            let firstPass = slots.count < group.subitems.count
            if !firstPass && used + needed > available + Self.tolerance { break }
            // A pass that adds no length would repeat forever.
            if !firstPass && needed <= 0 { break }
            slots.append(next)
            used += needed
        }
        return slots
    }

    private static let limit = CompositionalGroupTemplate.placementLimit
    /// Fractions such as 1/3 do not add up exactly in binary; a repetition that overflows by less
    /// than this still fits.
    private static let tolerance: CGFloat = 1e-6
}
