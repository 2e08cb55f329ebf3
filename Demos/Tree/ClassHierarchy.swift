import Foundation

/// A class tree laid out the way the programming guide's worked example numbers it: one section per
/// level of depth (section 0 holds only the root, section 1 the root's subclasses, section 2 theirs…),
/// and within a section the classes in the order of their superclasses, so the subclasses of one class
/// are consecutive items of the next section.
///
/// Plain immutable data; the demo's data source and layout data source both read it.
struct ClassHierarchy: Sendable {
    /// One class: its name, the items of its subclasses in the next section, and how many rows it and
    /// its subclasses need (one per class without subclasses below it).
    struct Entry: Sendable, Equatable {
        let name: String
        let childItems: Range<Int>
        let numRows: Int
    }

    /// `levels[section][item]`.
    let levels: [[Entry]]

    /// The tree below `root`, level by level.
    init(root: ClassNode) {
        var nodeLevels: [[ClassNode]] = [[root]]
        while let deepest = nodeLevels.last, deepest.contains(where: { !$0.children.isEmpty }) {
            nodeLevels.append(deepest.flatMap(\.children))
        }
        var levels: [[Entry]] = []
        var rowsBelow: [Int] = []
        // Deepest level first, so each class can add up the rows its subclasses need.
        for (depth, nodes) in nodeLevels.enumerated().reversed() {
            var firstChild = 0
            var entries: [Entry] = []
            for node in nodes {
                let childItems = firstChild..<(firstChild + node.children.count)
                let numRows = childItems.isEmpty ? 1 : childItems.reduce(0) { $0 + rowsBelow[$1] }
                entries.append(Entry(name: node.name, childItems: childItems, numRows: numRows))
                firstChild = childItems.upperBound
            }
            precondition(firstChild == rowsBelow.count, "level \(depth + 1) is not the subclasses of level \(depth)")
            levels.insert(entries, at: 0)
            rowsBelow = entries.map(\.numRows)
        }
        self.levels = levels
    }

    /// The class at `indexPath`.
    func entry(at indexPath: IndexPath) -> Entry {
        levels[indexPath.section][indexPath.item]
    }

    /// The index paths of the direct subclasses of the class at `indexPath`.
    func indexPathsOfChildren(at indexPath: IndexPath) -> [IndexPath] {
        entry(at: indexPath).childItems.map { IndexPath(item: $0, section: indexPath.section + 1) }
    }

    /// Every class, level by level.
    var count: Int { levels.reduce(0) { $0 + $1.count } }
}

/// A class and its subclasses, as written in an outline.
struct ClassNode: Sendable, Equatable {
    let name: String
    var children: [ClassNode] = []

    /// Parses an outline with one class per line, each subclass indented two spaces more than its
    /// superclass. The first line is the root; blank lines are skipped.
    static func parse(outline: String) -> ClassNode {
        var stack: [ClassNode] = []
        func closeDeepest() {
            let child = stack.removeLast()
            stack[stack.count - 1].children.append(child)
        }
        for line in outline.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            let indent = line.prefix { $0 == " " }.count
            precondition(indent % 2 == 0, "outline indents by two spaces: \(line)")
            let depth = indent / 2
            precondition(depth <= stack.count && (depth > 0 || stack.isEmpty), "outline skips a level or has two roots: \(line)")
            while stack.count > depth { closeDeepest() }
            stack.append(ClassNode(name: String(line.dropFirst(indent))))
        }
        while stack.count > 1 { closeDeepest() }
        return stack[0]
    }
}
