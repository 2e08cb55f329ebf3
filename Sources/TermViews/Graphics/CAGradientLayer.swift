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
    /// The type's name, as Core Animation spells it.
    public let rawValue: String
    /// Makes a type from Core Animation's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A gradient along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// A gradient in circles around `startPoint`, reaching `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// A gradient that sweeps around `startPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
