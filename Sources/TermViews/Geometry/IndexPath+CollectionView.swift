import Foundation

extension IndexPath {
    /// An index path for an item in a section, as UIKit adds to Foundation's `IndexPath`.
    public init(item: Int, section: Int) {
        // Not `init(indexes: [section, item])`: the array is a heap allocation, and layouts make an
        // index path for every element they return, every pass. Appending to a one-index path
        // builds Foundation's inline two-index storage directly.
        self = IndexPath(index: section).appending(item)
    }

    /// An index path for a row in a section: UIKit's table-view spelling of `init(item:section:)`,
    /// which collection-view code written by table-view hands often uses. Same index path.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// UIKit's table-view alias for `item`, which collection-view code occasionally uses.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
