import Foundation

/// An affine transform and a 3D transform kept in sync, as UIKit keeps a view's and a layout
/// attributes' `transform` and `transform3D`: setting either sets the other (the affine projection
/// of a 3D transform; the 3D form of an affine one).
package struct SyncedTransform: Hashable, Sendable {
    /// The identity, in both forms. (Inlinable and spelled out, not the global identities: every
    /// layout attributes object the collection view copies starts with one.)
    @inlinable package init() {
        affine = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        threeD = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                               m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        isFlatAffine = true
    }

    /// The identity, made once: copying it costs less than making one, for each of the hundreds of
    /// layout attributes a layout pass makes in the module above.
    package static let identity = SyncedTransform()

    @usableFromInline package private(set) var affine: CGAffineTransform
    @usableFromInline package private(set) var threeD: CATransform3D
    /// Whether the plane z = 0 (a layer) maps through `affine` exactly: no perspective reaches it
    /// (`m14`, `m24` zero, `m44` one). A perspective `m34` alone does not: it shows once a rotation
    /// turns the layer out of its plane, which puts it into `m14`/`m24`.
    @usableFromInline package private(set) var isFlatAffine: Bool

    package mutating func setAffine(_ transform: CGAffineTransform) {
        affine = transform
        threeD = CATransform3DMakeAffineTransform(transform)
        isFlatAffine = true
    }

    package mutating func set3D(_ transform: CATransform3D) {
        threeD = transform
        affine = CATransform3DGetAffineTransform(transform)
        isFlatAffine = transform.m14 == 0 && transform.m24 == 0 && transform.m44 == 1
    }
}
