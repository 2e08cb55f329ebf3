import Foundation
import TermCollectionView

/// The rect query checked over the whole content, not only where the session scrolled: after each
/// layout state, `tiles` viewport-sized rects spread over the content (shifted by the scroll offset,
/// so successive states check other places) are each asked of `layoutAttributesForElements(in:)`, and
/// every neighbour of a returned item (the item before and after it) whose
/// `layoutAttributesForItem(at:)` frame shares area with the rect must have been returned too — UIKit's
/// documentation: the rect query returns "all cells and views in the specified rectangle".
///
/// The cost is bounded per state (`tiles` rect queries and two item queries per returned item), never
/// the item count; a one-item omission in a 200-item list falls in a checked tile within a few states.
@MainActor
public enum ContentCoverage {
    /// Which hundredths of the content the rect query was checked over (the sampled rects and the
    /// visible bounds), across every state and session it saw: what `tcv fuzz` reports as coverage.
    public final class Tally {
        private var hundredths = Set<Int>()

        /// An empty tally: nothing checked yet.
        public init() {}

        /// The share of the content checked, 0 to 1.
        public var share: Double { Double(hundredths.count) / 100 }

        func record(from start: CGFloat, length: CGFloat, of content: CGFloat) {
            guard content > 0, start.isFinite, length.isFinite else { return }
            let first = max(0, min(99, Int(start / content * 100)))
            let last = max(first, min(99, Int(((start + length) / content * 100).rounded(.up)) - 1))
            hundredths.formUnion(first...last)
        }
    }

    /// Rects checked per layout state.
    public static let tiles = 16

    /// The omissions found in the rects checked for `collectionView`'s current state; `tally` hears
    /// which parts of the content were checked.
    public static func check(_ collectionView: CollectionView, tally: Tally? = nil) -> [InvariantViolation] {
        let layout = collectionView.collectionViewLayout
        let content = layout.collectionViewContentSize
        let bounds = collectionView.bounds
        guard content.width.isFinite, content.height.isFinite, bounds.width > 0, bounds.height > 0 else { return [] }
        let vertical = content.height - bounds.height >= content.width - bounds.width
        let length = vertical ? content.height : content.width
        let tile = vertical ? bounds.height : bounds.width
        guard length > tile, length < 1e15 else { return [] }
        let phase = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
        tally?.record(from: phase, length: tile, of: length)
        var violations: [InvariantViolation] = []
        for index in 0..<tiles {
            let start = ((CGFloat(index) * length / CGFloat(tiles) + phase).truncatingRemainder(dividingBy: length) + length)
                .truncatingRemainder(dividingBy: length)
            let rect = vertical
                ? CGRect(x: 0, y: start, width: max(content.width, bounds.width), height: tile)
                : CGRect(x: start, y: 0, width: tile, height: max(content.height, bounds.height))
            tally?.record(from: start, length: tile, of: length)
            violations += omissions(in: rect, of: collectionView)
            if !violations.isEmpty { break }
        }
        return violations
    }

    private static func omissions(in rect: CGRect, of collectionView: CollectionView) -> [InvariantViolation] {
        let returned = (collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell }
        let found = Set(returned.map(\.indexPath))
        let neighbours = Set(found.flatMap { [IndexPath(item: $0.item - 1, section: $0.section), IndexPath(item: $0.item + 1, section: $0.section)] })
        return neighbours.subtracting(found).sorted().compactMap {
            LayoutInvariants.omission(of: $0, in: rect, as: .rectQueryCoversContent, place: CallFormat.rect(rect),
                                      query: "the rect query for that rect", collectionView: collectionView)
        }
    }
}
