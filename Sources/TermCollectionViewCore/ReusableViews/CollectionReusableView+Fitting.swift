import Foundation
import TermCanvas

/// The size the default drawing needs: a terminal view knows its content's display width.
extension CollectionReusableView {
    /// The points that the columns and rows `text` and `secondaryText` take as `drawText(in:inset:)`
    /// lays them out: with a border, one column of border and one of padding on each side and one row
    /// of border above and below; without, the text alone.
    func contentFittingSize(category: CollectionView.ElementCategory) -> CGSize {
        let lines = [text, secondaryText].compactMap { $0 }
        let textWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let hasBorder = (borderStyle ?? Self.defaultBorder(for: category)) != nil
        let frameColumns = hasBorder ? 4 : 0
        let frameRows = hasBorder ? 2 : 0
        return ScreenMetrics.scale.size(columns: textWidth + frameColumns, rows: lines.count + frameRows)
    }
}
