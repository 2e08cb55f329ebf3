import UIKit

/// Three 12×3 cells to a 36-column line, no spacing.
class PhotosLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 12, height: 3)
        minimumInteritemSpacing = 0
        minimumLineSpacing = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class PhotosViewController: UICollectionViewController {
    let photos = ["beach", "forest", "city", "desert", "lake", "harbour"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.text = photos[indexPath.item]
        return cell
    }
}
