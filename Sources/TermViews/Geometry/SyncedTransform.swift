import Foundation

/// An affine transform and a 3D transform kept in sync, as UIKit keeps a view's and a layout
/// attributes' `transform` and `transform3D`: setting either sets the other (the affine projection
/// of a 3D transform; the 3D form of an affine one).
package struct SyncedTransform: Hashable, Sendable {
    /// The identity, in both forms.
    package init() {}

    package private(set) var affine: CGAffineTransform = .identity
    package private(set) var threeD: CATransform3D = CATransform3DIdentity
    /// Whether the plane z = 0 (a layer) maps through `affine` exactly: no perspective reaches it
    /// (`m14`, `m24` zero, `m44` one). A perspective `m34` alone does not: it shows once a rotation
    /// turns the layer out of its plane, which puts it into `m14`/`m24`.
    package private(set) var isFlatAffine = true

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
