import Foundation

/// The resistance curve of pulling past a content edge, UIScrollView's well-known rubber-band
/// formula: `(1 − 1 / (pull · c / d + 1)) · d`, with `c = 0.55` and `d` the viewport length.
/// Each extra row of pull moves the content less; it never moves further than `d`.
public enum RubberBand {
    /// UIScrollView's resistance constant.
    public static let coefficient: CGFloat = 0.55

    /// How far the content moves for `pull` (≥ 0) rows of user pull over a viewport of `dimension`.
    public static func offset(forPull pull: CGFloat, dimension: CGFloat) -> CGFloat {
        guard pull > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (pull * coefficient / dimension + 1)) * dimension
    }
}
