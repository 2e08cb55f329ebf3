import UIKit

class PhotosLayout: UICollectionViewFlowLayout {}

class PhotosViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }
}
