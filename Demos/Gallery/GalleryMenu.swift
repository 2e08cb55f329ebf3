import Foundation
import TermCanvas
import TermCollectionView

/// The gallery's list: a flow layout of full-width cells (sized by the delegate, as UIKit lists are), one per demo, under a title header.
@MainActor
enum GalleryMenu {
    static let cellIdentifier = "DemoCell"
    static let headerIdentifier = "GalleryHeader"

    static func makeHost(demos: [Demo], clock: FrameClock) -> CollectionViewHost {
        let layout = CollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        layout.headerReferenceSize = CGSize(width: 0, height: 3)
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: cellIdentifier)
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: headerIdentifier)
        let dataSource = GalleryDataSource(demos: demos)
        collectionView.dataSource = dataSource
        collectionView.delegate = dataSource
        let host = CollectionViewHost(collectionView: collectionView, title: "gallery", clock: clock)
        host.retainedObjects = [dataSource]
        host.statusMessage = "↑↓ choose  Enter open  q quit"
        return host
    }
}

@MainActor
final class GalleryDataSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let demos: [Demo]

    init(demos: [Demo]) {
        self.demos = demos
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        demos.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: GalleryMenu.cellIdentifier, for: indexPath)
        cell.text = demos[indexPath.item].name
        cell.secondaryText = demos[indexPath.item].summary
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: max(10, collectionView.bounds.width - 2), height: 4)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: GalleryMenu.headerIdentifier, for: indexPath)
        header.text = "TermCollectionView — demo gallery"
        return header
    }
}
