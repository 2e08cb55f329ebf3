import Foundation

extension CollectionView {
    /// At most this many extra passes settle self-sizing in one `layoutIfNeeded()`; each pass only
    /// measures views that newly appeared, so a layout settles in about one pass per line of estimates
    /// the first screen replaces; the cap only stops a view whose preferred size never settles.
    static let maximumSelfSizingPasses = 16

    /// Asks a view about to be displayed for its preferred attributes and offers them to the layout,
    /// in UIKit's order: the view was dequeued and configured by the data source, and is not displayed
    /// yet. When the layout accepts, it is invalidated with its context; `layoutIfNeeded()` runs the
    /// pass that applies the new layout before anything is drawn.
    func askPreferredAttributes(of view: CollectionReusableView, original: CollectionViewLayoutAttributes) {
        guard original.representedElementCategory != .decorationView else { return }
        let layout = collectionViewLayout
        let preferred = view.preferredLayoutAttributesFitting(original.copy() as! CollectionViewLayoutAttributes)
        guard isUsablePreference(preferred.size, of: view, original: original) else { return }
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        preferredAttributesInvalidatedLayout = true
    }

    /// A preferred size that is not finite and non-negative (a label measured against an infinite
    /// width, a division by zero) is named where it came from — the view's class, its element and the
    /// size it preferred — and not offered to the layout, which keeps the estimate: the layout would
    /// otherwise turn it into a NaN content size, a symptom far from its cause.
    private func isUsablePreference(_ size: CGSize, of view: CollectionReusableView, original: CollectionViewLayoutAttributes) -> Bool {
        guard !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) else { return true }
        let value = "{\(ProblemValue.of(size.width)), \(ProblemValue.of(size.height))}"
        layoutDiagnostics.report(LayoutProblem(
            category: .invalidGeometry, source: String(describing: type(of: view)), element: LayoutProblem.elementName(original),
            property: "preferredLayoutAttributesFitting(_:)", value: value,
            message: "preferred the size \(value) in preferredLayoutAttributesFitting(_:); it keeps its estimated size "
                + ProblemValue.of(original.size),
            fix: "return a finite, non-negative size from preferredLayoutAttributesFitting(_:) (or from the constraints "
                + "or systemLayoutSizeFitting it uses)"))
        return false
    }

    /// Runs passes while views that appeared asked for a new layout, up to `maximumSelfSizingPasses`.
    func settleSelfSizing() {
        // A re-entrant layoutIfNeeded() (ignored and reported) must not consume the outer pass's flag.
        guard !isInLayoutPass else { return }
        var passes = 0
        while preferredAttributesInvalidatedLayout && passes < Self.maximumSelfSizingPasses {
            preferredAttributesInvalidatedLayout = false
            passes += 1
            layoutSubviews()
        }
    }
}
