import Foundation
import TermCollectionView

/// A button in a navigation bar: UIKit's `UIBarButtonItem`. Stored only: the terminal's navigation bar
/// is the status line, which has no room for buttons, so nothing here is drawn or clicked; your code
/// can still send the item's action (`target` and `action`, or `primaryAction`).
@preconcurrency @MainActor
open class BarButtonItem: NSObject {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    /// UIKit's `UIBarButtonItem.SystemItem`, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    /// The title (a system item's is its name).
    open var title: String?
    /// The image.
    open var image: Image?
    /// The style.
    open var style: Style = .plain
    /// The object `action` is sent to.
    open weak var target: AnyObject?
    /// The action sent to `target`.
    open var action: Selector?
    /// The action a tap performs (UIKit's `primaryAction`, a `UIAction`), before `target`/`action`.
    open var primaryAction: Action?
    /// The menu the item shows (stored only: the status line has no buttons to hold).
    open var menu: Menu?
    /// Whether the item is enabled.
    open var isEnabled = true
    /// Stored only.
    open var tintColor: Color?
    /// Stored only.
    open var width: CGFloat = 0

    public override init() {
        super.init()
    }

    /// An item titled `title` that sends `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `image` (its glyph) that sends `action` to `target` when tapped.
    public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item for `systemItem` whose tap performs `primaryAction` (iOS 14's initializer).
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init()
        title = "\(systemItem)"
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title or image whose tap performs `primaryAction` (iOS 14's initializer).
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item for `systemItem`, titled with the item's name (`done`, `add`, …), that sends `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        title = "\(systemItem)"
        self.target = target as AnyObject?
        self.action = action
    }

    /// Sends the item's action, as a tap on it would.
    open func sendAction() {
        guard isEnabled else { return }
        primaryAction?.perform()
        if let action, let target { Selector.send(action, to: target, from: self) }
    }
}
