import UIKit

class Cell: UICollectionViewCell {}
