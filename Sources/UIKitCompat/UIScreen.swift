import Foundation
import TermApp
import TermCollectionView

/// The display: UIKit's `UIScreen`, for layout code that sizes itself from the screen
/// (`UIScreen.main.bounds.width`) or rounds to pixels (`UIScreen.main.scale`). The terminal is the
/// one screen, as the window last set it up (`ScreenMetrics`): `bounds` is the whole terminal in
/// points — a device's width (`tcv run --device`) and as many points tall as the terminal's rows
/// hold at that scale, or one point per cell (`--cells`) — and `scale` is the device's pixels per
/// point (1 at one point per cell, so pixel rounding rounds to whole cells).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The terminal. (Deprecated in iOS 16 in favour of a window scene's screen; still everywhere.)
    public static let main = UIScreen()

    /// The terminal in points, origin zero.
    open var bounds: CGRect { ScreenMetrics.bounds }
    /// `bounds` in pixels: its size times `scale`, as UIKit's portrait `nativeBounds`.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// Pixels per point: the device's (3 on the iPhones listed by `tcv run --help`, 2 on the iPads),
    /// 1 at one point per cell.
    open var scale: CGFloat { ScreenMetrics.displayScale }
    /// Pixels per point of the physical screen: `scale`.
    open var nativeScale: CGFloat { scale }
    /// The traits of the whole screen: the device's size classes and display scale.
    open var traitCollection: UITraitCollection { TraitCollection.current }
}

/// The iOS SDK's name for `SystemDevice` (`UIDevice.current`).
public typealias UIDevice = SystemDevice

/// The iOS SDK's name for `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom

/// The iOS SDK's name for `SystemDevice.Orientation`.
public typealias UIDeviceOrientation = SystemDevice.Orientation
