import Foundation

/// Insets named by reading direction instead of by side: UIKit's `NSDirectionalEdgeInsets`.
///
/// A terminal lays text out left to right, so `leading` is the left inset and `trailing` the right
/// one wherever the two are converted (`View.directionalLayoutMargins`).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading (left) edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing (right) edge.
    public var trailing: CGFloat

    /// Insets from the four edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The insets as UIKit prints them: `{top, leading, bottom, trailing}`.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension DirectionalEdgeInsets {
    /// The same insets named by side, left to right (`leading` is `left`).
    init(leftToRight insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// The insets named by side, left to right.
    package var leftToRight: EdgeInsets {
        EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}
