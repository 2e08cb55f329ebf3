// A layout file as written for UIKit: two columns sized from `UIScreen.main.bounds`, pixel rounding
// with `UIScreen.main.scale`, and a decoration colour picked with Xcode's colour literal. Only the
// import line differs from the iOS file.
import UIKitCompat

class ScreenSizedLayout: UICollectionViewFlowLayout {
    static let stripeColor = #colorLiteral(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)

    override func prepare() {
        let width = UIScreen.main.bounds.width
        let scale = UIScreen.main.scale
        let column = floor((width - 1) / 2 * scale) / scale
        itemSize = CGSize(width: column, height: 3)
        minimumInteritemSpacing = 1
        minimumLineSpacing = 0
        super.prepare()
    }
}
