// A snapping carousel as UIKit answers commonly write it: a horizontal flow layout that rounds the
// current offset to an item and moves one item further in the direction of the swipe's velocity, and
// a controller that turns on fast deceleration and watches where the drag will end. Only the import
// line differs from the iOS original.
import UIKitCompat

class SnapToItemLayout: UICollectionViewFlowLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else {
            return super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        let parent = super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        let itemSpace = itemSize.width + minimumLineSpacing
        var currentItemIndex = round(collectionView.contentOffset.x / itemSpace)
        if velocity.x > 0 {
            currentItemIndex += 1
        } else if velocity.x < 0 {
            currentItemIndex -= 1
        }
        return CGPoint(x: currentItemIndex * itemSpace, y: parent.y)
    }
}

class SnapViewController: NSObject, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var targets: [CGPoint] = []
    var velocities: [CGPoint] = []
    var didEndDecelerating = false

    func viewDidLoad(frame: CGRect) {
        let layout = SnapToItemLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 10, height: 5)
        layout.minimumLineSpacing = 2
        layout.sectionInset = .zero
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.decelerationRate = UIScrollView.DecelerationRate.fast
        collectionView.isPagingEnabled = false
        collectionView.delegate = self
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        velocities.append(velocity)
        targets.append(targetContentOffset.pointee)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        didEndDecelerating = true
    }
}
