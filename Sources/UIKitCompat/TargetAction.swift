import Foundation
import TermApp
import TermCollectionView

/// The iOS SDK's name for `Control`.
public typealias UIControl = Control
/// The iOS SDK's name for `RefreshControl`.
public typealias UIRefreshControl = RefreshControl
/// The iOS SDK's name for `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// The iOS SDK's name for `MenuElement`.
public typealias UIMenuElement = MenuElement
/// The iOS SDK's name for `Action`.
public typealias UIAction = Action
/// The iOS SDK's name for `Menu`.
public typealias UIMenu = Menu
/// The iOS SDK's name for `ContextMenuConfiguration`.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// The iOS SDK's name for `ContextualAction`.
public typealias UIContextualAction = ContextualAction
/// The iOS SDK's name for `SwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
/// The iOS SDK's name for `BackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// The iOS SDK's name for `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// The iOS SDK's name for `AlertController`.
public typealias UIAlertController = AlertController
/// The iOS SDK's name for `SearchController`.
public typealias UISearchController = SearchController
/// The iOS SDK's name for `SearchBar`.
public typealias UISearchBar = SearchBar
/// The iOS SDK's name for `SearchResultsUpdating`.
public typealias UISearchResultsUpdating = SearchResultsUpdating
/// The iOS SDK's name for `AlertAction`.
public typealias UIAlertAction = AlertAction

/// The system pasteboard: UIKit's `UIPasteboard`. Stored only, within the process (a terminal program
/// does not reach the desktop's clipboard).
@MainActor
public final class UIPasteboard {
    /// The one pasteboard, shared by the whole process.
    public static let general = UIPasteboard()
    /// The text on the pasteboard, or `nil` when it holds none.
    public var string: String?
    /// The pasteboard's texts: at most one here, `string`; setting it keeps the first.
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
    /// A URL on the pasteboard, kept apart from `string`.
    public var url: URL?
    /// Whether the pasteboard holds text.
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

/// The iOS SDK's name for `Responder`.
public typealias UIResponder = Responder
/// The iOS SDK's name for `Press`.
public typealias UIPress = Press
/// The iOS SDK's name for `Event`.
public typealias UIEvent = Event
/// QuartzCore's time interval, which Linux's Foundation does not define.
public typealias CFTimeInterval = Double
/// The iOS SDK's name for `ViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// The iOS SDK's name for `ViewPropertyAnimator.State`.
public typealias UIViewAnimatingState = ViewPropertyAnimator.State
/// The iOS SDK's name for `Touch`.
public typealias UITouch = Touch
/// The iOS SDK's name for `PressesEvent`.
public typealias UIPressesEvent = PressesEvent
/// The iOS SDK's name for `KeyboardKey`.
public typealias UIKey = KeyboardKey
/// The iOS SDK's name for `KeyModifierFlags`.
public typealias UIKeyModifierFlags = KeyModifierFlags
/// The iOS SDK's name for `KeyboardHIDUsage`.
public typealias UIKeyboardHIDUsage = KeyboardHIDUsage

/// The keyboard's notifications and their `userInfo` keys, as UIKit code names them on `UIResponder`.
/// A terminal has no on-screen keyboard, so these notifications are never posted.
extension Responder {
    /// Posted by UIKit before the keyboard shows. Never posted here.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted by UIKit after the keyboard showed. Never posted here.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted by UIKit before the keyboard hides. Never posted here.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted by UIKit after the keyboard hid. Never posted here.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted by UIKit before the keyboard's frame changes. Never posted here.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted by UIKit after the keyboard's frame changed. Never posted here.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The `userInfo` key of the keyboard's frame before the change.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The `userInfo` key of the keyboard's frame after the change.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The `userInfo` key of the keyboard animation's duration.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The `userInfo` key of the keyboard animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// The iOS SDK's name for `Button`.
public typealias UIButton = Button
/// The iOS SDK's name for `PageControl`.
public typealias UIPageControl = PageControl

/// The iOS SDK's name for `Switch`.
public typealias UISwitch = Switch

/// The iOS SDK's name for `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl

/// The iOS SDK's name for `Slider`.
public typealias UISlider = Slider

/// The iOS SDK's name for `Stepper`.
public typealias UIStepper = Stepper

/// The iOS SDK's name for `ProgressView`.
public typealias UIProgressView = ProgressView

/// The iOS SDK's name for `FeedbackGenerator` (no haptics in a terminal: its generators play nothing).
public typealias UIFeedbackGenerator = FeedbackGenerator

/// The iOS SDK's name for `ImpactFeedbackGenerator`.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator

/// The iOS SDK's name for `SelectionFeedbackGenerator`.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator

/// The iOS SDK's name for `NotificationFeedbackGenerator`.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator

/// The iOS SDK's name for `TextField`.
public typealias UITextField = TextField

/// The iOS SDK's name for `TextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate

/// The iOS SDK's name for `KeyboardType`.
public typealias UIKeyboardType = KeyboardType

/// The iOS SDK's name for `ReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType

/// The iOS SDK's name for `TextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType

/// The iOS SDK's name for `TextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType

/// The iOS SDK's name for `TextView`.
public typealias UITextView = TextView

/// The iOS SDK's name for `TextViewDelegate`.
public typealias UITextViewDelegate = TextViewDelegate

/// The iOS SDK's name for `TextView.DataDetectorTypes`.
public typealias UIDataDetectorTypes = TextView.DataDetectorTypes
