import UIKit

/// A photo grid as an iOS app writes it, in points: three square photos across the screen with
/// 2-point gaps, a 60-point header above each album. Selecting a photo names it in the title; a
/// photo can be dragged to another place.
final class PhotoGridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private var photos = (0..<3).map { album in (0..<12).map { "\(album)-\($0)" } }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.headerReferenceSize = CGSize(width: 0, height: 60)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "album")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { photos.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos[section].count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.text = photos[indexPath.section][indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "album", for: indexPath)
        header.text = "Album \(indexPath.section + 1)"
        return header
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - 4) / 3
        return CGSize(width: side, height: side)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        title = "Photo \(photos[indexPath.section][indexPath.item])"
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let photo = photos[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        photos[destinationIndexPath.section].insert(photo, at: destinationIndexPath.item)
        title = "Moved \(photo) to \(destinationIndexPath.item)"
    }
}
