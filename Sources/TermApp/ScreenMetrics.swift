import Foundation
import TermCanvas

/// The terminal screen's size in cells, as the window last saw it: what `UIScreen.main.bounds`
/// reports to UIKit code (`UIScreen` in UIKitCompat). Zero until a window has a size.
@MainActor
public enum ScreenMetrics {
    /// The whole terminal, status line included: origin zero, one unit per cell.
    public internal(set) static var bounds: CGRect = .zero

    static func update(_ size: CellSize) {
        bounds = CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(size.height))
    }
}
