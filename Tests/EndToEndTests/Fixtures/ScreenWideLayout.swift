import UIKit

/// Sizes its items from the screen in `init()`, as many apps' layouts do at launch.
class ScreenWideLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: UIScreen.main.bounds.width - 32, height: 64)
        sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
