/// The direction text and leading/trailing run: UIKit's `UIUserInterfaceLayoutDirection`. A terminal
/// here is always left to right (see `View.effectiveUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right: the terminal's direction.
    case leftToRight = 0
    /// Right to left: never the effective direction here.
    case rightToLeft = 1
}
