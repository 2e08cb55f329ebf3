import Foundation
import TermApp
import TermCollectionView

/// What `tcv run --watch` keeps of the screen when a rebuilt program takes over: the scrolled
/// collection view's offset, its selection and its focus. The program that makes way saves it; the
/// rebuilt one restores it on its first frame, where the index paths still exist in its data.
struct WatchedScreenState: Codable, Equatable {
    var contentOffset: [Double]
    var selected: [[Int]]
    var focused: [Int]?

    init(contentOffset: [Double], selected: [[Int]], focused: [Int]?) {
        self.contentOffset = contentOffset
        self.selected = selected
        self.focused = focused
    }

    /// The state of the collection view the window's visible screen scrolls; nil without one.
    @MainActor
    init?(window: Window) {
        guard let collectionView = Self.collectionView(in: window) else { return nil }
        contentOffset = [Double(collectionView.contentOffset.x), Double(collectionView.contentOffset.y)]
        selected = (collectionView.indexPathsForSelectedItems ?? []).map { Array($0) }
        focused = collectionView.indexPathForFocusedItem.map { Array($0) }
    }

    /// Puts the state back on the window's collection view, laid out for the window's size: the offset
    /// kept within the content (the edit may have shortened it), items that still exist selected and
    /// focused.
    @MainActor
    func restore(in window: Window) {
        guard let collectionView = Self.collectionView(in: window), contentOffset.count == 2 else { return }
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = collectionView.clampedToContent(CGPoint(x: contentOffset[0], y: contentOffset[1]))
        for path in selected.map(IndexPath.init(indexes:)) where Self.exists(path, in: collectionView) {
            collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        }
        if let focused { collectionView.restoreFocus(to: IndexPath(indexes: focused)) }
        collectionView.layoutIfNeeded()
    }

    static func load(from path: String) -> WatchedScreenState? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(WatchedScreenState.self, from: data)
    }

    /// Writes the state; when it cannot be written the rebuilt program starts at the top, which is
    /// all that is lost.
    func save(to path: String) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        _ = FileManager.default.createFile(atPath: path, contents: data)
    }

    @MainActor
    private static func collectionView(in window: Window) -> CollectionView? {
        window.visibleViewController.drivenCollectionView
    }

    @MainActor
    private static func exists(_ path: IndexPath, in collectionView: CollectionView) -> Bool {
        path.count == 2 && path.section < collectionView.numberOfSections
            && path.item < collectionView.numberOfItems(inSection: path.section)
    }
}
