import Foundation
import TermCanvas

/// The main screen as the window last set it up: what `UIScreen.main` reports to UIKit code, and
/// which unit UIKit's defaults are given in.
///
/// UIKit's `UIScreen.main` is one process-wide screen; so is this. The window updates it whenever it
/// gets a size or a new `ScreenScaling`. Before any window has a size it is the terminal-sized
/// default: no bounds, one point per cell, no device.
@MainActor
public enum ScreenMetrics {
    /// The whole terminal, status line included, in points: origin zero.
    public private(set) static var bounds: CGRect = .zero
    /// Points per column and per row.
    public private(set) static var scale: ScreenScale = .cells
    /// The device shown, nil at one point per cell.
    public private(set) static var device: Device?

    /// Whether UIKit's defaults take UIKit's numbers in points (a device is shown) rather than
    /// terminal-sized ones (one point per cell).
    public static var usesPoints: Bool { device != nil }

    /// Pixels per point: the device's (`UIScreen.main.scale`, `traitCollection.displayScale`), 1 at
    /// one point per cell.
    public static var displayScale: CGFloat { device?.displayScale ?? 1 }

    /// Sets the screen up for a terminal of `size` cells shown with `scaling`.
    public static func update(size: CellSize, scaling: ScreenScaling) {
        let scale = scaling.scale(forColumns: size.width)
        self.scale = scale
        device = scaling.device
        bounds = scale.rect(of: CellRect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// Sets the screen up as `scaling` with no size yet, so views made before the window is shown
    /// (a controller built for it, a layout whose `init()` reads `UIScreen.main.bounds`) already get
    /// the defaults of its unit — and, on a device, the device's own screen as the bounds until the
    /// window has the terminal's size, as a layout made at launch on the phone sees it.
    public static func prepare(for scaling: ScreenScaling) {
        if scaling.device != device {
            device = scaling.device
            scale = scaling.device == nil ? .cells : scale
        }
        if bounds == .zero, let device { bounds = CGRect(origin: .zero, size: device.screenSize) }
    }
}
