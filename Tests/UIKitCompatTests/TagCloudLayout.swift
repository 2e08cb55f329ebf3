// A "chips" / tag-cloud screen as written for UIKit: self-sizing cells
// (estimatedItemSize = .automaticSize) in a left-aligned flow layout that overrides both
// layoutAttributesForElements(in:) and layoutAttributesForItem(at:), in the shape of the well-known
// UICollectionViewLeftAlignedLayout. Only the import line differs from the iOS file.
import UIKitCompat

class LeftAlignedFlowLayout: UICollectionViewFlowLayout {

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.map { attribute in
            guard attribute.representedElementCategory == .cell else { return attribute }
            return layoutAttributesForItem(at: attribute.indexPath) ?? attribute
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes,
              let collectionView = collectionView else { return nil }
        let insets = sectionInset
        guard indexPath.item > 0 else {
            attributes.frame.origin.x = insets.left
            return attributes
        }
        let previousIndexPath = IndexPath(item: indexPath.item - 1, section: indexPath.section)
        guard let previousFrame = layoutAttributesForItem(at: previousIndexPath)?.frame else { return attributes }
        let lineFrame = CGRect(x: insets.left, y: attributes.frame.origin.y,
                               width: collectionView.bounds.width - insets.left - insets.right,
                               height: attributes.frame.height)
        if lineFrame.intersects(previousFrame) {
            attributes.frame.origin.x = previousFrame.maxX + minimumInteritemSpacing
        } else {
            attributes.frame.origin.x = insets.left
        }
        return attributes
    }
}

class TagCell: UICollectionViewCell {
    static let reuseIdentifier = "TagCell"

    var tagName: String? {
        didSet { text = tagName }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        tagName = nil
    }
}

class TagsViewController: NSObject, UICollectionViewDataSource {
    let tags: [String]
    let collectionView: UICollectionView

    init(tags: [String], frame: CGRect) {
        self.tags = tags
        let layout = LeftAlignedFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        layout.sectionInset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return tags.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.reuseIdentifier, for: indexPath) as! TagCell
        cell.tagName = tags[indexPath.item]
        return cell
    }
}
