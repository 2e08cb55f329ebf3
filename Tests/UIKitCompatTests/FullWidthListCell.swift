// The usual UIKit recipe for a list of full-width self-sizing cells in a flow layout: the cell keeps
// the proposed width and lets only its height follow the content. Only the import line differs from
// the iOS file.
import UIKitCompat

class FullWidthListCell: UICollectionViewCell {
    static let reuseIdentifier = "FullWidthListCell"

    var title: String? {
        didSet { text = title }
    }

    var subtitle: String? {
        didSet { secondaryText = subtitle }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title = nil
        subtitle = nil
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size.width = layoutAttributes.frame.size.width
        return attributes
    }
}
