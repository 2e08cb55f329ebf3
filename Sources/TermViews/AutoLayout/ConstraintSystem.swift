import Foundation

// The solver behind `View.solveSubviewConstraints()` (View+AutoLayout.swift): what it solves and what
// it reports is described there.

/// One superview's constraints for its Auto Layout subviews, as unknown edges, centres and sizes.
@MainActor
struct ConstraintSystem {
    /// A value slot: an axis's minimum edge, maximum edge, centre or length.
    enum Slot: Int, CaseIterable { case minX, maxX, centerX, width, minY, maxY, centerY, height }

    let superview: View
    let children: [View]
    /// The scroll view's `contentLayoutGuide`, when the constraints use it: solved with the children,
    /// its origin fixed at the content's, its size what the constraints make it (the `contentSize`).
    let contentGuide: LayoutGuide?
    private var values: [ObjectIdentifier: [CGFloat?]] = [:]
    private let equalities: [LayoutConstraint]
    private let inequalities: [LayoutConstraint]

    init(superview: View, children: [View]) {
        self.superview = superview
        self.children = children
        var seen = Set<ObjectIdentifier>(), all: [LayoutConstraint] = []
        for child in children {
            for constraint in child.attachedConstraints where constraint.isActive && seen.insert(ObjectIdentifier(constraint)).inserted {
                // One relating views installed deeper (a child's subview pinned to the child's margins
                // guide) is solved at that child's level, where UIKit installs it: their nearest common
                // ancestor. A constant size names one view and is solved here, with that view.
                let related = constraint.views
                if related.count > 1, related.contains(where: { $0 !== related[0] }),
                   let ancestor = constraint.nearestCommonAncestor, ancestor !== superview, !superview.isDescendant(of: ancestor) {
                    continue
                }
                all.append(constraint)
            }
        }
        equalities = all.filter { $0.relation == .equal }
        inequalities = all.filter { $0.relation != .equal }
        contentGuide = all.lazy.flatMap { [$0.firstItem, $0.secondItem] }
            .compactMap { $0 as? LayoutGuide }
            .first { $0.kind == .scrollContent && $0.owningView === superview }
    }

    /// The content size the constraints gave `contentGuide`, each length nil where they left it open.
    var contentGuideSize: (width: CGFloat?, height: CGFloat?)? {
        guard let contentGuide, let slots = values[ObjectIdentifier(contentGuide)] else { return nil }
        return (slots[Slot.width.rawValue], slots[Slot.height.rawValue])
    }

    /// Solves equalities, then intrinsic sizes, then current frames; repeats with each violated
    /// inequality as an equality (at most once each).
    mutating func solve() {
        var enforced: [LayoutConstraint] = []
        for _ in 0...inequalities.count {
            solve(with: equalities + enforced)
            let violated = inequalities.filter { !enforced.contains($0) && isViolated($0) }
            guard !violated.isEmpty else { return }
            enforced += violated
        }
    }

    func frame(of child: View) -> CGRect {
        let v = values[ObjectIdentifier(child)] ?? []
        func get(_ slot: Slot) -> CGFloat { (v.indices.contains(slot.rawValue) ? v[slot.rawValue] : nil) ?? 0 }
        // Constraints that leave less than nothing (a 10-point inset on each side of a 16-column cell)
        // give a negative length; the view gets none and shows nothing, as UIKit's does.
        return CGRect(x: get(.minX), y: get(.minY), width: max(0, get(.width)), height: max(0, get(.height)))
    }

    private mutating func solve(with constraints: [LayoutConstraint]) {
        values = Dictionary(uniqueKeysWithValues: children.map { (ObjectIdentifier($0), Array(repeating: nil, count: 8)) })
        if let contentGuide {
            var slots = [CGFloat?](repeating: nil, count: 8)
            slots[Slot.minX.rawValue] = 0
            slots[Slot.minY.rawValue] = 0
            values[ObjectIdentifier(contentGuide)] = slots
        }
        propagate(constraints)
        // One open value at a time, each followed by what the constraints then fix: a chain with a
        // fixed total (a label between two others, pinned top and bottom) stretches the view whose
        // size nothing else decided, as content hugging leaves it, instead of breaking a constraint.
        for child in children {
            let size = child.intrinsicContentSize
            if size.width >= 0 { fillIfOpen(child, .width, size.width, constraints) }
            if size.height >= 0 { fillIfOpen(child, .height, size.height, constraints) }
        }
        if contentGuide != nil { fitContent(constraints) }
        for child in children {
            fillIfOpen(child, .width, child.frame.width, constraints)
            fillIfOpen(child, .height, child.frame.height, constraints)
            fillIfOpen(child, .minX, child.frame.minX, constraints)
            fillIfOpen(child, .minY, child.frame.minY, constraints)
        }
    }

    /// Applies constraints forwards and backwards and completes each axis until nothing changes.
    private mutating func propagate(_ constraints: [LayoutConstraint]) {
        var changed = true
        var rounds = 0
        while changed && rounds < 64 {
            changed = false
            rounds += 1
            for constraint in constraints where apply(constraint) { changed = true }
            for child in children where complete(ObjectIdentifier(child)) { changed = true }
            if let contentGuide, complete(ObjectIdentifier(contentGuide)) { changed = true }
        }
    }

    /// One constraint: sets its first side from the second, or the second from the first.
    private mutating func apply(_ constraint: LayoutConstraint) -> Bool {
        guard let first = term(constraint.firstItem, constraint.firstAttribute, constraint) else { return false }
        let secondValue: CGFloat?
        var second: Term?
        if constraint.secondItem == nil {
            secondValue = 0
        } else {
            guard let resolved = term(constraint.secondItem, constraint.secondAttribute, constraint) else { return false }
            second = resolved
            secondValue = value(resolved)
        }
        let target = secondValue.map { constraint.multiplier * $0 + constraint.constant }
        switch (value(first), target) {
        case (nil, let target?):
            return set(first, target)
        case (let known?, nil):
            guard let second, constraint.multiplier != 0 else { return false }
            return set(second, (known - constraint.constant) / constraint.multiplier)
        case (let known?, let target?):
            if abs(known - target) > 0.001 {
                constraint.report("conflicts with another constraint (\(known) ≠ \(target)); it is ignored",
                                  fix: "remove one of the two, or make one an inequality")
            }
            return false
        case (nil, nil):
            return false
        }
    }

    private func isViolated(_ constraint: LayoutConstraint) -> Bool {
        guard let first = term(constraint.firstItem, constraint.firstAttribute, constraint), let a = value(first) else { return false }
        var b: CGFloat = 0
        if constraint.secondItem != nil {
            guard let second = term(constraint.secondItem, constraint.secondAttribute, constraint), let v = value(second) else { return false }
            b = v
        }
        let bound = constraint.multiplier * b + constraint.constant
        return constraint.relation == .lessThanOrEqual ? a > bound + 0.001 : a < bound - 0.001
    }

    // MARK: - Terms

    /// A side of a constraint: a slot of a child or of the content guide (unknown until solved), or a
    /// fixed value.
    enum Term {
        case unknown(ObjectIdentifier, Slot)
        case fixed(CGFloat)
    }

    private func term(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute, _ constraint: LayoutConstraint) -> Term? {
        if let view = item as? View, view.superview === superview, !view.translatesAutoresizingMaskIntoConstraints {
            guard let slot = Self.slot(for: attribute) else {
                constraint.report("the \(attribute) attribute of a view being laid out is not solved",
                                  fix: "use its edges, centre or size")
                return nil
            }
            return .unknown(ObjectIdentifier(view), slot)
        }
        if let guide = item as? LayoutGuide, guide === contentGuide {
            guard let slot = Self.slot(for: attribute) else {
                constraint.report("the \(attribute) attribute of a content layout guide is not solved", fix: "use its edges, centre or size")
                return nil
            }
            return .unknown(ObjectIdentifier(guide), slot)
        }
        guard let rect = fixedRect(of: item) else {
            constraint.report("names an item outside the superview's branch, which is not solved",
                              fix: "constrain a view to its superview, its siblings or an ancestor")
            return nil
        }
        guard let value = Self.value(of: attribute, in: rect, margins: (item as? View)?.layoutMargins) else {
            constraint.report("the \(attribute) attribute is not solved", fix: "use edges, centres or sizes")
            return nil
        }
        return .fixed(value)
    }

    /// The rectangle of a view or guide that is not being solved, in the superview's coordinates.
    private func fixedRect(of item: AnyObject?) -> CGRect? {
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            guard let ownerRect = fixedRect(of: owner) else { return nil }
            let frame = guide.layoutFrame
            return frame.offsetBy(dx: ownerRect.minX - owner.bounds.minX, dy: ownerRect.minY - owner.bounds.minY)
        }
        guard let view = item as? View else { return nil }
        if view === superview { return superview.bounds }
        if view.superview === superview { return view.frame }
        if superview.isDescendant(of: view) { return superview.convert(view.bounds, from: view) }
        return nil
    }

    private static func slot(for attribute: LayoutConstraint.Attribute) -> Slot? {
        switch attribute {
        case .left, .leading: .minX
        case .right, .trailing: .maxX
        case .centerX: .centerX
        case .width: .width
        case .top: .minY
        case .bottom: .maxY
        case .centerY: .centerY
        case .height: .height
        default: nil
        }
    }

    private static func value(of attribute: LayoutConstraint.Attribute, in rect: CGRect, margins: EdgeInsets?) -> CGFloat? {
        if let slot = slot(for: attribute) { return value(of: slot, in: rect) }
        let m = margins ?? .zero
        switch attribute {
        case .leftMargin, .leadingMargin: return rect.minX + m.left
        case .rightMargin, .trailingMargin: return rect.maxX - m.right
        case .topMargin: return rect.minY + m.top
        case .bottomMargin: return rect.maxY - m.bottom
        case .centerXWithinMargins: return (rect.minX + m.left + rect.maxX - m.right) / 2
        case .centerYWithinMargins: return (rect.minY + m.top + rect.maxY - m.bottom) / 2
        default: return nil
        }
    }

    private static func value(of slot: Slot, in rect: CGRect) -> CGFloat {
        switch slot {
        case .minX: rect.minX
        case .maxX: rect.maxX
        case .centerX: rect.midX
        case .width: rect.width
        case .minY: rect.minY
        case .maxY: rect.maxY
        case .centerY: rect.midY
        case .height: rect.height
        }
    }

    private func value(_ term: Term) -> CGFloat? {
        switch term {
        case .fixed(let value): value
        case .unknown(let item, let slot): values[item]?[slot.rawValue] ?? nil
        }
    }

    private mutating func set(_ term: Term, _ value: CGFloat) -> Bool {
        guard case .unknown(let item, let slot) = term, self.value(term) == nil else { return false }
        values[item]?[slot.rawValue] = value
        return true
    }

    /// Takes `value` for an axis that is still open (fewer than two of its values known), then
    /// propagates what it fixes.
    private mutating func fillIfOpen(_ view: View, _ slot: Slot, _ value: CGFloat, _ constraints: [LayoutConstraint]) {
        guard isOpen(view, slot), set(.unknown(ObjectIdentifier(view), slot), value) else { return }
        propagate(constraints)
    }

    /// Whether fewer than two of the values of `slot`'s axis are known for `view`.
    private func isOpen(_ view: View, _ slot: Slot) -> Bool {
        let axis = slot.rawValue < 4 ? 0 : 4
        return (axis..<axis + 4).filter { values[ObjectIdentifier(view)]?[$0] != nil }.count < 2
    }

    /// In a scroll view whose content guide the constraints use, a child whose length along one axis
    /// is still open takes the length its own constrained content fits (`systemLayoutSizeFitting`) at
    /// its length along the other: UIKit's engine solves the content view and what it holds as one
    /// system, so a content view pinned to the guide grows with a stack view inside it, and the content
    /// size with it.
    private mutating func fitContent(_ constraints: [LayoutConstraint]) {
        for child in children {
            let slots = values[ObjectIdentifier(child)] ?? []
            if isOpen(child, .height), let width = slots[Slot.width.rawValue] {
                let fitted = child.systemLayoutSizeFitting(
                    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                fillIfOpen(child, .height, fitted.height, constraints)
            } else if isOpen(child, .width), let height = slots[Slot.height.rawValue] {
                let fitted = child.systemLayoutSizeFitting(
                    CGSize(width: 0, height: height), withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
                fillIfOpen(child, .width, fitted.width, constraints)
            }
        }
    }

    /// Any two of an axis's edges, centre and length give the other two.
    private mutating func complete(_ item: ObjectIdentifier) -> Bool {
        var changed = false
        for axis in [0, 4] {
            guard var slots = values[item] else { return false }
            let (lo, hi, mid, len) = (slots[axis], slots[axis + 1], slots[axis + 2], slots[axis + 3])
            var result: (CGFloat, CGFloat)?   // (min, length)
            if let lo, let hi { result = (lo, hi - lo) }
            else if let lo, let len { result = (lo, len) }
            else if let hi, let len { result = (hi - len, len) }
            else if let mid, let len { result = (mid - len / 2, len) }
            else if let lo, let mid { result = (lo, 2 * (mid - lo)) }
            else if let hi, let mid { result = (2 * mid - hi, 2 * (hi - mid)) }
            guard let (minimum, length) = result else { continue }
            let full: [CGFloat] = [minimum, minimum + length, minimum + length / 2, length]
            for index in 0..<4 where slots[axis + index] == nil {
                slots[axis + index] = full[index]
                changed = true
            }
            values[item] = slots
        }
        return changed
    }
}
