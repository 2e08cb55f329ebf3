import Foundation
import TermCanvas

/// The focused item and the item focused before focus left the collection view.
struct FocusState {
    var focused: IndexPath?
    var lastFocused: IndexPath?
}

/// Keyboard focus between items, as UIKit's focus engine moves it on iPad and tvOS: by geometry.
///
/// From the focused item's frame the engine searches the region beyond it in the heading — first the
/// beam as wide (or tall) as the item, then the whole visible width (or height) — one screen deeper
/// at a time through the layout's `layoutAttributesForElements(in:)`, so it never asks about every
/// item. The nearest candidate wins: the smallest gap along the heading, then the smallest offset of
/// the centres across it. Only cells the delegate's `canFocusItemAt` accepts are candidates (default:
/// `allowsFocus`). The collection view scrolls the least that shows the new item (`scrollToItem`
/// positions), and the renderer draws the focus halo — a heavy border — around its cell.
extension CollectionView {
    /// How many screens deep a focus search goes before it gives up on a heading.
    static let focusSearchScreens = 64

    /// The focused item: UIKit reads it from the focus system's `focusedItem`; a terminal window has one
    /// focus, the visible collection view's.
    public var indexPathForFocusedItem: IndexPath? { focusState.focused }

    /// Moves the focus one item in `heading`; when no item is focused, focus enters instead (the last
    /// focused item with `remembersLastFocusedIndexPath`, else the first focusable visible item).
    /// Returns whether the focus changed.
    @discardableResult
    package func moveFocus(_ heading: FocusHeading) -> Bool {
        layoutIfNeeded()
        let current = focusState.focused.flatMap { isValidItem($0) ? $0 : nil }
        let next: IndexPath?
        if let current, let frame = collectionViewLayout.layoutAttributesForItem(at: current)?.frame {
            next = nearestItem(from: frame, heading: heading, accepting: canFocus)
        } else {
            next = entryItem()
        }
        guard let next, next != current else { return false }
        updateFocus(to: next, heading: current == nil ? [] : heading)
        return true
    }

    /// Focus leaves the collection view (its screen goes away); it is remembered for
    /// `remembersLastFocusedIndexPath`.
    package func resignFocus() {
        guard focusState.focused != nil else { return }
        updateFocus(to: nil, heading: [])
    }

    private func updateFocus(to next: IndexPath?, heading: FocusHeading) {
        let previous = focusState.focused
        focusState.focused = next
        if let previous {
            focusState.lastFocused = previous
            cellForItem(at: previous)?.isFocused = false
        }
        if let next {
            cellForItem(at: next)?.isFocused = true
            scrollToShowItem(at: next)
        }
        let context = CollectionViewFocusUpdateContext(
            previouslyFocusedIndexPath: previous, nextFocusedIndexPath: next, focusHeading: heading)
        collectionDelegate?.collectionView(self, didUpdateFocusIn: context, with: FocusAnimationCoordinator())
        if let next, selectionFollowsFocus, userMaySelect, askShouldSelect(next) {
            selectAsUser(next)
        }
    }

    private func canFocus(_ indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, canFocusItemAt: indexPath) ?? allowsFocus
    }

    /// Where focus enters: the remembered item, else the first focusable visible item in reading order.
    private func entryItem() -> IndexPath? {
        if remembersLastFocusedIndexPath, let last = focusState.lastFocused, isValidItem(last), canFocus(last) {
            return last
        }
        let visible = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.overlapsWithArea(bounds) }
            .sorted { ($0.frame.minY, $0.frame.minX, $0.indexPath) < ($1.frame.minY, $1.frame.minX, $1.indexPath) }
        return visible.first { canFocus($0.indexPath) }?.indexPath
    }

    /// The focus follows an item whose place changed without a focus update (interactive movement:
    /// the focused view itself moved).
    func moveFocusSilently(to indexPath: IndexPath) {
        focusState.focused = indexPath
    }

    /// Puts the focus back on the item a program that made way for its rebuild had focused
    /// (`tcv run --watch`), without focus-update calls: to the user it never moved. Ignored when the
    /// item is gone or cannot take the focus.
    package func restoreFocus(to indexPath: IndexPath) {
        guard indexPath.count == 2, indexPath.section < numberOfSections,
              indexPath.item < numberOfItems(inSection: indexPath.section), canFocus(indexPath) else { return }
        focusState.focused = indexPath
    }

    /// The centre of the nearest item from `indexPath` in `heading`, in the same section: where a
    /// keyboard-driven interactive movement puts the finger next (in the collection view's space).
    package func positionOfNeighbour(of indexPath: IndexPath, toward heading: FocusHeading) -> CGPoint? {
        layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame,
              let next = nearestItem(from: frame, heading: heading, accepting: { $0.section == indexPath.section }),
              let target = collectionViewLayout.layoutAttributesForItem(at: next)?.frame else { return nil }
        return mirroredAcrossContent(CGPoint(x: target.midX, y: target.midY))
    }

    private func nearestItem(from frame: CGRect, heading: FocusHeading, accepting: (IndexPath) -> Bool) -> IndexPath? {
        let search = FocusSearch(origin: frame, heading: heading, visible: bounds,
                                 content: CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize))
        for depth in 1...Self.focusSearchScreens {
            for region in [search.beam(depth: depth), search.band(depth: depth)] {
                let candidates = (collectionViewLayout.layoutAttributesForElements(in: region) ?? []).filter {
                    $0.representedElementCategory == .cell && !$0.isHidden && search.isBeyond($0.frame)
                        && $0.frame.overlapsWithArea(region) && accepting($0.indexPath)
                }
                if let best = candidates.min(by: { search.score($0.frame) < search.score($1.frame) }) {
                    return best.indexPath
                }
            }
            if search.reachesContentEdge(depth: depth) { return nil }
        }
        return nil
    }

    /// Scrolls the least that shows the item whole: `scrollToItem` with `.top`/`.bottom`/`.left`/`.right`
    /// on the axes where it is cut off. An item of an orthogonal section is first brought in across
    /// the layout's axis by scrolling its section, as the focus engine scrolls the section's own
    /// scroll view (the collection view's content is no wider than the screen there).
    package func scrollToShowItem(at indexPath: IndexPath) {
        let visible = bounds.inset(by: adjustedContentInset)
        if let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame {
            collectionViewLayout.scrollOwnContent(toShowItemAt: indexPath, frame: frame, in: visible)
        }
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        var position: ScrollPosition = []
        if frame.minY < visible.minY { position.insert(.top) } else if frame.maxY > visible.maxY { position.insert(.bottom) }
        if frame.minX < visible.minX { position.insert(.left) } else if frame.maxX > visible.maxX { position.insert(.right) }
        guard !position.isEmpty else { return }
        setContentOffset(clampedToContent(contentOffset(toShow: frame, at: position)), animated: false)
    }
}

/// The halo the renderer draws around the focused cell: a bold heavy border, visible without colour.
enum FocusHalo {
    @MainActor static func draw(in context: DrawingContext) {
        context.drawBox(border: .heavy, style: Style(bold: true))
    }
}
