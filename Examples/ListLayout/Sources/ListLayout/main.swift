import UIKitCompat   // UIKit's names: UICollectionViewLayout, UICollectionViewController, …
import TermCurses    // the terminal run loop

final class ListLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        guard cache.isEmpty, let collectionView else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item * 3), width: collectionView.bounds.width, height: 3)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count * 3))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if newBounds.size != collectionView?.bounds.size { cache = []; return true }
        return false
    }
}

final class NumbersViewController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "list"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        1_000
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = "item \(indexPath.item)"
        return cell
    }
}

// Runs until `q`, restoring the terminal on every exit path.
exit(try TerminalRunLoop.run(UIWindow(rootViewController: NumbersViewController(collectionViewLayout: ListLayout()))))
