import Foundation

/// An affine transform and a 3D transform kept in sync, as UIKit keeps a view's and a layout
/// attributes' `transform` and `transform3D`: setting either sets the other (the affine projection
/// of a 3D transform; the 3D form of an affine one).
struct SyncedTransform: Hashable, Sendable {
    private(set) var affine: CGAffineTransform = .identity
    private(set) var threeD: CATransform3D = CATransform3DIdentity

    mutating func setAffine(_ transform: CGAffineTransform) {
        affine = transform
        threeD = CATransform3DMakeAffineTransform(transform)
    }

    mutating func set3D(_ transform: CATransform3D) {
        threeD = transform
        affine = CATransform3DGetAffineTransform(transform)
    }
}
