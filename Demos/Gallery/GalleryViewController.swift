import Foundation
import TermApp
import TermCanvas
import TermCollectionView

/// The gallery's list — itself a collection view: a flow layout of full-width cells (sized by the
/// delegate, as UIKit lists are), one per demo, under a title header. ↑/↓ (or j/k) choose, Enter
/// pushes the demo on the navigation controller.
final class GalleryViewController: CollectionViewController, CollectionViewDelegateFlowLayout {
    static let cellIdentifier = "DemoCell"
    static let headerIdentifier = "GalleryHeader"

    let demos: [Demo]

    init(demos: [Demo]) {
        self.demos = demos
        let layout = CollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        layout.headerReferenceSize = CGSize(width: 0, height: 3)
        super.init(collectionViewLayout: layout)
        // Coming back from a demo keeps the demo chosen.
        clearsSelectionOnViewWillAppear = false
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "gallery"
        statusMessage = "↑↓ choose  Enter open  q quit"
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: Self.headerIdentifier)
        addKeyCommand(KeyCommand(inputs: [.down, .character("j"), .tab], keyLabel: "j ↓", title: "next demo") { [unowned self] in
            self.moveSelection(by: 1)
        })
        addKeyCommand(KeyCommand(inputs: [.up, .character("k"), .backTab], keyLabel: "k ↑", title: "previous demo") { [unowned self] in
            self.moveSelection(by: -1)
        })
        addKeyCommand(KeyCommand(inputs: [.enter], title: "open the demo") { [unowned self] in self.openSelected() })
    }

    /// The first appearance reloads the data (which clears the selection): choose the first demo then.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if collectionView.indexPathsForSelectedItems?.isEmpty ?? true {
            collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .none)
        }
    }

    private var selectedItem: Int {
        collectionView.indexPathsForSelectedItems?.first?.item ?? 0
    }

    private func moveSelection(by delta: Int) {
        let item = min(max(selectedItem + delta, 0), demos.count - 1)
        collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: .none)
        scrollSelectionIntoView(item)
    }

    private func scrollSelectionIntoView(_ item: Int) {
        let path = IndexPath(item: item, section: 0)
        guard let frame = collectionView.layoutAttributesForItem(at: path)?.frame else { return }
        if frame.minY < collectionView.contentOffset.y {
            collectionView.scrollToItem(at: path, at: .top, animated: false)
        } else if frame.maxY > collectionView.contentOffset.y + collectionView.bounds.height {
            collectionView.scrollToItem(at: path, at: .bottom, animated: false)
        }
    }

    private func openSelected() {
        navigationController?.pushViewController(demos[selectedItem].makeViewController(), animated: false)
    }

    /// A click on a demo is a tap: it selects the demo, then opens it, as a tap does in a UIKit list.
    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        openSelected()
    }

    // MARK: - Data source and flow layout delegate

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        demos.count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        cell.text = demos[indexPath.item].name
        cell.secondaryText = demos[indexPath.item].summary
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: max(10, collectionView.bounds.width - 2), height: 4)
    }

    override func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
        header.text = "TermCollectionView — demo gallery"
        return header
    }
}
