import Foundation
import TermCollectionView

/// What UIKit guarantees about a collection view after a layout pass, checked against the layout's
/// own answers: `layoutAttributesForElements(in:)` for the bounds, `layoutAttributesForItem(at:)`
/// for each visible item, `collectionViewContentSize`, and the data source's counts.
///
/// UIKit's documentation of `layoutAttributesForElements(in:)` says it returns the attributes of
/// "all cells and views in the specified rectangle", and `layoutAttributesForItem(at:)` returns "the
/// layout attributes for the item at the specified index path" — the same element, so the same frame.
/// A collection view shows exactly the elements the rect query returns for its bounds.
@MainActor
public enum LayoutInvariants {
    /// The violations of the stateless invariants on `collectionView` as it is now. While batch
    /// updates animate, views head for their attributes, so the view-position and visible-set
    /// invariants wait for the animation to end.
    public static func check(_ collectionView: CollectionView) -> [InvariantViolation] {
        let layout = collectionView.collectionViewLayout
        let bounds = collectionView.bounds
        let returned = layout.layoutAttributesForElements(in: bounds) ?? []
        var violations = geometryViolations(returned, contentSize: layout.collectionViewContentSize)
        violations += dataViolations(returned, in: collectionView)
        guard !collectionView.isAnimatingUpdates else { return violations }
        var cells = usableCells(returned, in: collectionView)
        // The item the user drags follows the pointer, not its attributes (UIKit's interactive movement).
        let moving = collectionView.indexPathForInteractivelyMovingItem
        if let moving { cells[moving] = nil }
        violations += visibleSetViolations(cells, in: collectionView, except: moving)
        violations += positionViolations(cells, in: collectionView)
        violations += omissionViolations(cells, in: collectionView)
        return violations
    }

    static let rectQuery = "layoutAttributesForElements(in:)"
    static let itemQuery = "layoutAttributesForItem(at:)"

    /// Every returned frame and the content size finite; the size not negative.
    static func geometryViolations(_ attributes: [CollectionViewLayoutAttributes], contentSize: CGSize) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        if !contentSize.width.isFinite || !contentSize.height.isFinite || contentSize.width < 0 || contentSize.height < 0 {
            violations.append(.init(invariant: .finiteGeometry, element: "content size", method: "collectionViewContentSize",
                                    detail: "returned \(contentSize.width)x\(contentSize.height)"))
        }
        for item in attributes where !isFinite(item.frame) {
            violations.append(.init(invariant: .finiteGeometry, element: name(item), method: rectQuery,
                                    detail: "frame \(item.frame) is not finite"))
        }
        return violations
    }

    /// No element twice in the rect query; every cell and supplementary index path in the data.
    static func dataViolations(_ attributes: [CollectionViewLayoutAttributes], in collectionView: CollectionView) -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        var seen = Set<String>()
        for item in attributes {
            let element = name(item)
            if !seen.insert(element).inserted {
                violations.append(.init(invariant: .noDuplicateElement, element: element, method: rectQuery,
                                        detail: "returned more than once for bounds \(CallFormat.rect(collectionView.bounds))"))
            }
            if !isInData(item, collectionView) {
                violations.append(.init(invariant: .indexPathInData, element: element, method: rectQuery,
                                        detail: "the data source has \(counts(of: collectionView))"))
            }
        }
        return violations
    }

    /// The cells the collection view should show: in the data, finite, sharing area with the bounds.
    static func usableCells(_ attributes: [CollectionViewLayoutAttributes], in collectionView: CollectionView)
        -> [IndexPath: CollectionViewLayoutAttributes]
    {
        var cells: [IndexPath: CollectionViewLayoutAttributes] = [:]
        for item in attributes where item.representedElementCategory == .cell && cells[item.indexPath] == nil {
            if isFinite(item.frame), sharesArea(item.frame, collectionView.bounds), isInData(item, collectionView) {
                cells[item.indexPath] = item
            }
        }
        return cells
    }

    /// The visible cells are exactly the expected ones, each once.
    static func visibleSetViolations(_ expected: [IndexPath: CollectionViewLayoutAttributes], in collectionView: CollectionView,
                                     except moving: IndexPath? = nil) -> [InvariantViolation]
    {
        var violations: [InvariantViolation] = []
        let visible = collectionView.indexPathsForVisibleItems.filter { $0 != moving }
        let bounds = CallFormat.rect(collectionView.bounds)
        var seen = Set<IndexPath>()
        for indexPath in visible where !seen.insert(indexPath).inserted {
            violations.append(.init(invariant: .noDuplicateElement, element: cell(indexPath), method: "indexPathsForVisibleItems",
                                    detail: "shown twice"))
        }
        for indexPath in expected.keys.sorted() where !seen.contains(indexPath) {
            violations.append(.init(invariant: .visibleCellsMatchRectQuery, element: cell(indexPath), method: rectQuery,
                                    detail: "frame \(CallFormat.rect(expected[indexPath]!.frame)) meets bounds \(bounds) but no cell shows it"))
        }
        for indexPath in seen.sorted() where expected[indexPath] == nil {
            violations.append(.init(invariant: .visibleCellsMatchRectQuery, element: cell(indexPath), method: rectQuery,
                                    detail: "a cell shows it but the query for bounds \(bounds) does not return it there"))
        }
        return violations
    }

    /// Each visible cell at its attributes' centre and size, and the item query agreeing.
    static func positionViolations(_ expected: [IndexPath: CollectionViewLayoutAttributes], in collectionView: CollectionView)
        -> [InvariantViolation]
    {
        var violations: [InvariantViolation] = []
        for (indexPath, attributes) in expected.sorted(by: { $0.key < $1.key }) {
            // The view is in the collection view's space, the attributes in the layout's (mirrored
            // right to left): compare them in the layout's.
            if let view = collectionView.cellForItem(at: indexPath),
               !close(collectionView.mirroredAcrossContent(view.center), attributes.center) || !close(view.bounds.size, attributes.size) {
                violations.append(.init(invariant: .viewAtAttributesFrame, element: cell(indexPath), method: rectQuery,
                                        detail: "view at center \(CallFormat.point(view.center)) size \(CallFormat.size(view.bounds.size)), "
                                            + "attributes say \(CallFormat.point(attributes.center)) \(CallFormat.size(attributes.size))"))
            }
            let single = collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)
            if single == nil || !close(single!.frame, attributes.frame) {
                violations.append(.init(invariant: .itemQueryAgreesWithRectQuery, element: cell(indexPath), method: itemQuery,
                                        detail: "returned \(single.map { CallFormat.rect($0.frame) } ?? "nil"), "
                                            + "\(rectQuery) returned \(CallFormat.rect(attributes.frame))"))
            }
        }
        return violations
    }

    /// Items the item query places inside the bounds that the rect query left out. Asking every item
    /// would cost the whole data per step, so this asks the neighbours of the visible items (three
    /// each side) and the first and last item of each section (up to 64 sections): where a layout's
    /// rect query loses an item, it is next to one it kept, or at a section's end.
    static func omissionViolations(_ expected: [IndexPath: CollectionViewLayoutAttributes], in collectionView: CollectionView)
        -> [InvariantViolation]
    {
        var candidates = Set<IndexPath>()
        for indexPath in expected.keys {
            for item in max(0, indexPath.item - 3)...(indexPath.item + 3) { candidates.insert(IndexPath(item: item, section: indexPath.section)) }
        }
        for section in 0..<min(64, collectionView.numberOfSections) {
            let count = collectionView.numberOfItems(inSection: section)
            if count > 0 { candidates.formUnion([IndexPath(item: 0, section: section), IndexPath(item: count - 1, section: section)]) }
        }
        let bounds = collectionView.bounds
        return candidates.sorted().filter { expected[$0] == nil && $0 != collectionView.indexPathForInteractivelyMovingItem }
            .compactMap { omission(of: $0, in: bounds, as: .visibleCellsMatchRectQuery, place: "bounds \(CallFormat.rect(bounds))",
                                   query: "the rect query", collectionView: collectionView) }
    }

    /// A violation of `invariant` when the item at `indexPath` (not returned by the rect query for
    /// `rect`) is one the data has and `layoutAttributesForItem(at:)` puts, shown, inside `rect`.
    /// `place` and `query` name the rect and its query in the detail.
    static func omission(of indexPath: IndexPath, in rect: CGRect, as invariant: InvariantViolation.Invariant, place: String,
                         query: String, collectionView: CollectionView) -> InvariantViolation? {
        guard indexPath.item >= 0, indexPath.section < collectionView.numberOfSections,
              indexPath.item < collectionView.numberOfItems(inSection: indexPath.section),
              let single = collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath),
              !single.isHidden, isFinite(single.frame), sharesArea(single.frame, rect) else { return nil }
        return .init(invariant: invariant, element: cell(indexPath), method: rectQuery,
                     detail: "\(itemQuery) puts it at \(CallFormat.rect(single.frame)) inside \(place) but \(query) does not return it")
    }

    // MARK: - Helpers

    static func name(_ attributes: CollectionViewLayoutAttributes) -> String {
        let path = CallFormat.indexPath(attributes.indexPath)
        switch attributes.representedElementCategory {
        case .cell: return "cell \(path)"
        case .supplementaryView: return "supplementary \(attributes.representedElementKind ?? "") \(path)"
        case .decorationView: return "decoration \(attributes.representedElementKind ?? "") \(path)"
        }
    }

    static func cell(_ indexPath: IndexPath) -> String { "cell \(CallFormat.indexPath(indexPath))" }

    /// Decoration views name no data; a supplementary view needs its section, a cell its item.
    static func isInData(_ attributes: CollectionViewLayoutAttributes, _ collectionView: CollectionView) -> Bool {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .decorationView: return true
        case .supplementaryView:
            return indexPath.count < 1 || (0..<collectionView.numberOfSections).contains(indexPath[0])
        case .cell:
            guard indexPath.count == 2, (0..<collectionView.numberOfSections).contains(indexPath.section) else { return false }
            return (0..<collectionView.numberOfItems(inSection: indexPath.section)).contains(indexPath.item)
        }
    }

    static func counts(of collectionView: CollectionView) -> String {
        let sections = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        return "\(sections.count) section(s) with \(sections.map(String.init).joined(separator: ", ")) item(s)"
    }

    /// Shared area, not a touching edge: what the collection view counts as visible.
    static func sharesArea(_ a: CGRect, _ b: CGRect) -> Bool {
        // A zero-area element shows nothing and is never visible (the collection view skips it too).
        a.width > 0 && a.height > 0 && a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-6 }
    static func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }
    static func close(_ a: CGSize, _ b: CGSize) -> Bool { close(a.width, b.width) && close(a.height, b.height) }
    static func close(_ a: CGRect, _ b: CGRect) -> Bool { close(a.origin, b.origin) && close(a.size, b.size) }
}
