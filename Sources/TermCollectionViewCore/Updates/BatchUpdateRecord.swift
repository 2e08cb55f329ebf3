import Foundation

/// The operations one `performBatchUpdates(_:completion:)` block (or one stand-alone
/// `insertItems(at:)`…) asked for, in the order they were called. Nothing is applied while they are
/// recorded: as UIKit documents for `performBatchUpdates`, "the order in which you make calls … is
/// ignored"; deletions and reloads name index paths before the update, insertions after it, moves both.
package struct BatchUpdateRecord {
    /// An empty record.
    package init() {}

    package var deletedSections: [Int] = []
    package var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    package var movedSections: [(from: Int, to: Int)] = []
    package var deletedItems: [IndexPath] = []
    package var insertedItems: [IndexPath] = []
    package var reloadedItems: [IndexPath] = []
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }
}

/// An index path as `NSIndexPath.description` prints it in UIKit's messages, without the object
/// address (there is no Objective-C object here to print): `<NSIndexPath> {length = 2, path = 0 - 1}`.
package func indexPathDescription(_ indexPath: IndexPath) -> String {
    "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
}
