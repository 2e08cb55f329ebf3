import Foundation
import TermCollectionView

/// The running app: UIKit's `UIApplication.shared`, reduced to the state layouts and screens read.
@preconcurrency @MainActor
public final class Application: NSObject {
    /// The one app.
    public static let shared = Application()

    /// The app's layout direction: left to right unless tcv runs right to left (`--right-to-left`),
    /// as the phone's language decides it.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { UserInterfaceLayoutDirection.app }

    /// Whether the app is in front: always `.active` while tcv runs it.
    public let applicationState: State = .active

    /// Stored only: a terminal does not sleep.
    public var isIdleTimerDisabled = false

    private override init() {
        super.init()
    }

    /// Whether the app is in front: UIKit's `UIApplication.State`, with its raw values.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }
}
