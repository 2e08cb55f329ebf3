import Foundation

/// A batch update waiting for its animations before its completion handler runs.
struct PendingBatchCompletion {
    var completion: ((Bool) -> Void)?
    var remaining = 0
    /// Set when one of its animations was cut short (a newer update took the view over, `reloadData()`).
    var interrupted = false
}

/// What a collection view keeps between batch updates and animation frames.
@MainActor
struct CollectionViewUpdateState {
    /// UIKit's batch updates take about 0.3 s. Apple does not document the figure; it is what
    /// developers measure and what UIKit uses for its own short view animations.
    static let animationDuration = 0.3

    /// The operations of the `performBatchUpdates` block being run (nested blocks share one).
    var record: BatchUpdateRecord?
    /// The item counts the running block started from.
    var countsBeforeUpdate: [Int] = []
    /// Whether the running block's start was the first time the counts were read (a new collection
    /// view, or one after `reloadData()`): then "before" may already include the change.
    var countsFirstReadByUpdate = false
    var depth = 0
    /// Completion handlers of nested `performBatchUpdates` calls, run with the outermost one's.
    var nestedCompletions: [(Bool) -> Void] = []
    /// Running animations by view.
    var animations: [ObjectIdentifier: ElementAnimation] = [:]
    /// Views that left the data or the screen and are drawn until their animation ends, oldest first.
    var disappearing: [(key: ElementKey, view: CollectionReusableView)] = []
    var completions: [Int: PendingBatchCompletion] = [:]
    var nextBatch = 0
    /// Set while a transition installs a layout without discarding the views on screen.
    var isInstallingLayout = false
    /// The interactive transition under way and its completion.
    var interactiveTransition: (layout: CollectionViewTransitionLayout, completion: ((Bool, Bool) -> Void)?)?
    /// The cell `reconfigureItems(at:)` is asking the data source about.
    var reconfiguring: (indexPath: IndexPath, cell: CollectionViewCell)?
    /// The last inconsistency an update raised.
    var latestInconsistency: InternalInconsistencyException?
}
