import Foundation

/// An item on screen in a section, as the section's `visibleItemsInvalidationHandler` sees it:
/// UIKit's `NSCollectionLayoutVisibleItem`.
///
/// As in UIKit, `alpha`, `zIndex`, `isHidden`, `center`, `transform` and `transform3D` may be set
/// (they change the attributes the layout returns for the item in that query); `frame`, `bounds`,
/// `indexPath`, `name` and the element category are read-only. `frame` is in the section's own
/// coordinates, before an orthogonal section's scroll offset: the handler's `contentOffset` says
/// how far the section has scrolled, so `item.frame.midX - offset.x` is where the item is on screen.
@preconcurrency @MainActor
public protocol CollectionLayoutVisibleItem: AnyObject {
    /// The item's opacity; setting it changes the alpha of the attributes the query returns.
    var alpha: CGFloat { get set }
    /// The item's stacking order; setting it changes the attributes' `zIndex`.
    var zIndex: Int { get set }
    /// Whether the item is hidden; setting it hides the element in this query's attributes.
    var isHidden: Bool { get set }
    /// The item's centre in the section's coordinates; setting it moves the element.
    var center: CGPoint { get set }
    /// The item's affine transform; setting it changes the attributes' `transform`.
    var transform: CGAffineTransform { get set }
    /// The item's 3D transform; setting it changes the attributes' `transform3D`.
    var transform3D: CATransform3D { get set }
    /// The element kind for a supplementary or decoration view, the empty string for a cell.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame in the section's coordinates, before an orthogonal section's scroll offset.
    var frame: CGRect { get }
    /// The element's bounds: its size at the origin.
    var bounds: CGRect { get }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: CollectionView.ElementCategory { get }
    /// The element kind of a supplementary or decoration view; `nil` for a cell.
    var representedElementKind: String? { get }
}

/// Called with the section's visible items, its scroll offset and the layout environment before the
/// layout returns them: UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any CollectionLayoutVisibleItem], CGPoint, any CollectionLayoutEnvironment) -> Void

/// A visible item backed by the attributes a query is about to return; `offset` is the orthogonal
/// scroll offset already applied to those attributes, taken off again in the section's coordinates.
final class CompositionalVisibleItem: CollectionLayoutVisibleItem {
    let attributes: CollectionViewLayoutAttributes
    private let offset: CGPoint

    init(attributes: CollectionViewLayoutAttributes, offset: CGPoint) {
        self.attributes = attributes
        self.offset = offset
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x + offset.x, y: attributes.center.y + offset.y) }
        set { attributes.center = CGPoint(x: newValue.x - offset.x, y: newValue.y - offset.y) }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame.offsetBy(dx: offset.x, dy: offset.y) }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: CollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
