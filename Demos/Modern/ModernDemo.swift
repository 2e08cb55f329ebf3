import Foundation
import TermApp
import TermCanvas
import TermCollectionView

extension Demo {
    /// Compositional layouts and lists, screen by screen, as in Apple's "Implementing Modern Collection Views".
    public static let modern = Demo(
        name: "modern",
        summary: "Compositional layouts: grids, columns, adaptive sections, badges, headers, backgrounds, orthogonal sections, lists; 0-9 o l"
    ) {
        ModernViewController(collectionViewLayout: ModernLayouts.grid())
    }
}

/// The modern demo, built as iOS 14 code builds a screen: a compositional layout, cell and
/// supplementary registrations, a data source that dequeues through them; keys switch screens.
final class ModernViewController: CollectionViewController {
    private let modernDataSource = ModernDataSource()
    private let appearances: [CollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "modern"
        collectionView.dataSource = modernDataSource
        statusMessage = ModernPage.grid.title
        for page in ModernPage.allCases {
            let title = page == .list ? "list; again: plain/grouped/insetGrouped/sidebar/sidebarPlain" : page.title
            addKeyCommand(KeyCommand(input: page.key, title: title) { [unowned self] in self.show(page) })
        }
    }

    /// Switches to `page`; `l` on the list screen cycles the list appearances.
    private func show(_ page: ModernPage) {
        let dataSource = modernDataSource
        if page == .list && dataSource.page == .list,
           let current = appearances.firstIndex(of: dataSource.listAppearance) {
            dataSource.listAppearance = appearances[(current + 1) % appearances.count]
        }
        dataSource.page = page
        collectionView.collectionViewLayout = ModernLayouts.layout(for: page, listAppearance: dataSource.listAppearance)
        collectionView.reloadData()
        collectionView.contentOffset = .zero
        statusMessage = page == .list ? "list: .\(dataSource.listAppearance) (l again: next appearance)" : page.title
    }
}
