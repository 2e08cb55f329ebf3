import Foundation

/// One thing wrong with what a layout, a data source or the code driving a collection view handed
/// it — a frame that cannot be drawn, an index path the data does not have, a re-entrant layout pass.
/// The collection view skips or refuses the value, keeps running, and reports the problem once
/// through `LayoutDiagnostics`.
public struct LayoutProblem: Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake this is.
    public enum Category: String, Hashable, Sendable {
        /// A non-finite or absurdly large frame, center, size, transform or alpha: the element is skipped.
        case invalidGeometry = "invalid geometry"
        /// Attributes for an index path the data source does not have: the element is skipped.
        case indexPathOutOfRange = "index path out of range"
        /// A content size that cannot be scrolled: it is clamped.
        case invalidContentSize = "invalid content size"
        /// A non-finite offset, inset or bounds set from code: the old value is kept.
        case refusedValue = "refused value"
        /// A count beyond what the geometry can hold: the excess is not shown.
        case countTooLarge = "count too large"
        /// A negative count from the data source: taken as 0.
        case negativeCount = "negative count"
        /// Items with no area: they are not drawn.
        case zeroItemSize = "zero item size"
        /// A layout pass requested while one is running: ignored.
        case reentrantLayout = "re-entrant layout pass"
        /// An Auto Layout constraint outside the solved subset, or in conflict: it is ignored.
        case unsupportedConstraint = "unsupported constraint"
        /// A flow layout subclass changed attributes `super` returned instead of copying them: shown
        /// as changed, as UIKit shows them, and reported as UIKit logs it.
        case modifiedWithoutCopying = "attributes modified without copying"
        /// One element (category, kind, index path) returned twice in one answer: the first is shown.
        case duplicateElement = "element returned twice"
        /// The data source returned a view already showing another element: it shows one of them.
        case sharedView = "one view for several elements"
    }

    /// What kind of mistake this is.
    public var category: Category
    /// The class whose value was wrong: the layout's class, or the view's for a refused setter.
    public var source: String
    /// The element concerned — e.g. `cell 0 - 3`, `supplementary view UICollectionElementKindSectionHeader 2 - 0` —
    /// or `nil` when the problem is not about one element.
    public var element: String?
    /// The property that was wrong (`frame`, `contentOffset`, `numberOfItemsInSection`…).
    public var property: String
    /// The bad value, as printed.
    public var value: String
    /// What happened, naming the value.
    public var message: String
    /// How to fix it.
    public var fix: String

    /// Creates a problem report.
    public init(category: Category, source: String, element: String? = nil, property: String, value: String,
                message: String, fix: String) {
        self.category = category
        self.source = source
        self.element = element
        self.property = property
        self.value = value
        self.message = message
        self.fix = fix
    }

    /// One line: `SOURCE, ELEMENT: MESSAGE; FIX`.
    public var description: String {
        "\(source)\(element.map { ", \($0)" } ?? ""): \(message); \(fix)"
    }

    /// What makes two reports the same problem: everything but the value, so an element whose bad
    /// value changes every frame is reported once.
    var identity: [String] { [category.rawValue, source, element ?? "", property] }
}

extension LayoutProblem {
    /// UIKit's rendering of an index path in its messages: `<NSIndexPath> {length = 2, path = 7 - 999}`
    /// (without the object address UIKit prints).
    package static func nsIndexPathDescription(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }
}
