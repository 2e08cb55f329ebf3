import Foundation

/// An affine transform and a 3D transform kept in sync, as UIKit keeps a view's and a layout
/// attributes' `transform` and `transform3D`: setting either sets the other (the affine projection
/// of a 3D transform; the 3D form of an affine one).
///
/// Almost every view and layout attributes object keeps the identity, so the identity is stored as
/// nothing: a word, made, copied and compared without touching the 176 bytes of the two transforms,
/// which live in a shared, immutable box only once something is transformed. (Every layout pass makes
/// and copies an attributes object per element; every frame reads each drawn view's `frame`.)
package struct SyncedTransform: Hashable, Sendable {
    /// The two forms of a transform other than the identity, and whether it is flat (see
    /// `isFlatAffine`). Immutable: a set makes a new one, so copies share it safely.
    @usableFromInline
    package final class Storage: Sendable {
        @usableFromInline let affine: CGAffineTransform
        @usableFromInline let threeD: CATransform3D
        @usableFromInline let isFlatAffine: Bool

        init(affine: CGAffineTransform, threeD: CATransform3D, isFlatAffine: Bool) {
            self.affine = affine
            self.threeD = threeD
            self.isFlatAffine = isFlatAffine
        }
    }

    /// The transform, or nil for the identity.
    @usableFromInline package private(set) var storage: Storage?

    /// The identity.
    @inlinable package init() {
        storage = nil
    }

    /// Whether this is the identity (both forms).
    @inlinable package var isIdentity: Bool { storage == nil }

    /// The affine form.
    @inlinable package var affine: CGAffineTransform {
        storage?.affine ?? CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The 3D form.
    @inlinable package var threeD: CATransform3D {
        storage?.threeD ?? CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                         m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Whether the plane z = 0 (a layer) maps through `affine` exactly: no perspective reaches it
    /// (`m14`, `m24` zero, `m44` one). A perspective `m34` alone does not: it shows once a rotation
    /// turns the layer out of its plane, which puts it into `m14`/`m24`.
    @inlinable package var isFlatAffine: Bool { storage?.isFlatAffine ?? true }

    package mutating func setAffine(_ transform: CGAffineTransform) {
        storage = transform.isIdentity ? nil
            : Storage(affine: transform, threeD: CATransform3DMakeAffineTransform(transform), isFlatAffine: true)
    }

    package mutating func set3D(_ transform: CATransform3D) {
        storage = CATransform3DIsIdentity(transform) ? nil
            : Storage(affine: CATransform3DGetAffineTransform(transform), threeD: transform,
                      isFlatAffine: transform.m14 == 0 && transform.m24 == 0 && transform.m44 == 1)
    }

    /// Equal when both are the identity, or both transforms are equal (the affine form follows the 3D).
    @inlinable package static func == (lhs: SyncedTransform, rhs: SyncedTransform) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (nil, nil): true
        case let (left?, right?): left === right || left.threeD == right.threeD
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(threeD)
    }
}
