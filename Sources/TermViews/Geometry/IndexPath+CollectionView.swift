import Foundation

// Inlinable: the layers above read and make index paths for every element of every layout pass
// (hashing keys, building attributes), and a call into this module for each costs more than the
// work itself.
extension IndexPath {
    /// An index path for an item in a section, as UIKit adds to Foundation's `IndexPath`.
    @inlinable public init(item: Int, section: Int) {
        // Not `init(indexes: [section, item])`: the array is a heap allocation, and layouts make an
        // index path for every element they return, every pass. Appending to a one-index path
        // builds Foundation's inline two-index storage directly.
        self = IndexPath(index: section).appending(item)
    }

    /// An index path for a row in a section: UIKit's table-view spelling of `init(item:section:)`,
    /// which collection-view code written by table-view hands often uses. Same index path.
    @inlinable public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The section: the first index.
    public var section: Int {
        @inlinable get { self[0] }
        @inlinable set { self[0] = newValue }
    }

    /// The item within its section: the second index.
    public var item: Int {
        @inlinable get { self[1] }
        @inlinable set { self[1] = newValue }
    }

    /// UIKit's table-view alias for `item`, which collection-view code occasionally uses.
    public var row: Int {
        @inlinable get { item }
        @inlinable set { item = newValue }
    }
}
