import Foundation

/// A linear relation between two layout attributes — `first = multiplier × second + constant` (or
/// `≤`, `≥`): UIKit's `NSLayoutConstraint`. Active constraints are solved by the superview's
/// `layoutSubviews()`; see `View+AutoLayout.swift` for the subset solved and what is reported.
@preconcurrency @MainActor
public final class LayoutConstraint: NSObject {
    /// A layout attribute: UIKit's `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        /// Edges, sizes and centres: solved.
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// Baselines: reported as unsupported (a terminal line has no baseline offset).
        case lastBaseline, firstBaseline
        /// Margin attributes: solved for a superview, sibling or ancestor, reported for a view being laid out.
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        /// Centres within the margins: as the margin attributes.
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second side of a constant size.
        case notAnAttribute = 0
    }

    /// How the two sides relate: UIKit's `NSLayoutConstraint.Relation`, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        /// `first ≤ multiplier × second + constant`.
        case lessThanOrEqual = -1
        /// `first = multiplier × second + constant`.
        case equal = 0
        /// `first ≥ multiplier × second + constant`.
        case greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item; `nil` for a constant size (`widthAnchor.constraint(equalToConstant:)`).
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// The constant added; changing it lays the views out again.
    public var constant: CGFloat {
        didSet { if constant != oldValue { itemsNeedLayout() } }
    }
    /// Stored only: every active constraint is treated as required; of two conflicting ones the
    /// first solved wins and the other is reported.
    public var priority = LayoutPriority.required
    /// A name for the constraint, used in reports.
    public var identifier: String?

    /// Whether the constraint takes part in layout. Activating it marks the items' superviews as
    /// needing layout, as UIKit does.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            for view in views where !view.attachedConstraints.contains(where: { $0 === self }) {
                view.attachedConstraints.append(self)
            }
            itemsNeedLayout()
        }
    }

    /// UIKit's full initializer: `item1.attr1 (relation) multiplier × item2.attr2 + constant`.
    public init(item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates every constraint in `constraints` (UIKit's preferred way over `isActive` one by one).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The views the constraint names (a layout guide stands for its owning view).
    var views: [View] {
        [firstItem, secondItem].compactMap { item in (item as? View) ?? (item as? LayoutGuide)?.owningView }
    }

    /// Whether both items lie inside `view`'s subtree (it survives `view` leaving its superview).
    func staysWithin(_ view: View) -> Bool {
        views.allSatisfy { $0.isDescendant(of: view) }
    }

    private func itemsNeedLayout() {
        for view in views {
            view.superview?.setNeedsLayout()
            view.setNeedsLayout()
        }
    }
}

/// How much a constraint matters: UIKit's `UILayoutPriority` (1…1000). Stored only (see
/// `LayoutConstraint.priority`).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value, 1…1000.
    public let rawValue: Float
    /// Makes a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Makes a priority from its value, as `UILayoutPriority(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: must be satisfied.
    public static let required = LayoutPriority(1000)
    /// 750: a label's compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: a label's content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` lets give way.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Compares the values: a lower raw value matters less.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A rectangle other views can be constrained to: UIKit's `UILayoutGuide`. The guides a view vends —
/// `layoutMarginsGuide` (its bounds inset by `layoutMargins`), `readableContentGuide` (the margins,
/// narrowed to `ContentInsetsReference.readableWidth` columns, centred) and `safeAreaLayoutGuide` (its
/// bounds: the safe area is zero here) — and a scroll view's `contentLayoutGuide` and
/// `frameLayoutGuide` are the guides there are.
@preconcurrency @MainActor
public final class LayoutGuide: NSObject {
    /// What the guide's rectangle is.
    enum Kind { case margins, safeArea, readableContent, scrollContent, scrollFrame }

    /// The view the guide belongs to.
    public private(set) weak var owningView: View?
    let kind: Kind

    init(owningView: View, kind: Kind) {
        self.owningView = owningView
        self.kind = kind
    }

    /// The guide's rectangle in its owning view's coordinates.
    var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        let bounds = owningView.bounds
        switch kind {
        case .safeArea, .scrollFrame: return bounds
        case .scrollContent: return CGRect(origin: .zero, size: (owningView as? ScrollView)?.contentSize ?? bounds.size)
        case .margins, .readableContent: break
        }
        let margins = owningView.layoutMargins
        let inside = CGRect(x: bounds.minX + margins.left, y: bounds.minY + margins.top,
                            width: bounds.width - margins.left - margins.right,
                            height: bounds.height - margins.top - margins.bottom)
        guard kind == .readableContent, inside.width > ContentInsetsReference.readableWidth else { return inside }
        return inside.insetBy(dx: (inside.width - ContentInsetsReference.readableWidth) / 2, dy: 0)
    }

    /// UIKit's standard ("system") spacing, 8 points, in the unit of the screen shown (see
    /// `StandardMetrics.systemSpacing(vertical:)`). Used by the visual format language and the
    /// system-spacing anchors.
    static func systemSpacing(vertical: Bool) -> CGFloat { StandardMetrics.systemSpacing(vertical: vertical) }
}
