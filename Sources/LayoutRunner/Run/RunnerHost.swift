import TermCanvas
import TermCollectionView

/// The one place a `tcv run` program builds its screen around a collection view: the hosting layer
/// (`CollectionViewHost`, with its status line, help and scroll keys) wrapped in the inspector.
/// When the UIKit-shaped app layer (window, view controllers) lands, this is the seam to switch: a
/// controller's program then hands its controller to the window instead of its collection view to a host.
@MainActor
enum RunnerHost {
    static func makeApp(collectionView: CollectionView, title: String, retaining objects: [AnyObject],
                        clock: FrameClock) -> InspectorApp {
        let host = CollectionViewHost(collectionView: collectionView, title: title, clock: clock)
        host.retainedObjects = objects
        return InspectorApp(host: host)
    }
}
