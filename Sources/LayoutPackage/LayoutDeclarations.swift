import Foundation

/// What a scan of the user's files found: classes with their superclass, protocols with their
/// requirements, and stored properties typed with a protocol.
struct LayoutDeclarations {
    struct ClassDeclaration {
        var name: String
        var superclass: String
        /// The class body (comments and strings blanked).
        var body: String
    }

    struct ProtocolDeclaration {
        var name: String
        /// Each `func` requirement as written, attributes and `optional` removed, whitespace collapsed.
        var functions: [String]
        /// Whether it has requirements other than functions (properties, subscripts, initializers).
        var hasOtherRequirements: Bool
        var isObjC: Bool
    }

    var classes: [ClassDeclaration] = []
    var protocols: [ProtocolDeclaration] = []

    /// Scans the files' texts.
    init(sources: [String]) {
        for text in sources {
            let source = SwiftSource(text)
            classes += Self.classes(in: source)
            protocols += Self.protocols(in: source)
        }
    }

    /// The classes of the files that descend, through classes of the files, from one of `roots`.
    func subclasses(of roots: Set<String>) -> [ClassDeclaration] {
        let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func descends(_ name: String, _ seen: Set<String>) -> Bool {
            guard let declaration = byName[name], !seen.contains(name) else { return false }
            return roots.contains(declaration.superclass) || descends(declaration.superclass, seen.union([name]))
        }
        return classes.filter { descends($0.name, []) }
    }

    /// `class Name<…>: Superclass` (the first inherited name of a class is its superclass).
    private static let classPattern = try! NSRegularExpression(
        pattern: #"\bclass\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>)?\s*:\s*([A-Za-z_][A-Za-z0-9_.]*)"#)
    private static let protocolPattern = try! NSRegularExpression(
        pattern: #"(@objc\s+)?(?:(?:public|internal|fileprivate|private)\s+)?\bprotocol\s+([A-Za-z_][A-Za-z0-9_]*)"#)

    private static func classes(in source: SwiftSource) -> [ClassDeclaration] {
        let code = source.code
        return classPattern.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            guard let name = Range(match.range(at: 1), in: code), let superclass = Range(match.range(at: 2), in: code),
                  let end = Range(match.range, in: code)?.upperBound else { return nil }
            let body = source.body(afterOffset: end).map { String(code[$0]) } ?? ""
            let qualified = String(code[superclass])
            return ClassDeclaration(name: String(code[name]), superclass: String(qualified.split(separator: ".").last ?? ""), body: body)
        }
    }

    private static func protocols(in source: SwiftSource) -> [ProtocolDeclaration] {
        let code = source.code
        return protocolPattern.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            guard let name = Range(match.range(at: 2), in: code), let end = Range(match.range, in: code)?.upperBound,
                  let body = source.body(afterOffset: end) else { return nil }
            let (functions, others) = requirements(in: String(code[body]))
            return ProtocolDeclaration(name: String(code[name]), functions: functions, hasOtherRequirements: others,
                                       isObjC: match.range(at: 1).location != NSNotFound)
        }
    }

    /// Splits a protocol body into requirements: each starts at `func`, `var`, `subscript`, `init`,
    /// `associatedtype` or `typealias`, with the modifiers just before it (`@objc`, `optional`,
    /// `static`, `mutating`), and runs until the next one.
    static func requirements(in body: String) -> (functions: [String], hasOthers: Bool) {
        let modifiers: Set<String> = ["@objc", "optional", "static", "mutating", "nonisolated", "@MainActor"]
        func isIntroducer(_ word: String) -> Bool {
            ["func", "var", "let", "subscript", "init", "init?", "associatedtype", "typealias"].contains(word)
                || word.hasPrefix("init(") || word.hasPrefix("init?(") || word.hasPrefix("subscript(")
        }
        var requirements: [[String]] = []
        var current: [String] = []
        var currentHasIntroducer = false
        func flush() {
            if !current.isEmpty { requirements.append(current) }
            current = []
            currentHasIntroducer = false
        }
        for word in body.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init) {
            let isModifier = modifiers.contains(word) || word.hasPrefix("@objc(")
            if (isModifier || isIntroducer(word)) && currentHasIntroducer { flush() }
            current.append(word)
            if isIntroducer(word) { currentHasIntroducer = true }
        }
        flush()
        var functions: [String] = []
        var hasOthers = false
        for requirement in requirements {
            let kept = requirement.filter { !["@objc", "optional", "mutating", "nonisolated", "@MainActor"].contains($0) && !$0.hasPrefix("@objc(") }
            if kept.first == "func" {
                functions.append(kept.joined(separator: " "))
            } else if !kept.isEmpty {
                hasOthers = true
            }
        }
        return (functions, hasOthers)
    }
}
