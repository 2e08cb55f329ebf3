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

    /// Sends `action` to `target` from `sender`, or with no target up the responder chain from the
    /// first responder (else `sender`, when it is a responder): UIKit's way to reach whoever handles
    /// it — `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)` puts
    /// the keyboard away. Returns whether a responder performed it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: AnyObject?) -> Bool {
        if let object = target as AnyObject? { return Selector.performer(object, action, sender) }
        guard let start = Responder.actionChainStart(sender: sender) else { return false }
        return Responder.sendAction(action, from: sender, startingAt: start)
    }

    /// Posted when the app goes to the background. A terminal program stays in front: never posted,
    /// so observers of it compile and wait.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app comes back to the front (never: see `didEnterBackgroundNotification`).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app became active (never: it is active from the start).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive (never).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the system is low on memory (never).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Whether the app is in front: UIKit's `UIApplication.State`, with its raw values.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }
}
