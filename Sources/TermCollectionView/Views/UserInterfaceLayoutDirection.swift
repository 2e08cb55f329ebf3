/// The direction text and leading/trailing run: UIKit's `UIUserInterfaceLayoutDirection`. A terminal
/// here is always left to right (see `View.effectiveUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
