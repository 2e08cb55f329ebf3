import Foundation

/// The items of a section sized one by one by the delegate: lines built once per invalidation,
/// each line's item range and extent stored, so a query is a binary search over lines.
///
/// Line rules, as UIKit's flow layout applies them:
/// - a line takes items while the next one fits whole with `minimumInteritemSpacing` before it;
/// - on every line but the last, the space left over is spread into the gaps (justified), and an
///   item alone on such a line is centered — Stack Overflow, "Left Align Cells in UICollectionView":
///   "if an item ended up on a line by itself, it would be centered by the flow layout … The last line
///   always left aligns";
/// - the last line is left-aligned with the minimum spacing (openradar 20825965: "the last row is
///   left-aligned by default if items have a non-uniform height");
/// - the longest item (along the scroll axis) sets the line's length and the others are centered on
///   the line, UIKit's default row vertical alignment.
struct FlowSizedLines: Sendable {
    struct Line: Sendable {
        var firstItem: Int
        var endItem: Int
        var start: CGFloat
        var length: CGFloat
    }

    let sizes: [CGSize]
    /// Origin of every item in content coordinates.
    private(set) var origins: [CGPoint]
    private(set) var lines: [Line] = []
    /// The scroll length of all lines, without insets.
    private(set) var length: CGFloat = 0

    init(sizes: [CGSize], axis: ScrollAxis, itemsStart: CGFloat, crossLeading: CGFloat, available: CGFloat,
         lineSpacing: CGFloat, interitemSpacing: CGFloat) {
        self.sizes = sizes
        origins = Array(repeating: .zero, count: sizes.count)
        var lineStart = itemsStart
        var first = 0
        while first < sizes.count {
            let (end, lineLength) = lineEnd(from: first, axis: axis, available: available, spacing: interitemSpacing)
            place(first..<end, isLast: end == sizes.count, axis: axis, lineStart: lineStart, lineLength: lineLength,
                  crossLeading: crossLeading, available: available, spacing: interitemSpacing)
            lines.append(Line(firstItem: first, endItem: end, start: lineStart, length: lineLength))
            lineStart += lineLength + lineSpacing
            first = end
        }
        if let last = lines.last { length = last.start + last.length - itemsStart }
    }

    /// The end (exclusive) of the line that begins with item `first`, and the line's length along the
    /// scroll axis (its longest item).
    private func lineEnd(from first: Int, axis: ScrollAxis, available: CGFloat, spacing: CGFloat) -> (end: Int, length: CGFloat) {
        var used = axis.crossLength(of: sizes[first])
        var length = axis.scrollLength(of: sizes[first])
        var end = first + 1
        while end < sizes.count {
            let next = used + spacing + axis.crossLength(of: sizes[end])
            guard next <= available else { break }
            used = next
            length = max(length, axis.scrollLength(of: sizes[end]))
            end += 1
        }
        return (end, length)
    }

    private mutating func place(
        _ items: Range<Int>, isLast: Bool, axis: ScrollAxis, lineStart: CGFloat, lineLength: CGFloat,
        crossLeading: CGFloat, available: CGFloat, spacing: CGFloat
    ) {
        let itemsLength = items.reduce(CGFloat(0)) { $0 + axis.crossLength(of: sizes[$1]) }
        let leftOver = available - itemsLength - CGFloat(items.count - 1) * spacing
        var cross = crossLeading
        var gap = spacing
        if !isLast && items.count == 1 {
            cross += leftOver / 2
        } else if !isLast {
            gap += leftOver / CGFloat(items.count - 1)
        }
        for item in items {
            let size = sizes[item]
            let scroll = lineStart + (lineLength - axis.scrollLength(of: size)) / 2
            origins[item] = axis.rect(scroll: scroll, cross: cross, scrollLength: 0, crossLength: 0).origin
            cross += axis.crossLength(of: size) + gap
        }
    }

    func frame(of item: Int) -> CGRect {
        CGRect(origin: origins[item], size: sizes[item])
    }

    /// The items of every line that touches `scroll`, found by binary search; the caller filters
    /// them exactly.
    func candidateItems(scroll: AxisSpan) -> [Int] {
        let low = lines.partitioningIndex { $0.start + $0.length >= scroll.lower }
        var items: [Int] = []
        var index = low
        while index < lines.count, lines[index].start <= scroll.upper {
            items.append(contentsOf: lines[index].firstItem..<lines[index].endItem)
            index += 1
        }
        return items
    }
}
