import Foundation

extension View {
    /// The constant this view's width or height is constrained to equal, by an active constraint of
    /// its own (`widthAnchor.constraint(equalToConstant: 36)`), if any.
    func constantLength(_ attribute: LayoutConstraint.Attribute) -> CGFloat? {
        attachedConstraints.last { constraint in
            constraint.isActive && constraint.firstItem === self && constraint.firstAttribute == attribute
                && constraint.secondItem == nil && constraint.relation == .equal
        }?.constant
    }
}
