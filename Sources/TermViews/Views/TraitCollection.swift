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

    /// The width size class: a device's own, else `.regular` from `regularWidth` columns and `.compact` below.
    public let horizontalSizeClass: UserInterfaceSizeClass
    /// The height size class: a device's own, else `.regular` from `regularHeight` rows and `.compact` below.
    public let verticalSizeClass: UserInterfaceSizeClass
    /// Pixels per point (UIKit's `displayScale`).
    public let displayScale: CGFloat
    /// Light or dark: `.light`, the style UIKit's light-mode component values describe. Adaptive
    /// colours draw in the terminal's own colours, which follow its theme (see `Color`).
    public var userInterfaceStyle: UserInterfaceStyle { .light }
    /// The kind of device (UIKit's `userInterfaceIdiom`): the shown device's (`--device ipad-…` is
    /// `.pad`); `.phone` at one point per cell, where no device is shown.
    public var userInterfaceIdiom: UserInterfaceIdiom { UserInterfaceIdiom.current }
    /// The text size the user chose: the default (a terminal has one text size).
    public var preferredContentSizeCategory: ContentSizeCategory { .large }
    /// The layout direction of the app (`--right-to-left`).
    public var layoutDirection: TraitEnvironmentLayoutDirection {
        UserInterfaceLayoutDirection.app == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether `other` differs in anything colours depend on (never: the style is always light).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool { false }

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
    package convenience init(size: CGSize) {
        if let device = ScreenMetrics.device {
            self.init(horizontalSizeClass: device.horizontalSizeClass, verticalSizeClass: device.verticalSizeClass,
                      displayScale: device.displayScale)
        } else {
            self.init(horizontalSizeClass: size.width >= Self.regularWidth ? .regular : .compact,
                      verticalSizeClass: size.height >= Self.regularHeight ? .regular : .compact)
        }
    }
}

/// UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// UIKit's `UITraitEnvironmentLayoutDirection`.
public enum TraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// UIKit's `UIContentSizeCategory` (Dynamic Type sizes; the terminal has the default one).
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's identifier of the category, such as `"UICTContentSizeCategoryL"`.
    public let rawValue: String
    /// Makes a category from UIKit's identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The smallest text size.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// A small text size.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A medium text size.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default text size, the terminal's (`preferredContentSizeCategory`).
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// A large text size.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// A larger text size.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest text size outside the accessibility sizes.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// A medium accessibility text size.
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// A large accessibility text size.
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")

    /// Whether the category is one of the accessibility sizes (never the terminal's).
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}
