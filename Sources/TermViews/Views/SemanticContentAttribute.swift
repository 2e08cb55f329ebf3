/// Whether a view flips right to left: UIKit's `UISemanticContentAttribute`, with UIKit's raw values
/// (see `View.effectiveUserInterfaceLayoutDirection`).
public enum SemanticContentAttribute: Int, Sendable {
    /// Follows the language's direction.
    case unspecified = 0
    /// Media playback controls: never flipped.
    case playback = 1
    /// Spatial controls (a joystick): never flipped.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
