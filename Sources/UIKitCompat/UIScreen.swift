import Foundation
import TermApp

/// The display: UIKit's `UIScreen`, for layout code that sizes itself from the screen
/// (`UIScreen.main.bounds.width`) or rounds to pixels (`UIScreen.main.scale`). The terminal is the
/// one screen: `bounds` is its size in cells (the window's last size, `ScreenMetrics.bounds`), and a
/// cell is one point, so `scale` is 1 and pixel rounding rounds to whole cells.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The terminal. (Deprecated in iOS 16 in favour of a window scene's screen; still everywhere.)
    public static let main = UIScreen()

    /// The terminal's size in cells, origin zero.
    open var bounds: CGRect { ScreenMetrics.bounds }
    /// Equal to `bounds`: a cell is one pixel here.
    open var nativeBounds: CGRect { bounds }
    /// Points per pixel: 1.
    open var scale: CGFloat { 1 }
    /// Points per pixel of the physical screen: 1.
    open var nativeScale: CGFloat { 1 }
}
