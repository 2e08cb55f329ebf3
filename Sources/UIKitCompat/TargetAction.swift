import Foundation
import TermApp
import TermCollectionView

public typealias UIControl = Control
public typealias UIRefreshControl = RefreshControl
public typealias UIBarButtonItem = BarButtonItem
public typealias UIMenuElement = MenuElement
public typealias UIAction = Action
public typealias UIMenu = Menu
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIAlertController = AlertController
public typealias UISearchController = SearchController
public typealias UISearchBar = SearchBar
public typealias UISearchResultsUpdating = SearchResultsUpdating
public typealias UIAlertAction = AlertAction

/// The system pasteboard: UIKit's `UIPasteboard`. Stored only, within the process (a terminal program
/// does not reach the desktop's clipboard).
@MainActor
public final class UIPasteboard {
    public static let general = UIPasteboard()
    public var string: String?
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
    public var url: URL?
    public var hasStrings: Bool { string != nil }
}

extension NotificationCenter {
    /// UIKit code's `addObserver(self, selector: #selector(keyboardWillShow(_:)), name:, object:)`:
    /// Linux's Foundation has only the closure form, so the selector is sent through
    /// `Selector.performer` with the notification as its argument. The observer is held weakly.
    @MainActor
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
        nonisolated(unsafe) weak let target = observer as AnyObject
        _ = addObserver(forName: name, object: object, queue: nil) { notification in
            nonisolated(unsafe) let notification = notification
            let deliver = { @MainActor in
                guard let target else { return }
                Selector.send(selector, to: target, from: notification)
            }
            if Thread.isMainThread {
                MainActor.assumeIsolated { deliver() }
            } else {
                DispatchQueue.main.async { deliver() }
            }
        }
    }
}

/// A flow layout delegate's answer as the optional an `@objc` protocol's optional requirement returns
/// (`delegate?.collectionView?(cv, layout: self, insetForSectionAt: 0)`), for `if let` and `??`: `tcv run`
/// rewrites such a call to end in `._tcvOptional` (Swift protocols have no optional requirements).
public protocol OptionalDelegateAnswer {}

extension OptionalDelegateAnswer {
    /// The answer, as an optional.
    public var _tcvOptional: Self? { self }
}

extension CGFloat: OptionalDelegateAnswer {}
extension CGSize: OptionalDelegateAnswer {}
extension EdgeInsets: OptionalDelegateAnswer {}
extension Bool: OptionalDelegateAnswer {}
extension Int: OptionalDelegateAnswer {}
extension CGPoint: OptionalDelegateAnswer {}

/// UIKit's `UIResponder` as UIKit code names it for the keyboard's notifications and their `userInfo`
/// keys. A terminal has no on-screen keyboard, so these notifications are never posted.
public enum UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

public typealias UIButton = Button
public typealias UIPageControl = PageControl
