import Foundation
import TermCanvas
import TermCollectionView

/// The demo gallery — itself a collection view: one cell per demo; ↑/↓ (or j/k) choose, Enter opens
/// the demo, `q` in a demo comes back here, `q` here quits.
@MainActor
public final class GalleryApp: TerminalApp {
    private let demos: [Demo]
    private let clock: FrameClock
    private let menu: CollectionViewHost
    private var screenSize = CellSize(width: 0, height: 0)
    /// The demo on screen, if one is open.
    public private(set) var openDemo: CollectionViewHost?

    public init(demos: [Demo] = DemoCatalog.all, clock: FrameClock) {
        self.demos = demos
        self.clock = clock
        self.menu = GalleryMenu.makeHost(demos: demos, clock: clock)
        menu.keyCommands = [
            KeyCommand(inputs: [.down, .character("j"), .tab], keyLabel: "j ↓", title: "next demo") { [unowned self] in self.moveSelection(by: 1) },
            KeyCommand(inputs: [.up, .character("k"), .backTab], keyLabel: "k ↑", title: "previous demo") { [unowned self] in self.moveSelection(by: -1) },
            KeyCommand(inputs: [.enter], title: "open the demo") { [unowned self] in self.openSelected() },
        ]
        menu.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .none)
    }

    public var isFinished: Bool { menu.isFinished }
    public var isAnimating: Bool { openDemo?.isAnimating ?? menu.isAnimating }
    public var changesWithTime: Bool { openDemo?.changesWithTime ?? menu.changesWithTime }
    public var nextTickTime: Double? {
        if let openDemo { return openDemo.nextTickTime }
        return menu.nextTickTime
    }
    public var exitStatus: Int32 { 0 }

    public func setScreenSize(_ size: CellSize) {
        screenSize = size
        menu.setScreenSize(size)
        openDemo?.setScreenSize(size)
    }

    public func handle(_ event: InputEvent) {
        if let openDemo {
            openDemo.handle(event)
            if openDemo.isFinished { self.openDemo = nil }
        } else {
            menu.handle(event)
        }
    }

    public func tick() {
        (openDemo ?? menu).tick()
    }

    public func render(into canvas: inout Canvas) {
        (openDemo ?? menu).render(into: &canvas)
    }

    private var selectedItem: Int {
        menu.collectionView.indexPathsForSelectedItems?.first?.item ?? 0
    }

    private func moveSelection(by delta: Int) {
        let item = min(max(selectedItem + delta, 0), demos.count - 1)
        menu.collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: .none)
        scrollSelectionIntoView(item)
    }

    private func scrollSelectionIntoView(_ item: Int) {
        let collectionView = menu.collectionView
        let path = IndexPath(item: item, section: 0)
        guard let frame = collectionView.layoutAttributesForItem(at: path)?.frame else { return }
        if frame.minY < collectionView.contentOffset.y {
            collectionView.scrollToItem(at: path, at: .top, animated: false)
        } else if frame.maxY > collectionView.contentOffset.y + collectionView.bounds.height {
            collectionView.scrollToItem(at: path, at: .bottom, animated: false)
        }
    }

    private func openSelected() {
        let host = demos[selectedItem].makeHost(clock)
        host.setScreenSize(screenSize)
        openDemo = host
    }
}
