import Foundation

/// A method named for target–action: what `#selector(refresh(_:))` makes in UIKit code. Linux has no
/// Objective-C runtime to call a method by name, so `tcv run` rewrites `#selector(…)` in your files to
/// `Selector("…")` and generates, for every class with `@objc` methods, the code that calls them by
/// name (`Selector.performer`). A program of your own sets `performer` to call its methods.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as `#selector` spells it: `refresh`, `refresh(_:)`, `keyboardWillShow(notification:)`.
    public let name: String

    /// A selector for the method `name`, spelled as `#selector` spells it.
    public init(_ name: String) {
        self.name = name
    }

    /// A selector from a string literal: `"refresh(_:)"`.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// The method's name (`name`).
    public var description: String { name }

    /// The name without its argument labels: `refresh(_:)` → `refresh`. Code may name a method either
    /// way (`#selector(refresh)` for `refresh(_ sender:)`), so both are matched.
    public var baseName: String {
        name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }

    /// Calls the method `selector` names on `target` with `sender` as its argument (when it takes
    /// one); returns whether a method was found. Set by the program: `tcv run` generates it.
    @MainActor public static var performer: (_ target: AnyObject, _ selector: Selector, _ sender: Any?) -> Bool = { _, _, _ in false }

    /// Sends `selector` to `target` from `sender`; a target that has no such method is reported once
    /// per selector on standard error (UIKit raises "unrecognized selector sent to instance").
    @MainActor
    public static func send(_ selector: Selector, to target: AnyObject, from sender: Any?) {
        guard !performer(target, selector, sender) else { return }
        let key = "\(type(of: target)).\(selector.name)"
        guard unrecognized.insert(key).inserted else { return }
        UsageError.report(UsageError(
            "unrecognized selector \(selector.name) sent to \(type(of: target)): it has no @objc method of that name "
                + "that tcv can call; declare it with @objc in a class of the files tcv runs"))
    }

    @MainActor private static var unrecognized: Set<String> = []
}
