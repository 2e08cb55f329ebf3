import Foundation

/// A layer that fills with a gradient: Core Animation's `CAGradientLayer`. Stored only — layers
/// added with `addSublayer` are not drawn (see `CALayer.sublayers`).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s).
    open var colors: [Any]?
    /// Where each colour sits, 0…1.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient.
    open var type = CAGradientLayerType.axial
}

/// UIKit's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
