import Foundation

/// The traits of the environment a layout is computed in: the part of UIKit's `UITraitCollection`
/// that layouts read — the size classes and the display scale.
///
/// On a device's screen (`ScreenScaling.device`) the traits are the device's, as UIKit reports them
/// in portrait: an iPhone is compact wide and regular tall, an iPad regular both ways, and
/// `displayScale` is its pixels per point. At one point per cell a terminal has no device, so the
/// size classes come from the size in cells: `horizontalSizeClass` is `.regular` from
/// `regularWidth` (100) columns, `.compact` below — a standard 80-column terminal is compact like an
/// iPhone in portrait, a wide window regular like an iPad; `verticalSizeClass` is `.regular` from
/// `regularHeight` (24) rows, `.compact` below; `displayScale` is 1.
@preconcurrency @MainActor
public final class TraitCollection: NSObject {
    /// At one point per cell: the narrowest width, in columns, that is `.regular`.
    public static let regularWidth: CGFloat = 100
    /// At one point per cell: the lowest height, in rows, that is `.regular`.
    public static let regularHeight: CGFloat = 24

    public let horizontalSizeClass: UserInterfaceSizeClass
    public let verticalSizeClass: UserInterfaceSizeClass
    /// Pixels per point (UIKit's `displayScale`).
    public let displayScale: CGFloat

    /// Traits of the given size classes and display scale.
    public init(horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass, displayScale: CGFloat = 1) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    /// The traits of the screen as the window set it up: UIKit's `UITraitCollection.current` outside
    /// any trait override.
    public static var current: TraitCollection { TraitCollection(size: ScreenMetrics.bounds.size) }

    /// The traits of a view of `size` (points) on the current screen.
    convenience init(size: CGSize) {
        if let device = ScreenMetrics.device {
            self.init(horizontalSizeClass: device.horizontalSizeClass, verticalSizeClass: device.verticalSizeClass,
                      displayScale: device.displayScale)
        } else {
            self.init(horizontalSizeClass: size.width >= Self.regularWidth ? .regular : .compact,
                      verticalSizeClass: size.height >= Self.regularHeight ? .regular : .compact)
        }
    }
}
