import Foundation

/// Items with no area. UIKit's flow layout logs "Negative or zero item sizes are not supported by flow
/// layout. … Invalid size: {0, 0}" (deltachat/deltachat-ios#1854) and shows nothing for them; here
/// they are never returned by `layoutAttributesForElements(in:)`, so a million zero-width items cost
/// nothing, and the problem is reported once through the collection view's `layoutDiagnostics`.
extension CollectionViewFlowLayout {
    func reportInvalidItemSize(_ size: CGSize, source: String) {
        let value = "{\(ProblemValue.of(size.width)), \(ProblemValue.of(size.height))}"
        collectionView?.layoutDiagnostics.report(LayoutProblem(
            category: .zeroItemSize, source: String(describing: type(of: self)), property: source, value: value,
            message: "Negative or zero item sizes are not supported by flow layout. Invalid size: \(value); "
                + "these items are not shown",
            fix: "give items a positive width and height (\(source))"))
    }
}

extension CollectionViewFlowLayout {
    /// UIKit logs this for an item wider (or taller, scrolling horizontally) than the space a line
    /// has; here an infinite or NaN length, which cannot be placed, so the item is not shown.
    func reportItemTooWide(_ size: CGSize) {
        let value = "{\(ProblemValue.of(size.width)), \(ProblemValue.of(size.height))}"
        collectionView?.layoutDiagnostics.report(LayoutProblem(
            category: .zeroItemSize, source: String(describing: type(of: self)), property: "item size (not finite)", value: value,
            message: "the item width must be less than the width of the UICollectionView minus the section insets "
                + "left and right values, minus the content insets left and right values. Invalid size: \(value); "
                + "these items are not shown",
            fix: "give items a finite size that fits a line (check a division by a column count that can be 0)"))
    }
}

extension UniformGrid {
    /// The items' size in x/y terms, for reports.
    func itemSize(_ axis: ScrollAxis) -> CGSize {
        axis.size(scrollLength: itemScrollLength, crossLength: itemCrossLength)
    }
}

extension CollectionViewFlowLayout {
    /// Items so small that more than four would share a cell: a query returns the first
    /// `UniformGrid.candidateLimit` of them, so a frame's cost stays bounded.
    func reportTooManyItems(in rect: CGRect, limit: Int, itemSize: CGSize) {
        let value = "{\(ProblemValue.of(itemSize.width)), \(ProblemValue.of(itemSize.height))}"
        collectionView?.layoutDiagnostics.report(LayoutProblem(
            category: .countTooLarge, source: String(describing: type(of: self)), property: "itemSize", value: value,
            message: "items of size \(value) put more than four items in a cell; layoutAttributesForElements(in:) "
                + "returns only the first \(limit) in \(ProblemValue.of(rect))",
            fix: "give items at least a cell's width and height"))
    }
}

extension UniformGrid {
    /// `candidateLimit` for a rect in x/y terms.
    static func candidateLimit(in rect: CGRect, axis: ScrollAxis) -> Int {
        candidateLimit(scroll: AxisSpan(lower: axis.scrollMin(of: rect), upper: axis.scrollMax(of: rect)),
                       cross: AxisSpan(lower: axis.crossMin(of: rect), upper: axis.crossMax(of: rect)))
    }
}
