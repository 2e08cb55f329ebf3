import Foundation

/// The animatable geometry of a view — center, size, alpha, 3D transform — the part of its layout
/// attributes an update animates (UIKit animates the same view properties when it applies attributes
/// inside its animation block).
struct ViewPresentation: Equatable {
    var center: CGPoint
    var size: CGSize
    var alpha: CGFloat
    /// The transform in both forms (a word while it is the identity, as it almost always is).
    var transform: SyncedTransform

    /// The 3D transform.
    var transform3D: CATransform3D {
        get { transform.threeD }
        set { transform.set3D(newValue) }
    }

    /// A view's geometry in the layout's space (a view mirrored right to left is mirrored back).
    @MainActor init(_ view: View) {
        center = view.center
        if let width = (view as? CollectionReusableView)?.layoutMirrorWidth { center.x = width - center.x }
        size = view.bounds.size
        alpha = view.alpha
        transform = view.syncedTransform
    }

    init(_ attributes: CollectionViewLayoutAttributes) {
        center = attributes.center
        size = attributes.size
        alpha = attributes.alpha
        transform = attributes.syncedTransform
    }

    /// The state `fraction` of the way from `self` to `other`. Transforms interpolate matrix entry by
    /// entry — exact for the scales and translations layouts use; Core Animation decomposes rotations,
    /// which a terminal's rasterized frames could not show apart.
    func interpolated(to other: ViewPresentation, fraction: CGFloat) -> ViewPresentation {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        var result = self
        result.center = CGPoint(x: mix(center.x, other.center.x), y: mix(center.y, other.center.y))
        result.size = CGSize(width: mix(size.width, other.size.width), height: mix(size.height, other.size.height))
        result.alpha = mix(alpha, other.alpha)
        guard !(transform.isIdentity && other.transform.isIdentity) else { return result }
        let a = transform3D, b = other.transform3D
        result.transform3D = CATransform3D(
            m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
            m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
            m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
            m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44))
        return result
    }

    /// Places `view`, mirrored into the collection view's space where it is shown right to left.
    @MainActor func apply(to view: View) {
        let width = (view as? CollectionReusableView)?.layoutMirrorWidth
        view.center = width.map { CGPoint(x: $0 - center.x, y: center.y) } ?? center
        view.bounds = CGRect(origin: view.bounds.origin, size: size)
        view.alpha = alpha
        view.placeTransform(transform)
    }
}
