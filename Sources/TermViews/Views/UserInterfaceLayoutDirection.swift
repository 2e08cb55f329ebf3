/// The direction text and leading/trailing run: UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

extension UserInterfaceLayoutDirection {
    /// The app's direction, as the phone's language sets it: what `UIApplication.shared` reports and
    /// what views inherit (`View.effectiveUserInterfaceLayoutDirection`). Left to right unless the tool
    /// runs right to left (`tcv … --right-to-left`).
    @MainActor public static var app: UserInterfaceLayoutDirection = .leftToRight
}
