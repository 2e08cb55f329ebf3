import Foundation

/// The range of coordinates the collection view draws: finite and within ±2^53, where every whole
/// number is still exact in a `CGFloat` and conversion to `Int` (and sums of two) cannot overflow.
/// Anything outside — NaN, ±∞, ±1e19 — is a mistake in a layout, reported and skipped, never a trap.
@usableFromInline
package enum DrawableGeometry {
    // Inlinable (with what it uses): the collection view checks every element's geometry every pass,
    // across the module boundary.
    /// 2^53.
    @usableFromInline static let maximumMagnitude: CGFloat = 9_007_199_254_740_992

    @inlinable static func isDrawable(_ value: CGFloat) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }

    /// `value` moved into the drawable range; NaN becomes 0.
    @inlinable package static func clamped(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, -maximumMagnitude), maximumMagnitude)
    }
}

extension CGPoint {
    @inlinable package var isDrawable: Bool { DrawableGeometry.isDrawable(x) && DrawableGeometry.isDrawable(y) }
}

extension CGSize {
    @inlinable package var isDrawable: Bool { DrawableGeometry.isDrawable(width) && DrawableGeometry.isDrawable(height) }
}

extension CGRect {
    /// Whether every edge and the size lie in the drawable range (a null rect does not).
    @inlinable package var isDrawable: Bool {
        guard !isNull else { return false }
        return origin.isDrawable && size.isDrawable && DrawableGeometry.isDrawable(maxX) && DrawableGeometry.isDrawable(maxY)
    }
}

extension EdgeInsets {
    // Spelled out, not an array of the values: checked for every element of every pass.
    var isDrawable: Bool {
        DrawableGeometry.isDrawable(top) && DrawableGeometry.isDrawable(left)
            && DrawableGeometry.isDrawable(bottom) && DrawableGeometry.isDrawable(right)
    }
}

extension CGAffineTransform {
    // Spelled out, not an array of the values: checked for every element of every pass.
    @inlinable package var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}
