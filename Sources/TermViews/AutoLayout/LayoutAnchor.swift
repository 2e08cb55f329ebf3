import Foundation

/// One attribute of a view or layout guide, to make constraints from: UIKit's `NSLayoutAnchor`. As
/// in UIKit, the generic parameter keeps x-axis anchors to x-axis anchors, y to y, sizes to sizes.
@preconcurrency @MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide.
    weak var item: AnyObject?
    /// The attribute.
    let attribute: LayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self = anchor`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, 1, 0)
    }

    /// `self = anchor + c`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, 1, c)
    }

    /// `self ≥ anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, 0)
    }

    /// `self ≥ anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, c)
    }

    /// `self ≤ anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, 0)
    }

    /// `self ≤ anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, c)
    }

    func make(_ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, _ multiplier: CGFloat,
              _ constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item ?? NSNull(), attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                         attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right, centerX (UIKit's `NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self = anchor + multiplier × the system spacing` (one column here; see `LayoutGuide.systemSpacing`).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, 1, multiplier * LayoutGuide.systemSpacing(vertical: false))
    }

    /// `self ≥ anchor + multiplier × the system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, multiplier * LayoutGuide.systemSpacing(vertical: false))
    }

    /// `self ≤ anchor + multiplier × the system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, multiplier * LayoutGuide.systemSpacing(vertical: false))
    }
}

/// A vertical position: top, bottom, centerY, baselines (UIKit's `NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self = anchor + multiplier × the system spacing` (no rows here; see `LayoutGuide.systemSpacing`).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, 1, multiplier * LayoutGuide.systemSpacing(vertical: true))
    }

    /// `self ≥ anchor + multiplier × the system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, multiplier * LayoutGuide.systemSpacing(vertical: true))
    }

    /// `self ≤ anchor + multiplier × the system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, multiplier * LayoutGuide.systemSpacing(vertical: true))
    }
}

/// A size: width or height (UIKit's `NSLayoutDimension`), which can also equal a constant or a
/// multiple of another size.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self = c`.
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, 0, c) }
    /// `self ≥ c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { make(.greaterThanOrEqual, nil, 0, c) }
    /// `self ≤ c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { make(.lessThanOrEqual, nil, 0, c) }

    /// `self = m × anchor`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, m, 0)
    }

    /// `self = m × anchor + c`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, m, c)
    }

    /// `self ≥ m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, m, 0)
    }

    /// `self ≤ m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, m, 0)
    }
}

/// What anchors belong to: a view or a layout guide, which UIKit gives the same anchor properties.
@preconcurrency @MainActor
public protocol LayoutAnchorOwner: AnyObject {}

extension LayoutAnchorOwner {
    /// The leading edge (the left: a terminal is left to right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (the right).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension View: LayoutAnchorOwner {}
extension LayoutGuide: LayoutAnchorOwner {}

extension View {
    /// A baseline: reported as unsupported when solved (a terminal line has no baseline offset).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// A baseline: reported as unsupported when solved.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    /// The active constraints held by this view: those whose items both lie in its subtree and whose
    /// nearest common ancestor it is (where UIKit installs them).
    public var constraints: [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        collectConstraints(into: &found)
        return found.filter { $0.isActive && $0.nearestCommonAncestor === self }
    }

    private func collectConstraints(into found: inout [LayoutConstraint]) {
        for constraint in attachedConstraints where !found.contains(where: { $0 === constraint }) { found.append(constraint) }
        for subview in subviews { subview.collectConstraints(into: &found) }
    }
}

extension LayoutConstraint {
    /// The deepest view holding both items (a lone item's own view).
    var nearestCommonAncestor: View? {
        let items = views
        guard var candidate = items.first else { return nil }
        while !items.allSatisfy({ $0.isDescendant(of: candidate) }) {
            guard let parent = candidate.superview else { return nil }
            candidate = parent
        }
        return candidate
    }
}
