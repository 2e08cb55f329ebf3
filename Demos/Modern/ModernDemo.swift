import Foundation
import TermApp
import TermCanvas
import TermCollectionView

extension Demo {
    /// Compositional layouts and lists, screen by screen, as in Apple's "Implementing Modern Collection Views".
    public static let modern = Demo(
        name: "modern",
        summary: "Compositional layouts: grids, columns, adaptive sections, badges, headers, backgrounds, orthogonal sections, lists, an outline; 0-9 o l t"
    ) {
        ModernViewController(collectionViewLayout: ModernLayouts.grid())
    }
}

/// The modern demo, built as iOS 14 code builds a screen: a compositional layout, cell and
/// supplementary registrations, a data source that dequeues through them; keys switch screens.
final class ModernViewController: CollectionViewController {
    private let modernDataSource = ModernDataSource()
    private let outline = ModernOutline()
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
        addKeyCommand(KeyCommand(input: "t", title: "outline: section snapshot; Enter/click on a ▸ row expands it") { [unowned self] in
            self.showOutline()
        })
    }

    /// The outline screen: a diffable data source takes over until another screen is shown.
    private func showOutline() {
        collectionView.collectionViewLayout = ModernOutline.layout
        // ↑/↓ move the focus here (the other screens scroll with them), so Enter has a row to tap.
        collectionView.allowsFocus = true
        outline.install(on: collectionView)
        collectionView.contentOffset = .zero
        statusMessage = "outline: Enter on a ▸/▾ row expands or collapses it"
    }

    /// Switches to `page`; `l` on the list screen cycles the list appearances.
    private func show(_ page: ModernPage) {
        let dataSource = modernDataSource
        if page == .list && dataSource.page == .list,
           let current = appearances.firstIndex(of: dataSource.listAppearance) {
            dataSource.listAppearance = appearances[(current + 1) % appearances.count]
        }
        dataSource.page = page
        collectionView.dataSource = dataSource
        collectionView.allowsFocus = false
        collectionView.collectionViewLayout = ModernLayouts.layout(for: page, listAppearance: dataSource.listAppearance)
        collectionView.reloadData()
        collectionView.contentOffset = .zero
        statusMessage = page == .list ? "list: .\(dataSource.listAppearance) (l again: next appearance)" : page.title
    }
}
