import Foundation

// CoreGraphics' comparison methods that UIKit-era layout code still calls (`CGSizeEqualToSize` and
// friends, imported into Swift as `equalTo(_:)`). swift-corelibs-foundation has `CGRect.divided(atDistance:from:)`
// and `CGRectEdge` but not these, so they are added here. Each is the struct's `==`, which Foundation
// defines as CoreGraphics does: rectangles compare standardized, so a negative size equals its
// standardized form (`CGRectEqualToRect`), on Linux as on iOS.
#if !canImport(CoreGraphics)
extension CGPoint {
    /// Whether both coordinates are equal (CoreGraphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool {
        self == point2
    }
}

extension CGSize {
    /// Whether both dimensions are equal (CoreGraphics' `CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool {
        self == size2
    }
}

extension CGRect {
    /// Whether the two rectangles cover the same area: their standardized forms are equal, so a
    /// rectangle given with a negative width equals the same area given with a positive one
    /// (CoreGraphics' `CGRectEqualToRect`).
    public func equalTo(_ rect2: CGRect) -> Bool {
        self == rect2
    }
}
#endif
