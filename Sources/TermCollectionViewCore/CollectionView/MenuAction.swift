/// An edit-menu action, named by the Objective-C selector UIKit passes for it (`"copy:"`): the
/// terminal's stand-in for the `Selector` of `canPerformAction(_:forItemAt:withSender:)`, which Swift
/// on Linux does not have. The standard menu offers `cut`, `copy` and `paste`, as UIKit's does for
/// collection view items.
public struct MenuAction: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The selector's name, e.g. `"cut:"`.
    public let rawValue: String

    /// An action named by a selector's name, such as `"delete:"`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `cut:`
    public static let cut = MenuAction(rawValue: "cut:")
    /// `copy:`
    public static let copy = MenuAction(rawValue: "copy:")
    /// `paste:`
    public static let paste = MenuAction(rawValue: "paste:")

    /// The standard actions, in the order the menu lists them.
    public static let standard: [MenuAction] = [.cut, .copy, .paste]

    /// The menu's title for the action: the selector name without its colon, capitalized ("Copy").
    public var title: String {
        let name = rawValue.hasSuffix(":") ? String(rawValue.dropLast()) : rawValue
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The selector's name (`rawValue`).
    public var description: String { rawValue }
}
