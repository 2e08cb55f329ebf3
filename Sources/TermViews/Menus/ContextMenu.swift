import Foundation

/// An entry of a menu: UIKit's `UIMenuElement`, the base of `Action` and `Menu`.
@preconcurrency @MainActor
open class MenuElement: NSObject {
    /// The title the menu shows.
    public let title: String
    /// Stored only: the menu shows titles.
    public let image: Image?

    init(title: String, image: Image?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A menu command: UIKit's `UIAction`. In the terminal its title is a row of the item's menu (`e` on the
/// focused item, or a right-click); choosing it runs `handler`.
@preconcurrency @MainActor
open class Action: MenuElement {
    /// UIKit's `UIMenuElement.Attributes`: a disabled or hidden action is not listed; a destructive one is.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bit mask, with UIKit's bit values.
        public let rawValue: UInt
        /// Makes attributes from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The action is greyed out in UIKit; here it is left out of the menu.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The action destroys data (UIKit draws it red). Stored only: it is listed like any other.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The action is not shown: left out of the menu.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// UIKit keeps the menu open after the action runs. Stored only: choosing an action closes the menu.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIKit's `UIMenuElement.State`: an `.on` action shows a check mark.
    public enum State: Int, Sendable { case off = 0, on = 1, mixed = 2 }

    /// Stored only.
    public let identifier: String?
    /// Stored only.
    public var discoverabilityTitle: String?
    /// `.hidden` and `.disabled` leave the action out of the menu; the others are stored only.
    public var attributes: Attributes
    /// The check state: `.on` prefixes the title with a check mark (✓); `.off` and `.mixed` show none.
    public var state: State
    private let handler: @MainActor (Action) -> Void
    /// The control performing the action (UIKit's `sender`), while a control's event performs it; nil
    /// when a menu does.
    public internal(set) var sender: Any?

    /// Makes an action whose `handler` runs when it is chosen, as `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(title: String = "", image: Image? = nil, identifier: String? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping @MainActor (Action) -> Void) {
        self.identifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler, as choosing the action does.
    public final func perform() {
        handler(self)
    }
}

/// A group of menu entries: UIKit's `UIMenu`. A submenu's entries are listed under its title, in place.
@preconcurrency @MainActor
open class Menu: MenuElement {
    /// UIKit's `UIMenu.Options`: `.displayInline` lists a submenu's entries without its title; the others are
    /// stored only.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bit mask, with UIKit's bit values.
        public let rawValue: UInt
        /// Makes options from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shows the submenu's entries in line with its parent's: here they are listed without the submenu's title before them.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's entries destroy data. Stored only.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child may be on at a time. Stored only: the states are yours to set.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// Stored only.
    public let identifier: String?
    /// How the menu presents; only `.displayInline` changes what is listed.
    public let options: Options
    /// The entries, listed in order: actions by title, submenus' actions in place, prefixed "Title ▸ " unless the submenu is untitled or `.displayInline`.
    public let children: [MenuElement]

    /// Makes a menu, as `UIMenu(title:image:identifier:options:children:)`.
    public init(title: String = "", image: Image? = nil, identifier: String? = nil, options: Options = [],
                children: [MenuElement] = []) {
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// The actions the menu lists, submenus' in place, titled with the submenu's title when it has one.
    package func listedActions(prefix: String = "") -> [(title: String, action: Action)] {
        children.flatMap { element -> [(title: String, action: Action)] in
            if let action = element as? Action {
                guard !action.attributes.contains(.hidden), !action.attributes.contains(.disabled) else { return [] }
                let mark = action.state == .on ? "✓ " : ""
                return [(prefix + mark + action.title, action)]
            }
            guard let menu = element as? Menu else { return [] }
            return menu.listedActions(prefix: menu.title.isEmpty || menu.options.contains(.displayInline) ? prefix : prefix + menu.title + " ▸ ")
        }
    }
}

/// What a long press on an item shows (iOS 13+): UIKit's `UIContextMenuConfiguration`. Its
/// `actionProvider`'s menu is the item's menu here (the preview is stored only).
@preconcurrency @MainActor
open class ContextMenuConfiguration: NSObject {
    /// Stored only.
    public let identifier: NSCopying?
    /// Stored only: a terminal shows no preview.
    public let previewProvider: (() -> AnyObject?)?
    /// Makes the menu; it gets the system's suggested actions (none here).
    public let actionProvider: (([MenuElement]) -> Menu?)?

    /// Makes a configuration whose `actionProvider` supplies the item's menu, as UIKit's `init(identifier:previewProvider:actionProvider:)`.
    public init(identifier: NSCopying? = nil, previewProvider: (() -> AnyObject?)? = nil,
                actionProvider: (([MenuElement]) -> Menu?)? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
