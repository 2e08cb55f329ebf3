import Foundation

/// One line of advice for each known way a UIKit file fails to compile here, found in the compiler's
/// diagnostics: what on Linux (without the Objective-C runtime) or in this simulation differs, and
/// the change that makes the file compile. `tcv` prints them after the compiler's lines, so the user
/// reads the cause and the fix instead of a dozen follow-on errors.
enum PortingHints {
    private struct Hint: Sendable {
        /// Substrings of a diagnostic header that mean this hint applies.
        let patterns: [String]
        let text: @Sendable (_ header: String) -> String?
    }

    private static let all: [Hint] = [
        Hint(patterns: ["Objective-C interoperability is disabled", "can only be used with the Objective-C runtime",
                        "'@objc' can only be used with"]) { _ in
            "Linux Swift has no Objective-C runtime: tcv blanks `@objc` and turns `#selector` into names in its copy, "
                + "but not in this form (a `#selector` in a string, a nested or generic class's method): call the method "
                + "directly or pass a closure instead"
        },
        Hint(patterns: ["'optional' can only be applied to members of an '@objc' protocol",
                        "cannot use optional chaining on non-optional value of type '("]) { _ in
            "optional protocol requirements (`optional func`) exist only in `@objc` protocols: drop `optional`, give "
                + "the requirements defaults in a protocol extension, and call them without `?(` "
                + "(`delegate?.collectionView?(…)` becomes `delegate?.collectionView(…)`)"
        },
        Hint(patterns: ["cannot be overridden from extension"]) { _ in
            "without the Objective-C runtime an `override` cannot live in an extension: move it into the class body"
        },
        Hint(patterns: ["main.swift:"]) { header in
            guard header.contains("missing argument") || header.contains("cannot be constructed")
                    || header.contains("has no accessible initializers") else { return nil }
            return "tcv makes the class it shows with a plain init(), as the generated main.swift above does, and this "
                + "class has none (an initializer with parameters hides the inherited one): give it "
                + "`convenience init() { self.init(…) }` with sample values, or add a UICollectionViewController "
                + "subclass to your files that makes it"
        },
        Hint(patterns: ["cannot find type 'UI", "cannot find 'UI", "cannot find type 'NS", "cannot find 'NS"]) { header in
            missingName(in: header).map {
                "`\($0)` is not part of this simulation of UIKit (collection views, their layouts, cells and views): "
                    + "see README \"Porting notes\" for what is there, and remove or replace its use"
            }
        },
    ]

    /// The hints for `diagnostics` (compiler lines), each once, in the order of the first error that
    /// calls for it.
    static func hints(for diagnostics: [String]) -> [String] {
        var result: [String] = []
        for header in diagnostics where CompilerDiagnostics.isDiagnosticHeader(header) && header.contains(": error: ") {
            for hint in all where hint.patterns.contains(where: header.contains) {
                if let text = hint.text(header), !result.contains(text) { result.append(text) }
            }
        }
        return result
    }

    /// `UILabel` in "cannot find type 'UILabel' in scope".
    private static func missingName(in header: String) -> String? {
        guard let start = header.range(of: "cannot find ")?.upperBound else { return nil }
        let rest = header[start...].drop { $0 != "'" }.dropFirst()
        let name = rest.prefix { $0 != "'" }
        return name.isEmpty ? nil : String(name)
    }
}
