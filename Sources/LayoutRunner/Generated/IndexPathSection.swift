import Foundation
import LayoutQA
import TermCollectionView

/// The items of one section of the generated data, kept as runs: a run of the items the section
/// started with (named by their starting index paths, made when read) or items changed since
/// (inserted, reloaded, moved). Memory and the cost of an access follow the number of edits, never the
/// item count: a section of 2^40 items is one run.
///
/// A `RangeReplaceableCollection` and `MutableCollection` with `Int` indices, so `DataUpdate` edits it
/// as it edits an array.
public struct IndexPathSection: Equatable, Sendable {
    enum Run: Equatable, Sendable {
        /// Items `range` of those section `section` started with.
        case original(section: Int, range: Range<Int>)
        /// Items made or changed since.
        case items([IndexPathData.Item])

        var count: Int {
            switch self {
            case .original(_, let range): range.count
            case .items(let items): items.count
            }
        }

        subscript(offset: Int) -> IndexPathData.Item {
            switch self {
            case .original(let section, let range):
                IndexPathData.Item(name: CallFormat.indexPath(IndexPath(item: range.lowerBound + offset, section: section)))
            case .items(let items): items[offset]
            }
        }

        /// The run's items `range` (offsets within the run).
        func slice(_ range: Range<Int>) -> Run {
            switch self {
            case .original(let section, let whole):
                .original(section: section, range: (whole.lowerBound + range.lowerBound)..<(whole.lowerBound + range.upperBound))
            case .items(let items): .items(Array(items[range]))
            }
        }
    }

    /// The runs once the section was edited; `nil` while it holds the items it started with, so an
    /// untouched section allocates nothing (a million sections cost their three words each).
    private var editedRuns: [Run]?
    /// The section whose starting items an untouched section holds.
    private var startingSection: Int
    /// How many items the section has.
    public private(set) var count: Int

    /// The section's items as runs.
    var runs: [Run] {
        editedRuns ?? (count > 0 ? [.original(section: startingSection, range: 0..<count)] : [])
    }

    /// The `count` items section `section` starts with: one run.
    public init(section: Int, count: Int) {
        startingSection = section
        self.count = Swift.max(0, count)
    }

    /// The run holding item `index`, and the item's offset in it.
    private func locate(_ index: Int, in runs: [Run]) -> (run: Int, offset: Int) {
        var start = 0
        for (run, items) in runs.enumerated() {
            if index < start + items.count { return (run, index - start) }
            start += items.count
        }
        preconditionFailure("item \(index) of \(count)")
    }

    /// Equal when the counts and the edits match.
    public static func == (lhs: IndexPathSection, rhs: IndexPathSection) -> Bool {
        lhs.count == rhs.count && lhs.runs == rhs.runs
    }
}

extension IndexPathSection: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    /// No items.
    public init() {
        startingSection = 0
        count = 0
    }

    /// 0: items are indexed from the start.
    public var startIndex: Int { 0 }
    /// The item count.
    public var endIndex: Int { count }

    /// The item at `index`; setting it replaces that one item.
    public subscript(index: Int) -> IndexPathData.Item {
        get {
            precondition(index >= 0 && index < count, "item \(index) of \(count)")
            guard let editedRuns else { return Run.original(section: startingSection, range: 0..<count)[index] }
            let (run, offset) = locate(index, in: editedRuns)
            return editedRuns[run][offset]
        }
        set { replaceSubrange(index..<(index + 1), with: CollectionOfOne(newValue)) }
    }

    /// Splits the runs at `bounds`' ends and puts `newElements` between them, as one run of items.
    public mutating func replaceSubrange<C: Collection>(_ bounds: Range<Int>, with newElements: C)
        where C.Element == IndexPathData.Item {
        precondition(bounds.lowerBound >= 0 && bounds.upperBound <= count, "items \(bounds) of \(count)")
        var before: [Run] = [], after: [Run] = []
        var start = 0
        for run in runs {
            let end = start + run.count
            if start < bounds.lowerBound { before.append(run.slice(0..<(Swift.min(end, bounds.lowerBound) - start))) }
            if end > bounds.upperBound { after.append(run.slice((Swift.max(start, bounds.upperBound) - start)..<run.count)) }
            start = end
        }
        let inserted = Array(newElements)
        editedRuns = before + (inserted.isEmpty ? [] : [.items(inserted)]) + after
        count += inserted.count - bounds.count
    }
}
