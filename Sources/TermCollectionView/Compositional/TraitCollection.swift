import Foundation

/// The traits of the environment a layout is computed in: the part of UIKit's `UITraitCollection`
/// that compositional layouts read, the size classes.
///
/// A terminal has no device idiom, so the size classes come from the collection view's size in
/// cells: `horizontalSizeClass` is `.regular` from `regularWidth` (100) columns, `.compact` below —
/// a standard 80-column terminal is compact like an iPhone in portrait, a wide window regular like
/// an iPad; `verticalSizeClass` is `.regular` from `regularHeight` (24) rows, `.compact` below.
@preconcurrency @MainActor
public final class TraitCollection: NSObject {
    /// The narrowest width, in columns, that is `.regular`.
    public static let regularWidth: CGFloat = 100
    /// The lowest height, in rows, that is `.regular`.
    public static let regularHeight: CGFloat = 24

    public let horizontalSizeClass: UserInterfaceSizeClass
    public let verticalSizeClass: UserInterfaceSizeClass

    public init(horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The traits of a view of `size` cells.
    convenience init(size: CGSize) {
        self.init(horizontalSizeClass: size.width >= Self.regularWidth ? .regular : .compact,
                  verticalSizeClass: size.height >= Self.regularHeight ? .regular : .compact)
    }
}
