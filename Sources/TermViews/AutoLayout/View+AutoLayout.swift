import Foundation

/// The Auto Layout a terminal needs, solved by a superview's `layoutSubviews()` for its subviews whose
/// `translatesAutoresizingMaskIntoConstraints` is false: UIKit's engine reduced to a documented subset.
///
/// Solved: linear constraints (`first = multiplier × second + constant`) between the edges, centres
/// and sizes of a subview and its superview, its siblings, an ancestor, or their `layoutMarginsGuide`
/// / `safeAreaLayoutGuide`, or a scroll view's `contentLayoutGuide` (whose size the constraints
/// decide, and with it `contentSize`, as in UIKit) and `frameLayoutGuide`; sizes equal to constants or to multiples of other sizes (an aspect ratio
/// too). A size left open takes the view's `intrinsicContentSize` (a label's text), as content
/// hugging and compression resistance would give it; what is still open keeps its current frame.
/// `≤` and `≥` are enforced by solving again with a violated one as an equality.
///
/// Not solved, and reported once each through `LayoutConstraint.diagnostics`: baselines, margin
/// attributes of a view being solved, items outside the superview's branch, and conflicts (of two
/// equalities fixing one value differently, the first solved wins). Priorities are stored only.
extension View {
    func solveSubviewConstraints() {
        let children = subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        guard !children.isEmpty else { return }
        var system = ConstraintSystem(superview: self, children: children)
        system.solve()
        for child in children {
            child.frame = system.frame(of: child)
            if let label = child as? Label { reportIfTextHasNoRoom(label) }
        }
        if let scrollView = self as? ScrollView, let size = system.contentGuideSize {
            scrollView.contentSize = CGSize(width: max(0, size.width ?? scrollView.contentSize.width),
                                            height: max(0, size.height ?? scrollView.contentSize.height))
        }
    }

    /// How many `systemLayoutSizeFitting` measurements are under way: their trial sizes are not the
    /// view's, so what they lay out is not reported.
    static var measuringDepth = 0

    /// A label whose constraints leave it less than a cell shows nothing, as a 0-wide UIKit label does;
    /// said once, because in a terminal it is usually a point-sized constant taken as cells.
    private func reportIfTextHasNoRoom(_ label: Label) {
        guard View.measuringDepth == 0, let text = label.text, !text.isEmpty, label.frame.width < 1 || label.frame.height < 1 else { return }
        LayoutConstraint.diagnostics.report(LayoutProblem(
            category: .zeroItemSize, source: String(describing: type(of: label)), property: "frame",
            value: ProblemValue.of(label.frame),
            message: "a label laid out \(ProblemValue.of(label.frame)) by its constraints has no room for its text, which is not shown",
            fix: "sizes and constants are cells here (an inset of 10 points is 10 columns): scale them down or give the view more room"))
    }
}

extension LayoutConstraint {
    /// Where constraints that cannot be solved are reported (once each): the current
    /// `DiagnosticsSink`'s record, not one collection view's, because a cell's constraints are solved
    /// wherever the cell is. A run that binds a sink of its own starts a fresh record.
    public static var diagnostics: LayoutDiagnostics { Diagnostics.sink.constraintProblems }

    /// A readable form for reports: `UILabel.leading = UIView.leading + 10`.
    var summary: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            return item is LayoutGuide ? "layoutGuide" : String(describing: type(of: item))
        }
        let relationText = relation == .equal ? "=" : relation == .lessThanOrEqual ? "≤" : "≥"
        let right = secondItem == nil ? "" : "\(multiplier == 1 ? "" : "\(multiplier) × ")\(name(secondItem)).\(secondAttribute) + "
        return identifier ?? "\(name(firstItem)).\(firstAttribute) \(relationText) \(right)\(constant)"
    }

    func report(_ message: String, fix: String) {
        Self.diagnostics.report(LayoutProblem(
            category: .unsupportedConstraint, source: String(describing: type(of: firstItem ?? self)),
            property: "constraint", value: summary, message: "\(summary): \(message)", fix: fix))
    }
}
