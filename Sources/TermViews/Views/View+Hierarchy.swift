import Foundation

/// The view tree, as UIKit's `UIView` keeps it: `addSubview(_:)` and friends, autoresizing when the
/// size changes, and the layout cycle (`setNeedsLayout()`, `layoutIfNeeded()`, `layoutSubviews()`),
/// which runs before a view is drawn. Subviews draw after their superview, back to front, at their
/// frames (see `View+Drawing.swift`).
extension View {
    /// Adds `view` on top of the other subviews, first removing it from its old superview (UIKit).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of `subviews` (clamped), removing it from its old superview first.
    /// In UIKit's order: the view's `willMove(toSuperview:)`, the old superview's
    /// `willRemoveSubview(_:)`, then after the move the view's `didMoveToSuperview()` and this view's
    /// `didAddSubview(_:)`. A subview of this view only changes place, with no calls.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setInWindow(isInWindow)
        setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview` (on top when it is not a subview).
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview` (at the back when it is not a subview).
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    /// Detaches the view from its superview. As UIKit documents, constraints that name the view and a
    /// view outside its own subtree are deactivated. The view hears `willMove(toSuperview:)` with nil
    /// before and `didMoveToSuperview()` after; the superview `willRemoveSubview(_:)` before.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        willMove(toSuperview: nil)
        detachFromSuperview()
        setInWindow(false)
        didMoveToSuperview()
    }

    /// Takes the view out of its superview's `subviews` (telling the superview first), deactivating
    /// the constraints that leave with it.
    private func detachFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        for constraint in attachedConstraints where constraint.isActive && !constraint.staysWithin(self) {
            constraint.isActive = false
        }
        superview.setNeedsLayout()
    }

    /// The first view below this one, breadth first, that `predicate` accepts (not this view itself):
    /// what a controller looks for in its tree (its first collection view, a scroll view to scroll).
    package func firstSubview(breadthFirstWhere predicate: (View) -> Bool) -> View? {
        var queue = subviews[...]
        while let view = queue.popFirst() {
            if predicate(view) { return view }
            queue += view.subviews
        }
        return nil
    }

    /// Moves `view` to the front of `subviews` (drawn last).
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }

    /// Moves `view` to the back of `subviews` (drawn first).
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
    }

    /// Whether the view is `view` or lies inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view itself or the first descendant (depth first) whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The direction the view lays out in, as UIKit resolves it: `semanticContentAttribute` forces one
    /// (media and spatial controls stay left to right); otherwise the superview's, up to the app's
    /// (`UserInterfaceLayoutDirection.app`).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: superview?.effectiveUserInterfaceLayoutDirection ?? UserInterfaceLayoutDirection.app
        }
    }

    /// `point` from this view's coordinates into `view`'s (the root's when `view` is nil). Both views
    /// must be in one tree; transforms are not applied (a terminal view tree is translated only).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = offsetInRoot()
        let target = view?.offsetInRoot() ?? .zero
        return CGPoint(x: point.x + inRoot.x - target.x, y: point.y + inRoot.y - target.y)
    }

    /// `rect` from this view's coordinates into `view`'s (see `convert(_:to:)` for points).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `point` from `view`'s coordinates (the root's when `view` is nil) into this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: view).origin
    }

    /// `rect` from `view`'s coordinates (the root's when `view` is nil) into this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        let origin = view?.convert(rect.origin, to: nil) ?? rect.origin
        let mine = offsetInRoot()
        return CGRect(x: origin.x - mine.x, y: origin.y - mine.y, width: rect.width, height: rect.height)
    }

    /// The views holding this one, nearest first: its superviews, and for a cell the collection view
    /// showing it (`displayParent`) and the views holding that.
    package var viewsHoldingSelf: [View] {
        var found: [View] = []
        var view = self
        while let parent = view.superview ?? view.displayParent {
            found.append(parent)
            view = parent
        }
        return found
    }

    /// The nearest view holding this one (see `viewsHoldingSelf`) that `predicate` accepts; a walk up
    /// that makes no array.
    package func firstViewHoldingSelf(where predicate: (View) -> Bool) -> View? {
        var view = self
        while let holder = view.superview ?? view.displayParent {
            if predicate(holder) { return holder }
            view = holder
        }
        return nil
    }

    /// Where this view's coordinate origin lies in the root view's coordinates: each level adds the
    /// frame origin less the bounds origin (a scrolled view's content moves the other way).
    private func offsetInRoot() -> CGPoint {
        var offset = CGPoint.zero
        var view = self
        while let parent = view.superview ?? view.displayParent {
            offset.x += view.frame.minX - view.bounds.minX
            offset.y += view.frame.minY - view.bounds.minY
            view = parent
        }
        return offset
    }

    /// Resizes the subviews by their masks and asks for layout (UIKit's behaviour on a size change).
    func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            subview.frame = subview.autoresizingMask.resized(subview.frame, from: oldSize, to: bounds.size)
        }
    }

    // MARK: - Sizing

    /// UIKit's `UIView.noIntrinsicMetric`: no natural size along an axis.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the layout the intrinsic size changed: the superview lays out again before drawing.
    public func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    public func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }
}
