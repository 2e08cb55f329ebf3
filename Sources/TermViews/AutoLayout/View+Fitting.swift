import Foundation

/// Auto Layout's fitting size (UIKit's `systemLayoutSizeFitting`): how large the view must be for the
/// views laid out by constraints inside it to get their intrinsic sizes and stay inside it.
///
/// Every edge in the subtree is a linear function of the view's own length along an axis (constraints
/// are linear), so two layouts at two trial lengths give each edge's slope. The fitting length is the
/// smallest one at which every view that stretches with it (slope 1, e.g. a label pinned top and
/// bottom) reaches its intrinsic length, and every view ends inside the view. A subtree with no such
/// views fits the view's current length.
extension View {
    /// The size that fits the constrained content: the height for `targetSize.width`, as a self-sizing
    /// list row is measured (the width kept, the height fitted).
    /// A constant width constraint on the view (or on a cell's content view, the self-sizing cell
    /// pattern `contentView.widthAnchor.constraint(equalToConstant: …)`) is required, so it wins over
    /// `targetSize`'s width, as in UIKit.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let width = requiredConstantLength(.width) ?? targetSize.width
        return CGSize(width: width, height: requiredConstantLength(.height) ?? fittingLength(vertical: true, other: width))
    }

    /// The fitting size along the axes whose priority is below `.required`; a required axis keeps
    /// `targetSize`'s length (priorities are otherwise not weighed).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        var size = targetSize
        let requiredWidth = requiredConstantLength(.width), requiredHeight = requiredConstantLength(.height)
        if let requiredWidth { size.width = requiredWidth }
        if let requiredHeight { size.height = requiredHeight }
        if vertical < .required, requiredHeight == nil { size.height = fittingLength(vertical: true, other: size.width) }
        if horizontal < .required, requiredWidth == nil { size.width = fittingLength(vertical: false, other: size.height) }
        return size
    }

    /// The constant a required width or height constraint of this view (or of a cell's content view)
    /// sets, if any.
    private func requiredConstantLength(_ attribute: LayoutConstraint.Attribute) -> CGFloat? {
        constantLength(attribute) ?? ownContentView?.constantLength(attribute)
    }

    /// The smallest length along one axis that fits the constrained subtree, the other axis `other` long.
    private func fittingLength(vertical: Bool, other: CGFloat) -> CGFloat {
        let saved = bounds.size
        View.measuringDepth += 1
        defer {
            if bounds.size != saved { bounds.size = saved }
            View.measuringDepth -= 1
            layoutSubtree()
        }
        let current = vertical ? saved.height : saved.width
        let trial: (CGFloat, CGFloat) = (max(current, 100), max(current, 100) + 100)
        let first = measure(length: trial.0, vertical: vertical, other: other)
        let second = measure(length: trial.1, vertical: vertical, other: other)
        var needed: CGFloat?
        for (key, a) in first {
            guard let b = second[key] else { continue }
            let slopeOfMax = (b.max - a.max) / (trial.1 - trial.0)
            let slopeOfLength = (b.length - a.length) / (trial.1 - trial.0)
            var requirement: CGFloat?
            if abs(slopeOfLength - 1) < 0.001, a.intrinsic >= 0 {
                requirement = trial.0 + (a.intrinsic - a.length)
            } else if slopeOfMax < 1 - 0.001 {
                // Ends inside the view: a.max + slope·(L − trial) ≤ L.
                requirement = (a.max - slopeOfMax * trial.0) / (1 - slopeOfMax)
            }
            if let requirement { needed = max(needed ?? 0, requirement) }
        }
        return (needed ?? current).rounded(.up)
    }

    /// Lays the subtree out at `length` and returns each constrained view's edge, length and intrinsic
    /// length along the axis, in this view's coordinates.
    private func measure(length: CGFloat, vertical: Bool, other: CGFloat)
        -> [ObjectIdentifier: (max: CGFloat, length: CGFloat, intrinsic: CGFloat)] {
        bounds.size = vertical ? CGSize(width: other, height: length) : CGSize(width: length, height: other)
        // Twice: a wrapping label's height follows the width the first pass gave it.
        layoutSubtree()
        layoutSubtree()
        var result: [ObjectIdentifier: (max: CGFloat, length: CGFloat, intrinsic: CGFloat)] = [:]
        forEachDescendant { view in
            guard !view.translatesAutoresizingMaskIntoConstraints else { return }
            let frame = view.superview?.convert(view.frame, to: self) ?? view.frame
            let intrinsic = view.intrinsicContentSize
            result[ObjectIdentifier(view)] = vertical
                ? (frame.maxY, frame.height, intrinsic.height) : (frame.maxX, frame.width, intrinsic.width)
        }
        return result
    }

    /// Runs `layoutIfNeeded()` down the subtree, parents first (as UIKit lays out before display).
    func layoutSubtree() {
        layoutIfNeeded()
        for subview in subviews { subview.layoutSubtree() }
    }

    private func forEachDescendant(_ body: (View) -> Void) {
        for subview in subviews {
            body(subview)
            subview.forEachDescendant(body)
        }
    }
}
