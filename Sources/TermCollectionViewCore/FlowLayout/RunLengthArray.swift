import Foundation

/// An array that stores a run of consecutive equal elements once: the flow layout's per-section
/// metrics, where a million sections that all take the layout's own properties are one run, so
/// memory follows the number of *different* sections rather than their count.
///
/// Reading an element is a binary search over the runs; writing one splits its run.
struct RunLengthArray<Element: Equatable & Sendable>: RandomAccessCollection, MutableCollection, Sendable {
    /// Each run's element.
    private var values: [Element] = []
    /// The index one past each run's last element, increasing.
    private var runEnds: [Int] = []

    /// An empty array.
    init() {}

    /// The elements of `elements`, consecutive equal ones stored once.
    init<S: Sequence>(_ elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { runEnds.last ?? 0 }

    /// The runs: each element with the indices it fills.
    var runs: some Sequence<(element: Element, indices: Range<Int>)> {
        values.indices.lazy.map { run in (values[run], (run == 0 ? 0 : runEnds[run - 1])..<runEnds[run]) }
    }

    /// Adds `element` at the end, extending the last run when it is equal.
    mutating func append(_ element: Element) {
        if let last = values.last, last == element {
            runEnds[runEnds.count - 1] += 1
        } else {
            values.append(element)
            runEnds.append(endIndex + 1)
        }
    }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < endIndex, "index \(index) of \(endIndex)")
            return values[run(containing: index)]
        }
        set {
            precondition(index >= 0 && index < endIndex, "index \(index) of \(endIndex)")
            let run = run(containing: index)
            guard values[run] != newValue else { return }
            let start = run == 0 ? 0 : runEnds[run - 1], end = runEnds[run]
            var newValues: [Element] = [], newEnds: [Int] = []
            if index > start {
                newValues.append(values[run])
                newEnds.append(index)
            }
            newValues.append(newValue)
            newEnds.append(index + 1)
            if index + 1 < end {
                newValues.append(values[run])
                newEnds.append(end)
            }
            values.replaceSubrange(run...run, with: newValues)
            runEnds.replaceSubrange(run...run, with: newEnds)
        }
    }

    private func run(containing index: Int) -> Int {
        runEnds.partitioningIndex { $0 > index }
    }
}
