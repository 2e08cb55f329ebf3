import Foundation
import TermCollectionView

/// Values a generated delegate answers with when a layout asks its own delegate protocol for a number
/// (a waterfall's item heights): they vary by index path, in a small repeating pattern, so the layout's
/// behaviour with uneven sizes shows, and the same index path always gets the same value.
///
/// On a device's screen they are points the size of photos in a phone's grid (60 … 140); at one point
/// per cell they are terminal-sized (3 … 7).
public enum SampleValues {
    /// 3, 5, 4, 6, 3, 7, … times the unit (20 points, or one cell): a length for the element at
    /// `indexPath`.
    public static func length(for indexPath: IndexPath) -> CGFloat {
        let pattern: [CGFloat] = [3, 5, 4, 6, 3, 7, 4, 5]
        let index = indexPath.count >= 2 ? indexPath.section * 3 + indexPath.item : 0
        return pattern[index % pattern.count] * unit
    }

    /// A size for the element at `indexPath`: in points, `length(for:)` tall and 40 points wider;
    /// at one point per cell, twice as wide plus 4 columns (terminal cells are tall).
    public static func size(for indexPath: IndexPath) -> CGSize {
        let length = self.length(for: indexPath)
        return unit == 1 ? CGSize(width: length * 2 + 4, height: length) : CGSize(width: length + 40, height: length)
    }

    /// Points per step of the pattern. The generated program calls the delegate on the main thread,
    /// where the screen's unit is read; the protocol it conforms to is the user's, so not isolated.
    private static var unit: CGFloat {
        MainActor.assumeIsolated { ScreenMetrics.usesPoints ? 20 : 1 }
    }
}
