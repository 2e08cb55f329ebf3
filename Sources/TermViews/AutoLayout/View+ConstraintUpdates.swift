import Foundation

/// The constraint update pass UIKit runs before each layout pass: a view that called
/// `setNeedsUpdateConstraints()` gets `updateConstraints()` — subviews before their superview, as
/// UIKit's pass goes from the leaves up — before the next `layoutIfNeeded()` lays it out. A view
/// controller's root view asks its controller instead (`updateViewConstraints()`), whose default
/// calls the view's `updateConstraints()`. An override that does not reach `super` is reported once
/// a view: UIKit raises for it.
///
/// ```swift
/// override func updateConstraints() {
///     if !didSetUpConstraints {
///         NSLayoutConstraint.activate([...])
///         didSetUpConstraints = true
///     }
///     super.updateConstraints()
/// }
/// ```
extension View {
    /// Marks the view's constraints as needing an update: `updateConstraints()` runs before the next
    /// layout pass (UIKit's `setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() {
        guard !constraintUpdate.isNeeded else { return }
        constraintUpdate.isNeeded = true
        View.pendingConstraintUpdates += 1
        // So a `layoutIfNeeded()` of this view or any above it runs the pass: views that need no
        // layout return at once, which keeps the pass out of every cell's frame.
        var view: View? = self
        while let current = view {
            current.viewNeedsLayout = true
            view = current.superview ?? current.displayParent
        }
    }

    /// Whether the view's constraints wait for an update (UIKit's `needsUpdateConstraints()`).
    public func needsUpdateConstraints() -> Bool {
        constraintUpdate.isNeeded
    }

    /// Runs the constraint update pass for this view and its subviews now: each that needs it gets
    /// `updateConstraints()`, subviews first (UIKit's `updateConstraintsIfNeeded()`). A layout pass
    /// runs it first by itself.
    public func updateConstraintsIfNeeded() {
        guard View.pendingConstraintUpdates != 0 else { return }
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard constraintUpdate.isNeeded else { return }
        constraintUpdate.isNeeded = false
        View.pendingConstraintUpdates -= 1
        constraintUpdate.reachedSuper = false
        if let mediator = viewDelegate as? ConstraintUpdateMediator {
            mediator.updateConstraints(ofRootView: self)
        } else {
            updateConstraints()
        }
        guard !constraintUpdate.reachedSuper, !constraintUpdate.wasReported else { return }
        constraintUpdate.wasReported = true
        let name = (viewDelegate as? ConstraintUpdateMediator)?.constraintUpdateName ?? "\(type(of: self)).updateConstraints()"
        let superCall = name.hasSuffix("updateViewConstraints()") ? "super.updateViewConstraints()" : "super.updateConstraints()"
        UsageError.report(UsageError(
            "\(name) did not call \(superCall); UIKit raises for this — call \(superCall) as the last step of the override"))
    }

    /// How many views wait for `updateConstraints()`: while none does, a layout pass skips the
    /// constraint update pass without walking the tree.
    package static var pendingConstraintUpdates = 0
}

/// A view's place in the constraint update pass.
package struct ConstraintUpdateState {
    /// `setNeedsUpdateConstraints()` was called since the last pass.
    var isNeeded = false
    /// The last pass reached `View.updateConstraints()` (an override called `super`).
    var reachedSuper = false
    /// An override that skipped `super` was reported already.
    var wasReported = false

    package init() {}
}

/// What stands between a root view and its constraint updates: its view controller, whose
/// `updateViewConstraints()` UIKit calls instead of the view's `updateConstraints()`.
@MainActor
package protocol ConstraintUpdateMediator: AnyObject {
    /// Runs the controller's `updateViewConstraints()` for its root view `view`.
    func updateConstraints(ofRootView view: View)
    /// The method's name for a report, `Type.updateViewConstraints()`.
    var constraintUpdateName: String { get }
}
