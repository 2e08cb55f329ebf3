import Foundation

/// A view's content hugging and compression resistance priorities, per axis (UIKit's defaults:
/// 250 and 750). Stored only: the Auto Layout subset solved here takes an open size from the
/// intrinsic content size without weighing priorities (see `View+AutoLayout.swift`).
struct ContentPriorities {
    var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
}

extension View {
    /// How strongly the view resists growing past its intrinsic size along `axis` (stored only).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        contentPriorities.hugging[axis.rawValue]
    }

    /// Sets the hugging priority along `axis` (stored only).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        contentPriorities.hugging[axis.rawValue] = priority
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (stored only).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        contentPriorities.compressionResistance[axis.rawValue]
    }

    /// Sets the compression resistance along `axis` (stored only).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        contentPriorities.compressionResistance[axis.rawValue] = priority
    }

    /// The smallest size fitting the constraints, for `systemLayoutSizeFitting(_:)` (UIKit's constant).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size fitting the constraints (UIKit's constant).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The layout direction of a view with `attribute` in an app running `UserInterfaceLayoutDirection.app`
    /// (UIKit's `UIView.userInterfaceLayoutDirection(for:)`).
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: UserInterfaceLayoutDirection.app
        }
    }
}
