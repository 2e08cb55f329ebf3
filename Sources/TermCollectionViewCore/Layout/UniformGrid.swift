import Foundation

/// The items of a section whose items all have one size, as pure arithmetic: O(1) numbers however
/// many items there are.
///
/// Lines hold `itemsPerLine` items: as many as fit whole between the section insets with at least
/// `minimumInteritemSpacing` between them (at least one, even if it does not fit). The space left
/// over is spread into the gaps, so the first item touches the leading inset and the last of a full
/// line the trailing one; UIKit documents that the inter-item spacing "may be adjusted upward" after
/// the number of items per line is determined (UICollectionViewFlowLayout.minimumInteritemSpacing).
///
/// The last line keeps the columns of a full line instead of being left-aligned with the minimum
/// spacing: UIKit lays uniform items out "like they would have been placed on a full row"
/// (PSTCollectionView's PSTGridLayoutRow, a reimplementation of UIKit's flow layout), and only
/// non-uniform sections get a left-aligned last line (openradar 20825965, steipete:
/// "UICollectionViewFlowLayout's last row is left-aligned by default if items have a non-uniform
/// height"). A line that can only ever hold one item centers it, as UIKit centers any item alone on
/// its line (Stack Overflow, "Left Align Cells in UICollectionView": "if an item ended up on a line by
/// itself, it would be centered by the flow layout").
package struct UniformGrid: Sendable {
    let itemCount: Int
    let itemScrollLength: CGFloat
    let itemCrossLength: CGFloat
    let itemsPerLine: Int
    let lineCount: Int
    /// Distance between the starts of consecutive lines.
    let linePitch: CGFloat
    /// Cross position of the first column.
    let firstCross: CGFloat
    /// Distance between the starts of consecutive columns (0 with a single column).
    let columnPitch: CGFloat

    init(itemCount: Int, itemSize: CGSize, axis: ScrollAxis, crossLeading: CGFloat, available: CGFloat,
         lineSpacing: CGFloat, interitemSpacing: CGFloat) {
        self.itemCount = itemCount
        itemScrollLength = axis.scrollLength(of: itemSize)
        itemCrossLength = axis.crossLength(of: itemSize)
        let perLine = Self.itemsPerLine(itemLength: itemCrossLength, spacing: interitemSpacing,
                                        available: available, itemCount: itemCount)
        itemsPerLine = perLine
        lineCount = itemCount == 0 ? 0 : (itemCount + perLine - 1) / perLine
        linePitch = itemScrollLength + lineSpacing
        if perLine == 1 {
            firstCross = crossLeading + (available - itemCrossLength) / 2
            columnPitch = 0
        } else {
            let gap = (available - CGFloat(perLine) * itemCrossLength) / CGFloat(perLine - 1)
            firstCross = crossLeading
            columnPitch = itemCrossLength + gap
        }
    }

    /// How many items fit on a line: the first always, each further one while
    /// `used + spacing + item <= available`.
    static func itemsPerLine(itemLength: CGFloat, spacing: CGFloat, available: CGFloat, itemCount: Int) -> Int {
        let step = itemLength + spacing
        guard step > 0 else { return max(1, itemCount) }
        guard available >= itemLength else { return 1 }
        let further = ((available - itemLength) / step).flooredIndex(clampedTo: 0...(Int.max / 4))
        return 1 + further
    }

    /// Whether the items cover any cell. Zero-area items are never returned by queries: UIKit draws
    /// nothing for them, and counting them as visible made every query return every item.
    var itemsHaveArea: Bool { itemScrollLength > 0 && itemCrossLength > 0 }

    /// The scroll length of all lines, without insets.
    var length: CGFloat {
        lineCount == 0 ? 0 : CGFloat(lineCount) * itemScrollLength + CGFloat(lineCount - 1) * (linePitch - itemScrollLength)
    }

    /// The frame of `item`, with lines starting at `itemsStart` along the scroll axis.
    func frame(of item: Int, itemsStart: CGFloat, axis: ScrollAxis) -> CGRect {
        let line = item / itemsPerLine
        let column = item % itemsPerLine
        return axis.rect(scroll: itemsStart + CGFloat(line) * linePitch,
                         cross: firstCross + CGFloat(column) * columnPitch,
                         scrollLength: itemScrollLength, crossLength: itemCrossLength)
    }

    /// The items whose line and column may touch `scroll` × `cross`, line by line; a superset
    /// by at most one line and one column on each side, which the caller filters exactly.
    func candidateItems(scroll: AxisSpan, cross: AxisSpan, itemsStart: CGFloat) -> [Int] {
        guard lineCount > 0, itemsHaveArea else { return [] }
        let lines = candidateIndices(of: AxisSpan(lower: scroll.lower - itemsStart, upper: scroll.upper - itemsStart),
                                     pitch: linePitch, length: itemScrollLength, count: lineCount)
        let columns = candidateIndices(of: AxisSpan(lower: cross.lower - firstCross, upper: cross.upper - firstCross),
                                       pitch: columnPitch, length: itemCrossLength, count: min(itemsPerLine, itemCount))
        guard let lines, let columns else { return [] }
        // Items far narrower or shorter than a cell would make this loop astronomically long; no
        // more than `candidateLimit` are returned, nearest the rect's leading corner first.
        let limit = Self.candidateLimit(scroll: scroll, cross: cross)
        let shownColumns = columns.lowerBound...min(columns.upperBound, columns.lowerBound + limit - 1)
        let shownLines = lines.lowerBound...min(lines.upperBound, lines.lowerBound + max(1, limit / shownColumns.count) - 1)
        var items: [Int] = []
        for line in shownLines {
            for column in shownColumns {
                let item = line * itemsPerLine + column
                if item < itemCount { items.append(item) }
            }
        }
        return items
    }

    /// The most candidates one query returns: four per cell of the queried area (more cannot be
    /// told apart on screen), at least 4 096 and at most 2^20 (an infinite rect).
    package static func candidateLimit(scroll: AxisSpan, cross: AxisSpan) -> Int {
        let area = (scroll.upper - scroll.lower) * (cross.upper - cross.lower)
        return (4 * area).flooredIndex(clampedTo: 4_096...(1 << 20))
    }

    /// Indices `k` in `0..<count` whose interval `[k·pitch, k·pitch + length]` may touch `span`.
    private func candidateIndices(of span: AxisSpan, pitch: CGFloat, length: CGFloat, count: Int) -> ClosedRange<Int>? {
        guard count > 0 else { return nil }
        guard pitch > 0 else {
            // Every index sits at the same place.
            return span.overlaps(0, length) ? 0...(count - 1) : nil
        }
        let first = ((span.lower - length) / pitch).flooredIndex(clampedTo: -1...count) - 1
        let last = (span.upper / pitch).flooredIndex(clampedTo: -1...count) + 1
        let lower = max(0, first)
        let upper = min(count - 1, last)
        return lower <= upper ? lower...upper : nil
    }
}
