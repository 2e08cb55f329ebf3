import Foundation

/// Maps a line-based layout's two axes onto x and y (the flow layout's, and the compositional
/// layout's groups and sections).
///
/// The **scroll axis** is the one lines advance along (y for vertical scrolling); the **cross axis**
/// is the one items advance along within a line (x for vertical scrolling). A layout computes in
/// these terms once, so vertical and horizontal scrolling share every line of its algorithm.
/// (Inlinable, with the other small types here: the compositional layout, in the module above, calls
/// them for every element of every pass.)
@usableFromInline
package struct ScrollAxis: Equatable, Sendable {
    @usableFromInline package let scrollsVertically: Bool

    @inlinable package init(_ direction: CollectionView.ScrollDirection) {
        scrollsVertically = direction == .vertical
    }

    @inlinable package func scrollLength(of size: CGSize) -> CGFloat { scrollsVertically ? size.height : size.width }
    @inlinable package func crossLength(of size: CGSize) -> CGFloat { scrollsVertically ? size.width : size.height }

    @inlinable package func scrollMin(of rect: CGRect) -> CGFloat { scrollsVertically ? rect.minY : rect.minX }
    @inlinable package func scrollMax(of rect: CGRect) -> CGFloat { scrollsVertically ? rect.maxY : rect.maxX }
    @inlinable package func crossMin(of rect: CGRect) -> CGFloat { scrollsVertically ? rect.minX : rect.minY }
    @inlinable package func crossMax(of rect: CGRect) -> CGFloat { scrollsVertically ? rect.maxX : rect.maxY }

    /// A rectangle given by its position and lengths along the two axes.
    @inlinable package func rect(scroll: CGFloat, cross: CGFloat, scrollLength: CGFloat, crossLength: CGFloat) -> CGRect {
        scrollsVertically
            ? CGRect(x: cross, y: scroll, width: crossLength, height: scrollLength)
            : CGRect(x: scroll, y: cross, width: scrollLength, height: crossLength)
    }

    /// A size given by its lengths along the two axes.
    @inlinable package func size(scrollLength: CGFloat, crossLength: CGFloat) -> CGSize {
        scrollsVertically
            ? CGSize(width: crossLength, height: scrollLength)
            : CGSize(width: scrollLength, height: crossLength)
    }

    /// Section insets named by axis: `top`/`bottom` lead and trail the scroll axis of a vertical layout,
    /// `left`/`right` those of a horizontal one.
    @inlinable package func insets(_ insets: EdgeInsets) -> AxisInsets {
        scrollsVertically
            ? AxisInsets(scrollLeading: insets.top, scrollTrailing: insets.bottom,
                         crossLeading: insets.left, crossTrailing: insets.right)
            : AxisInsets(scrollLeading: insets.left, scrollTrailing: insets.right,
                         crossLeading: insets.top, crossTrailing: insets.bottom)
    }
}

/// Insets named by flow axis instead of by edge.
@usableFromInline
package struct AxisInsets: Equatable, Sendable {
    @usableFromInline package var scrollLeading: CGFloat
    @usableFromInline package var scrollTrailing: CGFloat
    @usableFromInline package var crossLeading: CGFloat
    @usableFromInline package var crossTrailing: CGFloat

    /// Insets of these lengths.
    @inlinable package init(scrollLeading: CGFloat, scrollTrailing: CGFloat, crossLeading: CGFloat, crossTrailing: CGFloat) {
        self.scrollLeading = scrollLeading
        self.scrollTrailing = scrollTrailing
        self.crossLeading = crossLeading
        self.crossTrailing = crossTrailing
    }
}

/// A closed interval along one axis, the shape every visibility test here takes: on Linux,
/// Foundation's `CGRect.intersects` counts rectangles that only touch as intersecting, so candidate
/// searches include touching lines and let the exact `intersects` test decide.
@usableFromInline
package struct AxisSpan: Equatable, Sendable {
    @usableFromInline package var lower: CGFloat
    @usableFromInline package var upper: CGFloat

    /// The interval from `lower` to `upper`.
    @inlinable package init(lower: CGFloat, upper: CGFloat) {
        self.lower = lower
        self.upper = upper
    }

    @inlinable package func overlaps(_ lower: CGFloat, _ upper: CGFloat) -> Bool {
        lower <= self.upper && upper >= self.lower
    }
}

extension CGFloat {
    /// `self` rounded down and clamped into `range` before conversion, so that huge offsets
    /// (`CGRect.infinite`, extreme content offsets) cannot trap in `Int(_:)`.
    @inlinable package func flooredIndex(clampedTo range: ClosedRange<Int>) -> Int {
        guard !isNaN else { return range.lowerBound }
        let floored = rounded(.down)
        if floored <= Double(range.lowerBound) { return range.lowerBound }
        if floored >= Double(range.upperBound) { return range.upperBound }
        return Int(floored)
    }
}
