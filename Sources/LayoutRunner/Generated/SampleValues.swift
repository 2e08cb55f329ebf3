import Foundation

/// Values a generated delegate answers with when a layout asks its own delegate protocol for a number
/// (a waterfall's item heights): they vary by index path, in a small repeating pattern, so the layout's
/// behaviour with uneven sizes shows, and the same index path always gets the same value.
public enum SampleValues {
    /// 3, 5, 4, 6, 3, 7, … cells: a length for the element at `indexPath`.
    public static func length(for indexPath: IndexPath) -> CGFloat {
        let pattern: [CGFloat] = [3, 5, 4, 6, 3, 7, 4, 5]
        let index = indexPath.count >= 2 ? indexPath.section * 3 + indexPath.item : 0
        return pattern[index % pattern.count]
    }

    /// A size of `length(for:)` in both directions, doubled in width (terminal cells are tall).
    public static func size(for indexPath: IndexPath) -> CGSize {
        let length = self.length(for: indexPath)
        return CGSize(width: length * 2 + 4, height: length)
    }
}
