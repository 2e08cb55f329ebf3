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
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIKit's `UIMenuElement.State`: an `.on` action shows a check mark.
    public enum State: Int, Sendable { case off = 0, on = 1, mixed = 2 }

    /// Stored only.
    public let identifier: String?
    /// Stored only.
    public var discoverabilityTitle: String?
    public var attributes: Attributes
    public var state: State
    private let handler: @MainActor (Action) -> Void

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
    /// UIKit's `UIMenu.Options`: stored only.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// Stored only.
    public let identifier: String?
    public let options: Options
    public let children: [MenuElement]

    public init(title: String = "", image: Image? = nil, identifier: String? = nil, options: Options = [],
                children: [MenuElement] = []) {
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// The actions the menu lists, submenus' in place, titled with the submenu's title when it has one.
    func listedActions(prefix: String = "") -> [(title: String, action: Action)] {
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

    public init(identifier: NSCopying? = nil, previewProvider: (() -> AnyObject?)? = nil,
                actionProvider: (([MenuElement]) -> Menu?)? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
