import Foundation

/// The layout-related attributes of one element (cell, supplementary view or decoration view):
/// UIKit's `UICollectionViewLayoutAttributes`.
///
/// Plain data, deliberately not actor-isolated (UIKit-era code is Swift 5 code that sees UIKit's
/// actor annotations as preconcurrency; a main-actor attributes class would make a subclass's
/// `copy(with:)` touching its own properties fail to compile), so that a subclass written for UIKit —
/// extra stored properties, `override func copy(with:)` and `override func isEqual(_:)` — compiles
/// unchanged:
///
/// ```swift
/// final class ParallaxAttributes: CollectionViewLayoutAttributes {
///     var parallax: CGAffineTransform = .identity
///     override func copy(with zone: NSZone? = nil) -> Any {
///         let copy = super.copy(with: zone) as! ParallaxAttributes
///         copy.parallax = parallax
///         return copy
///     }
///     override func isEqual(_ object: Any?) -> Bool {
///         guard let other = object as? ParallaxAttributes else { return false }
///         return other.parallax == parallax && super.isEqual(object)
///     }
/// }
/// ```
///
/// Geometry follows UIView: the attributes store `center`, `size` and `transform`; `frame` reads as the
/// bounding box of the transformed bounds about `center`, so a sticky header moved by a transform is
/// still found by `frame.intersects(rect)`. Setting `transform` keeps `center` and `size`.
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's center, in collection-view content coordinates.
    open var center: CGPoint = .zero { didSet { generation &+= 1 } }
    /// The element's untransformed size.
    open var size: CGSize = .zero { didSet { generation &+= 1 } }
    /// The element's transform, applied about `center`. Setting it sets `transform3D` to the same
    /// transform (`CATransform3DMakeAffineTransform`), as UIKit keeps the two in sync.
    open var transform: CGAffineTransform {
        get { transforms.affine }
        set { transforms.setAffine(newValue) }
    }

    /// The element's 3D transform, applied about `center` (UIKit applies it to the view's layer).
    /// Setting it sets `transform` to its affine part (`CATransform3DGetAffineTransform`); `frame` and
    /// drawing project the element through the whole transform, perspective included: a scale or a
    /// rotation about the z axis draws as on iOS, a rotation about x or y as its projection (with an
    /// `m34` perspective, its far edge recedes), drawn as the projection's bounding box. Depth alone
    /// (a z translation without perspective) changes nothing on screen.
    open var transform3D: CATransform3D {
        get { transforms.threeD }
        set { transforms.set3D(newValue) }
    }

    private var transforms = SyncedTransform() { didSet { generation &+= 1 } }
    /// Both transforms at once, without building either (the collection view places its views by it).
    package final var syncedTransform: SyncedTransform { transforms }
    /// Opacity: 0 hides the element, values between 0 and 1 dim it.
    open var alpha: CGFloat = 1 { didSet { generation &+= 1 } }
    /// Drawing order: higher values draw on top of lower ones.
    open var zIndex: Int = 0 { didSet { generation &+= 1 } }
    /// Whether the element is hidden.
    open var isHidden: Bool = false { didSet { generation &+= 1 } }
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0) { didSet { generation &+= 1 } }
    /// Whether these attributes describe a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: CollectionView.ElementCategory = .cell { didSet { generation &+= 1 } }
    /// The kind of supplementary or decoration view; `nil` for cells.
    open private(set) var representedElementKind: String? { didSet { generation &+= 1 } }

    /// Counts changes to the properties this class declares: the collection view remembers it with
    /// what it checked or applied, so plain attributes handed back unchanged (a layout's cached
    /// objects) are not validated and compared again every pass. A subclass's own properties are not
    /// counted; the collection view compares subclasses with `isEqual(_:)` every time.
    private(set) var generation: UInt = 0
    /// The collection view, `generation` and data version at which these attributes last passed the
    /// collection view's validation (see `CollectionView+Validation`).
    var validatedAt: (collectionView: ObjectIdentifier, generation: UInt, dataVersion: UInt)?

    /// Creates attributes for a cell at index path (0, 0); the three factory initializers below are
    /// what layouts call.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`. Creates an instance of the class it is called on, so
    /// `MyAttributes(forCellWith:)` returns a `MyAttributes`.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (header, footer, …) of `elementKind` at `indexPath`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        self.representedElementCategory = .decorationView
        self.representedElementKind = decorationViewKind
    }

    /// The element's bounding box in content coordinates: its bounds transformed about `center`.
    /// Setting it sets `center` and `size`.
    open var frame: CGRect {
        get {
            // Each property read once: a layout pass reads every element's frame several times.
            let center = self.center, size = self.size
            let untransformed = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                       width: size.width, height: size.height)
            guard !transforms.isIdentity else { return untransformed }
            let transform = transforms.affine
            guard !transform.isIdentity || !transforms.isFlatAffine else { return untransformed }
            let local = CGRect(origin: .zero, size: size).offsetBy(dx: -size.width / 2, dy: -size.height / 2)
            let transformed = transforms.isFlatAffine ? local.applying(transform)
                : transforms.threeD.projectedBoundingBox(of: local) ?? local.applying(transform)
            return transformed.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            size = newValue.size
        }
    }

    /// The element's bounds: origin zero, `size`. Setting it changes `size` only.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// A copy of the same class with every property copied; subclasses add their own properties.
    /// `copy(with: nil)`, without the run-time cast to `NSCopying` that `NSObject.copy()` makes (the
    /// collection view copies attributes for every view it applies them to).
    open override func copy() -> Any {
        copy(with: nil)
    }

    /// A copy of the same class (a subclass must copy its own properties in an override) with every attribute copied.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transforms = transforms
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Equal when the class and every property match. The collection view re-applies attributes to a
    /// view only when they are not equal to the ones it applied last, as UIKit does — so subclasses
    /// with extra properties must compare them here.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return hasEqualBaseValues(other)
    }

    /// `isEqual(_:)` for the collection view's own comparisons: plain attributes are compared without
    /// the cast from `Any?` (a dynamic cast per visible element per pass); a subclass's `isEqual(_:)`
    /// is always called, as UIKit calls it.
    final func isEquivalent(to other: CollectionViewLayoutAttributes) -> Bool {
        if type(of: self) == CollectionViewLayoutAttributes.self && type(of: other) == CollectionViewLayoutAttributes.self {
            return hasEqualBaseValues(other)
        }
        return isEqual(other)
    }

    /// Whether the properties this class declares are equal.
    private func hasEqualBaseValues(_ other: CollectionViewLayoutAttributes) -> Bool {
        other.center == center && other.size == size && other.transforms == transforms
            && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.indexPath == indexPath
            && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        let transform = CATransform3DIsIdentity(transform3D) ? "" : "; transform3D: \(transform3D)"
        return "<\(type(of: self)) \(representedElementCategory);\(kind) indexPath: [\(indexPath.section), \(indexPath.item)]; frame: \(frame)\(transform); zIndex: \(zIndex)\(alpha < 1 ? "; alpha: \(alpha)" : "")\(isHidden ? "; hidden" : "")>"
    }
}
