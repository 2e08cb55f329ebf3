import Foundation
import TermCanvas
import TermCollectionView

extension Demo {
    /// Compositional layouts and lists, screen by screen, as in Apple's "Implementing Modern Collection Views".
    public static let modern = Demo(
        name: "modern",
        summary: "Compositional layouts: grids, columns, adaptive sections, badges, headers, backgrounds, lists; 0-9 l"
    ) { clock in
        ModernDemo.makeHost(clock: clock)
    }
}

/// Builds the modern demo as iOS 14 code builds a screen: a compositional layout, cell and
/// supplementary registrations, a data source that dequeues through them.
@MainActor
enum ModernDemo {
    static func makeHost(clock: FrameClock) -> CollectionViewHost {
        let dataSource = ModernDataSource()
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: ModernLayouts.grid())
        collectionView.dataSource = dataSource
        let host = CollectionViewHost(collectionView: collectionView, title: "modern", clock: clock)
        host.retainedObjects = [dataSource]
        host.statusMessage = ModernPage.grid.title
        let appearances: [CollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
        func show(_ page: ModernPage) {
            if page == .list && dataSource.page == .list {
                let next = (appearances.firstIndex(of: dataSource.listAppearance)! + 1) % appearances.count
                dataSource.listAppearance = appearances[next]
            }
            dataSource.page = page
            collectionView.collectionViewLayout = ModernLayouts.layout(for: page, listAppearance: dataSource.listAppearance)
            collectionView.reloadData()
            collectionView.contentOffset = .zero
            host.statusMessage = page == .list ? "list: .\(dataSource.listAppearance) (l again: next appearance)" : page.title
        }
        host.keyCommands = ModernPage.allCases.map { page in
            KeyCommand(input: page.key, title: page == .list ? "list; again: plain/grouped/insetGrouped/sidebar/sidebarPlain" : page.title) {
                show(page)
            }
        }
        return host
    }
}
