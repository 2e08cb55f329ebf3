import Foundation

/// Apple's Visual Format Language (Auto Layout Guide, "Visual Format Language"):
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, e.g.
/// `"V:|-[title]-[date]-20-[separator(==1)]|"`. The whole grammar is read: orientation, superview bars,
/// connections (`-`, `-N-`, `-metric-`, `-(>=N@priority)-`, flush), view predicates (`[a(==1)]`,
/// `[a(>=b)]`, several separated by commas) and the `alignAll…` options.
///
/// UIKit's standard spacing is 8 points between siblings and the superview's layout margin at an edge.
/// On a device's screen that is what it is; at one point per cell (see `StandardMetrics`) the standard
/// spacing is one column between siblings horizontally and none vertically, and the superview's
/// `layoutMargins` at an edge (1 column, 0 rows by default). Explicit numbers are points.
extension LayoutConstraint {
    /// Options for a visual format: UIKit's `NSLayoutConstraint.FormatOptions`, with UIKit's raw values.
    /// The `alignAll…` options align every view of the format on that attribute; the direction and
    /// spacing options are stored only (a terminal is left to right, and has no baselines).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The bit mask, with UIKit's bit values.
        public let rawValue: UInt
        /// Makes options from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of every view in the format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of every view in the format.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of every view in the format.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of every view in the format.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of every view in the format.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of every view in the format.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of every view in the format.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of every view in the format.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of every view in the format.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of every view in the format.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// UIKit's default direction, leading to trailing (no bits). Stored only.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// UIKit lays the format out left to right whatever the language. Stored only.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// UIKit lays the format out right to left whatever the language. Stored only.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// UIKit's default spacing, edge to edge (no bits). Stored only.
        public static let spacingEdgeToEdge = FormatOptions([])
        /// UIKit spaces vertical formats baseline to baseline. Stored only.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

        /// The attributes the `alignAll…` options name.
        var alignedAttributes: [Attribute] {
            let pairs: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            return pairs.filter { contains($0.0) }.map(\.1)
        }
    }

    /// The constraints a visual format describes (not activated, as in UIKit). A format that cannot be
    /// read, or names a view or metric the dictionaries lack, is a usage error, as UIKit raises one.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            var constraints = try parser.parse()
            constraints += parser.alignment(options.alignedAttributes)
            return constraints
        } catch {
            UsageError.report(UsageError("Unable to parse constraint format \"\(format)\": \(error.reason)"))
            return []
        }
    }
}

/// What went wrong reading a visual format.
struct VisualFormatError: Error {
    let reason: String
}

/// Reads one visual format string into constraints (see `LayoutConstraint.constraints(withVisualFormat:…)`).
@MainActor
struct VisualFormatParser {
    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var vertical = false
    private var chainViews: [View] = []

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    /// A spacing or size predicate: relation, constant or view, priority.
    struct Predicate {
        var relation = LayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: View?
        var priority: LayoutPriority = .required
    }

    /// The space between two elements of the chain: nil for the standard spacing.
    enum Connection {
        case standard
        case predicates([Predicate])
    }

    mutating func parse() throws(VisualFormatError) -> [LayoutConstraint] {
        if peek("H:") { index += 2 } else if peek("V:") { index += 2; vertical = true }
        var constraints: [LayoutConstraint] = []
        var previous: View?
        var pending: Connection?
        if peek("|") {
            index += 1
            pending = try readConnection()
        }
        while true {
            let (view, sizes) = try readView()
            constraints += sizes
            if let pending, let previous {
                constraints += connect(previous, to: view, pending)
            } else if let pending {
                constraints += try connect(view, toSuperview: pending, atEnd: false)
            }
            chainViews.append(view)
            previous = view
            guard index < characters.count else { break }
            let connection = try readConnection()
            if peek("|") {
                index += 1
                constraints += try connect(view, toSuperview: connection, atEnd: true)
                break
            }
            pending = connection
        }
        guard index == characters.count else { throw VisualFormatError(reason: "unexpected \"\(String(characters[index...]))\"") }
        return constraints
    }

    /// The constraints aligning every view of the chain on `attributes` (the first view's).
    func alignment(_ attributes: [LayoutConstraint.Attribute]) -> [LayoutConstraint] {
        guard let first = chainViews.first else { return [] }
        return attributes.flatMap { attribute in
            chainViews.dropFirst().map { view in
                LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: first,
                                 attribute: attribute, multiplier: 1, constant: 0)
            }
        }
    }

    // MARK: - The chain

    private var leadingEdge: LayoutConstraint.Attribute { vertical ? .top : .leading }
    private var trailingEdge: LayoutConstraint.Attribute { vertical ? .bottom : .trailing }

    /// `later.leading (rel) earlier.trailing + spacing`.
    private func connect(_ earlier: View, to later: View, _ connection: Connection) -> [LayoutConstraint] {
        predicates(of: connection, standard: LayoutGuide.systemSpacing(vertical: vertical)).map { predicate in
            let constraint = LayoutConstraint(item: later, attribute: leadingEdge, relatedBy: predicate.relation, toItem: earlier,
                                              attribute: trailingEdge, multiplier: 1, constant: predicate.constant)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    /// Between the superview's edge and `view`: `view.leading = superview.leading + spacing` at the
    /// start, `superview.trailing = view.trailing + spacing` at the end (UIKit's item order).
    private func connect(_ view: View, toSuperview connection: Connection, atEnd: Bool) throws(VisualFormatError) -> [LayoutConstraint] {
        guard let superview = view.superview else {
            throw VisualFormatError(reason: "a view next to | must have a superview; add it before making the constraints")
        }
        let margins = superview.layoutMargins
        let margin = vertical ? (atEnd ? margins.bottom : margins.top) : (atEnd ? margins.right : margins.left)
        return predicates(of: connection, standard: margin).map { predicate in
            let constraint = atEnd
                ? LayoutConstraint(item: superview, attribute: trailingEdge, relatedBy: predicate.relation, toItem: view,
                                   attribute: trailingEdge, multiplier: 1, constant: predicate.constant)
                : LayoutConstraint(item: view, attribute: leadingEdge, relatedBy: predicate.relation, toItem: superview,
                                   attribute: leadingEdge, multiplier: 1, constant: predicate.constant)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    private func predicates(of connection: Connection, standard: CGFloat) -> [Predicate] {
        switch connection {
        case .standard: [Predicate(constant: standard)]
        case .predicates(let list): list
        }
    }

    // MARK: - Reading

    /// `[name]` or `[name(predicates)]`, returning the view and its size constraints.
    private mutating func readView() throws(VisualFormatError) -> (View, [LayoutConstraint]) {
        try expect("[")
        let name = readName()
        guard let view = views[name] as? View else { throw VisualFormatError(reason: "no view named \"\(name)\" in the views dictionary") }
        var sizes: [LayoutConstraint] = []
        if peek("(") {
            let dimension: LayoutConstraint.Attribute = vertical ? .height : .width
            for predicate in try readPredicateList() {
                let constraint = LayoutConstraint(
                    item: view, attribute: dimension, relatedBy: predicate.relation, toItem: predicate.view,
                    attribute: predicate.view == nil ? .notAnAttribute : dimension,
                    multiplier: predicate.view == nil ? 0 : 1, constant: predicate.view == nil ? predicate.constant : 0)
                constraint.priority = predicate.priority
                sizes.append(constraint)
            }
        }
        try expect("]")
        return (view, sizes)
    }

    /// Between elements: `-` (standard), `-N-`, `-metric-`, `-(…)-`, or nothing (flush).
    private mutating func readConnection() throws(VisualFormatError) -> Connection {
        guard peek("-") else { return .predicates([Predicate()]) }
        index += 1
        if peek("[") || peek("|") { return .standard }
        let list = peek("(") ? try readPredicateList() : [try readSimplePredicate()]
        try expect("-")
        return .predicates(list)
    }

    private mutating func readPredicateList() throws(VisualFormatError) -> [Predicate] {
        try expect("(")
        var list: [Predicate] = []
        repeat {
            if peek(",") { index += 1 }
            list.append(try readPredicate())
        } while peek(",")
        try expect(")")
        return list
    }

    private mutating func readPredicate() throws(VisualFormatError) -> Predicate {
        var predicate = Predicate()
        if peek("==") { index += 2 } else if peek("<=") { index += 2; predicate.relation = .lessThanOrEqual }
        else if peek(">=") { index += 2; predicate.relation = .greaterThanOrEqual }
        let simple = try readSimplePredicate()
        predicate.constant = simple.constant
        predicate.view = simple.view
        if peek("@") {
            index += 1
            predicate.priority = LayoutPriority(Float(try readNumberOrMetric()))
        }
        return predicate
    }

    /// A number, a metric, or (in a view's predicate) another view's name.
    private mutating func readSimplePredicate() throws(VisualFormatError) -> Predicate {
        if let number = readNumber() { return Predicate(constant: number) }
        let name = readName()
        if let value = Self.number(metrics[name]) { return Predicate(constant: value) }
        if let view = views[name] as? View { return Predicate(view: view) }
        throw VisualFormatError(reason: "\"\(name)\" is neither a number, a metric nor a view")
    }

    private mutating func readNumberOrMetric() throws(VisualFormatError) -> CGFloat {
        if let number = readNumber() { return number }
        let name = readName()
        guard let value = Self.number(metrics[name]) else { throw VisualFormatError(reason: "no metric named \"\(name)\"") }
        return value
    }

    private mutating func readNumber() -> CGFloat? {
        let start = index
        if peek("-") || peek("+") { index += 1 }
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard index > start, let value = Double(String(characters[start..<index])) else {
            index = start
            return nil
        }
        return CGFloat(value)
    }

    private mutating func readName() -> String {
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" { index += 1 }
        return String(characters[start..<index])
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private func peek(_ text: String) -> Bool {
        let pattern = Array(text)
        guard index + pattern.count <= characters.count else { return false }
        return Array(characters[index..<(index + pattern.count)]) == pattern
    }

    private mutating func expect(_ text: String) throws(VisualFormatError) {
        guard peek(text) else {
            throw VisualFormatError(reason: "expected \"\(text)\" at \"\(String(characters[min(index, characters.count)...]))\"")
        }
        index += text.count
    }
}
