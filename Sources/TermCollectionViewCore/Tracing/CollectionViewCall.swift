import Foundation

/// One call the collection view made on its layout, data source or delegate, as reported to
/// `CollectionView.callObserver`. Plain data: the text is built only when someone asks for
/// `description`, so a collection view without an observer pays nothing for tracing.
///
/// `description` is the stable one-line format `tcv trace` prints (documented in the README):
/// rectangles as `(x,y,width,height)`, points as `(x,y)`, sizes as `WxH`, index paths as
/// `[section,item]`, whole numbers without a decimal point, a result after ` → `.
public enum CollectionViewCall: Sendable, Equatable, CustomStringConvertible {
    // The layout, in the order of a layout pass (see `CollectionView.layoutSubviews()`).
    case shouldInvalidateLayout(forBoundsChange: CGRect, result: Bool)
    case invalidationContext(forBoundsChange: CGRect)
    case prepare
    case collectionViewContentSize(CGSize)
    case layoutAttributesForElements(in: CGRect, count: Int)
    case layoutAttributesForItem(at: IndexPath)
    case layoutAttributesForSupplementaryView(kind: String, at: IndexPath)
    case layoutAttributesForDecorationView(kind: String, at: IndexPath)
    case targetContentOffset(proposed: CGPoint, velocity: CGPoint, result: CGPoint)
    // The layout during a batch update (see `CollectionView+UpdatePass`) and a layout transition.
    case prepareForCollectionViewUpdates([UpdateItem])
    /// `targetContentOffset(forProposedContentOffset:)`, the variant without velocity.
    case targetContentOffsetForProposed(CGPoint, result: CGPoint)
    case indexPathsToDeleteForSupplementaryView(kind: String, result: [IndexPath])
    case indexPathsToInsertForSupplementaryView(kind: String, result: [IndexPath])
    case indexPathsToDeleteForDecorationView(kind: String, result: [IndexPath])
    case indexPathsToInsertForDecorationView(kind: String, result: [IndexPath])
    case initialLayoutAttributesForAppearingItem(at: IndexPath, result: AttributesSummary?)
    case initialLayoutAttributesForAppearingSupplementaryElement(kind: String, at: IndexPath, result: AttributesSummary?)
    case initialLayoutAttributesForAppearingDecorationElement(kind: String, at: IndexPath, result: AttributesSummary?)
    case finalLayoutAttributesForDisappearingItem(at: IndexPath, result: AttributesSummary?)
    case finalLayoutAttributesForDisappearingSupplementaryElement(kind: String, at: IndexPath, result: AttributesSummary?)
    case finalLayoutAttributesForDisappearingDecorationElement(kind: String, at: IndexPath, result: AttributesSummary?)
    case finalizeCollectionViewUpdates
    /// On the old layout; `newLayout` is the new layout's class name.
    case prepareForTransitionTo(newLayout: String)
    /// On the new layout; `oldLayout` is the old layout's class name.
    case prepareForTransitionFrom(oldLayout: String)
    /// On the old layout and then on the new one; `layout` is the receiver's class name.
    case finalizeLayoutTransition(layout: String, isOld: Bool)
    case prepareForAnimatedBoundsChange(oldBounds: CGRect)
    case finalizeAnimatedBoundsChange
    // The data source.
    case numberOfSections(result: Int)
    case numberOfItems(inSection: Int, result: Int)
    case cellForItem(at: IndexPath)
    case viewForSupplementaryElement(kind: String, at: IndexPath)
    // The delegate.
    case willDisplayCell(at: IndexPath)
    case willDisplaySupplementaryView(kind: String, at: IndexPath)
    case didEndDisplayingCell(at: IndexPath)
    case didEndDisplayingSupplementaryView(kind: String, at: IndexPath)
    case shouldHighlightItem(at: IndexPath, result: Bool)
    case didHighlightItem(at: IndexPath)
    case didUnhighlightItem(at: IndexPath)
    case shouldSelectItem(at: IndexPath, result: Bool)
    case shouldDeselectItem(at: IndexPath, result: Bool)
    case didSelectItem(at: IndexPath)
    case didDeselectItem(at: IndexPath)
    // The delegate as the scroll view's delegate.
    case scrollViewDidScroll(contentOffset: CGPoint)
    case scrollViewWillBeginDragging
    /// `proposed` is the target passed in, `result` what the delegate left in the pointer.
    case scrollViewWillEndDragging(velocity: CGPoint, proposed: CGPoint, result: CGPoint)
    case scrollViewDidEndDragging(willDecelerate: Bool)
    case scrollViewWillBeginDecelerating
    case scrollViewDidEndDecelerating
    case scrollViewDidEndScrollingAnimation

    /// One `CollectionViewUpdateItem` as the trace shows it: `delete [0,3]`, `insert [0,1]`,
    /// `move [0,2]→[1,0]`; a section is a one-element index path (`delete [2]`).
    public struct UpdateItem: Sendable, Equatable, CustomStringConvertible {
        /// What the update does: insert, delete, reload or move.
        public var action: CollectionViewUpdateItem.Action
        /// The index path before the update (deletes, reloads, moves); `nil` for an insert.
        public var before: IndexPath?
        /// The index path after the update (inserts, moves); `nil` for a delete or reload.
        public var after: IndexPath?

        /// Makes an entry from an update item's parts.
        public init(action: CollectionViewUpdateItem.Action, before: IndexPath?, after: IndexPath?) {
            self.action = action
            self.before = before
            self.after = after
        }

        /// The trace's text, such as `move [0,2]→[1,0]`.
        public var description: String {
            let path = { (indexPath: IndexPath?) in indexPath.map(CallFormat.indexPath) ?? "nil" }
            switch action {
            case .insert: return "insert \(path(after))"
            case .delete: return "delete \(path(before))"
            case .reload: return "reload \(path(before))"
            case .move: return "move \(path(before))→\(path(after))"
            case .none: return "none"
            }
        }
    }

    /// What the trace shows of attributes a layout returned: the frame, and the alpha when not 1
    /// (UIKit's default appearing and disappearing attributes differ from the final ones only there).
    public struct AttributesSummary: Sendable, Equatable, CustomStringConvertible {
        /// The attributes' frame, in points.
        public var frame: CGRect
        /// The attributes' alpha; shown only when it is not 1.
        public var alpha: CGFloat

        /// Makes a summary from a frame and an alpha.
        public init(frame: CGRect, alpha: CGFloat) {
            self.frame = frame
            self.alpha = alpha
        }

        /// The trace's text: the frame as `(x,y,w,h)`, then ` alpha 0.5` when the alpha is not 1.
        public var description: String {
            CallFormat.rect(frame) + (alpha == 1 ? "" : " alpha \(CallFormat.number(alpha))")
        }
    }

    /// Which object the call went to.
    public enum Receiver: String, Sendable {
        case layout, dataSource, delegate
    }

    /// Which object the call went to: the layout, the data source or the delegate.
    public var receiver: Receiver {
        switch self {
        case .shouldInvalidateLayout, .invalidationContext, .prepare, .collectionViewContentSize,
             .layoutAttributesForElements, .layoutAttributesForItem, .layoutAttributesForSupplementaryView,
             .layoutAttributesForDecorationView, .targetContentOffset,
             .prepareForCollectionViewUpdates, .targetContentOffsetForProposed,
             .indexPathsToDeleteForSupplementaryView, .indexPathsToInsertForSupplementaryView,
             .indexPathsToDeleteForDecorationView, .indexPathsToInsertForDecorationView,
             .initialLayoutAttributesForAppearingItem, .initialLayoutAttributesForAppearingSupplementaryElement,
             .initialLayoutAttributesForAppearingDecorationElement, .finalLayoutAttributesForDisappearingItem,
             .finalLayoutAttributesForDisappearingSupplementaryElement,
             .finalLayoutAttributesForDisappearingDecorationElement, .finalizeCollectionViewUpdates,
             .prepareForTransitionTo, .prepareForTransitionFrom, .finalizeLayoutTransition,
             .prepareForAnimatedBoundsChange, .finalizeAnimatedBoundsChange:
            .layout
        case .numberOfSections, .numberOfItems, .cellForItem, .viewForSupplementaryElement:
            .dataSource
        case .willDisplayCell, .willDisplaySupplementaryView, .didEndDisplayingCell,
             .didEndDisplayingSupplementaryView, .shouldHighlightItem, .didHighlightItem, .didUnhighlightItem,
             .shouldSelectItem, .shouldDeselectItem, .didSelectItem, .didDeselectItem,
             .scrollViewDidScroll, .scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
             .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation:
            .delegate
        }
    }

    /// The trace line of the call: the method as UIKit names it, its arguments, and `→ result` where it returns one.
    public var description: String {
        typealias F = CallFormat
        switch self {
        case .shouldInvalidateLayout(let bounds, let result):
            return "shouldInvalidateLayout(forBoundsChange: \(F.rect(bounds))) → \(result)"
        case .invalidationContext(let bounds):
            return "invalidationContext(forBoundsChange: \(F.rect(bounds)))"
        case .prepare:
            return "prepare()"
        case .collectionViewContentSize(let size):
            return "collectionViewContentSize → \(F.size(size))"
        case .layoutAttributesForElements(let rect, let count):
            return "layoutAttributesForElements(in: \(F.rect(rect))) → \(count)"
        case .layoutAttributesForItem(let indexPath):
            return "layoutAttributesForItem(at: \(F.indexPath(indexPath)))"
        case .layoutAttributesForSupplementaryView(let kind, let indexPath):
            return "layoutAttributesForSupplementaryView(ofKind: \(kind), at: \(F.indexPath(indexPath)))"
        case .layoutAttributesForDecorationView(let kind, let indexPath):
            return "layoutAttributesForDecorationView(ofKind: \(kind), at: \(F.indexPath(indexPath)))"
        case .targetContentOffset(let proposed, let velocity, let result):
            return "targetContentOffset(forProposedContentOffset: \(F.point(proposed)), withScrollingVelocity: "
                + "\(F.point(velocity))) → \(F.point(result))"
        case .prepareForCollectionViewUpdates(let items):
            return "prepare(forCollectionViewUpdates: [\(items.map(\.description).joined(separator: ", "))])"
        case .targetContentOffsetForProposed(let proposed, let result):
            return "targetContentOffset(forProposedContentOffset: \(F.point(proposed))) → \(F.point(result))"
        case .indexPathsToDeleteForSupplementaryView(let kind, let result):
            return "indexPathsToDeleteForSupplementaryView(ofKind: \(kind)) → \(F.indexPaths(result))"
        case .indexPathsToInsertForSupplementaryView(let kind, let result):
            return "indexPathsToInsertForSupplementaryView(ofKind: \(kind)) → \(F.indexPaths(result))"
        case .indexPathsToDeleteForDecorationView(let kind, let result):
            return "indexPathsToDeleteForDecorationView(ofKind: \(kind)) → \(F.indexPaths(result))"
        case .indexPathsToInsertForDecorationView(let kind, let result):
            return "indexPathsToInsertForDecorationView(ofKind: \(kind)) → \(F.indexPaths(result))"
        case .initialLayoutAttributesForAppearingItem(let indexPath, let result):
            return "initialLayoutAttributesForAppearingItem(at: \(F.indexPath(indexPath))) → \(F.attributes(result))"
        case .initialLayoutAttributesForAppearingSupplementaryElement(let kind, let indexPath, let result):
            return "initialLayoutAttributesForAppearingSupplementaryElement(ofKind: \(kind), at: \(F.indexPath(indexPath))) "
                + "→ \(F.attributes(result))"
        case .initialLayoutAttributesForAppearingDecorationElement(let kind, let indexPath, let result):
            return "initialLayoutAttributesForAppearingDecorationElement(ofKind: \(kind), at: \(F.indexPath(indexPath))) "
                + "→ \(F.attributes(result))"
        case .finalLayoutAttributesForDisappearingItem(let indexPath, let result):
            return "finalLayoutAttributesForDisappearingItem(at: \(F.indexPath(indexPath))) → \(F.attributes(result))"
        case .finalLayoutAttributesForDisappearingSupplementaryElement(let kind, let indexPath, let result):
            return "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: \(kind), at: \(F.indexPath(indexPath))) "
                + "→ \(F.attributes(result))"
        case .finalLayoutAttributesForDisappearingDecorationElement(let kind, let indexPath, let result):
            return "finalLayoutAttributesForDisappearingDecorationElement(ofKind: \(kind), at: \(F.indexPath(indexPath))) "
                + "→ \(F.attributes(result))"
        case .finalizeCollectionViewUpdates:
            return "finalizeCollectionViewUpdates()"
        case .prepareForTransitionTo(let newLayout):
            return "prepareForTransition(to: \(newLayout))"
        case .prepareForTransitionFrom(let oldLayout):
            return "prepareForTransition(from: \(oldLayout))"
        case .finalizeLayoutTransition(let layout, let isOld):
            return "finalizeLayoutTransition() on \(isOld ? "old" : "new") \(layout)"
        case .prepareForAnimatedBoundsChange(let oldBounds):
            return "prepare(forAnimatedBoundsChange: \(F.rect(oldBounds)))"
        case .finalizeAnimatedBoundsChange:
            return "finalizeAnimatedBoundsChange()"
        case .numberOfSections(let result):
            return "numberOfSections → \(result)"
        case .numberOfItems(let section, let result):
            return "numberOfItemsInSection \(section) → \(result)"
        case .cellForItem(let indexPath):
            return "cellForItemAt \(F.indexPath(indexPath))"
        case .viewForSupplementaryElement(let kind, let indexPath):
            return "viewForSupplementaryElementOfKind \(kind) \(F.indexPath(indexPath))"
        case .willDisplayCell(let indexPath):
            return "willDisplay cell \(F.indexPath(indexPath))"
        case .willDisplaySupplementaryView(let kind, let indexPath):
            return "willDisplaySupplementaryView \(kind) \(F.indexPath(indexPath))"
        case .didEndDisplayingCell(let indexPath):
            return "didEndDisplaying cell \(F.indexPath(indexPath))"
        case .didEndDisplayingSupplementaryView(let kind, let indexPath):
            return "didEndDisplayingSupplementaryView \(kind) \(F.indexPath(indexPath))"
        case .shouldHighlightItem(let indexPath, let result):
            return "shouldHighlightItemAt \(F.indexPath(indexPath)) → \(result)"
        case .didHighlightItem(let indexPath):
            return "didHighlightItemAt \(F.indexPath(indexPath))"
        case .didUnhighlightItem(let indexPath):
            return "didUnhighlightItemAt \(F.indexPath(indexPath))"
        case .shouldSelectItem(let indexPath, let result):
            return "shouldSelectItemAt \(F.indexPath(indexPath)) → \(result)"
        case .shouldDeselectItem(let indexPath, let result):
            return "shouldDeselectItemAt \(F.indexPath(indexPath)) → \(result)"
        case .didSelectItem(let indexPath):
            return "didSelectItemAt \(F.indexPath(indexPath))"
        case .didDeselectItem(let indexPath):
            return "didDeselectItemAt \(F.indexPath(indexPath))"
        case .scrollViewDidScroll(let offset):
            return "scrollViewDidScroll \(F.point(offset))"
        case .scrollViewWillBeginDragging:
            return "scrollViewWillBeginDragging"
        case .scrollViewWillEndDragging(let velocity, let proposed, let result):
            return "scrollViewWillEndDragging(withVelocity: \(F.point(velocity)), targetContentOffset: \(F.point(proposed))) "
                + "→ \(F.point(result))"
        case .scrollViewDidEndDragging(let willDecelerate):
            return "scrollViewDidEndDragging(willDecelerate: \(willDecelerate))"
        case .scrollViewWillBeginDecelerating:
            return "scrollViewWillBeginDecelerating"
        case .scrollViewDidEndDecelerating:
            return "scrollViewDidEndDecelerating"
        case .scrollViewDidEndScrollingAnimation:
            return "scrollViewDidEndScrollingAnimation"
        }
    }
}

/// The number formats of the trace: short, stable, and the same on every platform.
public enum CallFormat {
    /// Whole numbers without ".0"; fractions with one decimal; values too large for whole-number
    /// printing (an infinite or 1e300 content size a layout returned) in exponent form.
    public static func number(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(format: "%.3g", Double(value)) }
        let tenths = (value * 10).rounded() / 10
        if tenths == tenths.rounded(), abs(tenths) < 1e15 { return String(Int(tenths)) }
        return String(format: "%.1f", Double(tenths))
    }

    /// A rect as `(x,y,width,height)` in the trace's number format.
    public static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)),\(number(rect.minY)),\(number(rect.width)),\(number(rect.height)))"
    }

    /// A point as `(x,y)`.
    public static func point(_ point: CGPoint) -> String {
        "(\(number(point.x)),\(number(point.y)))"
    }

    /// A size as `widthxheight`, such as `80x24`.
    public static func size(_ size: CGSize) -> String {
        "\(number(size.width))x\(number(size.height))"
    }

    /// An item's index path as `[section,item]`; another length as its array (`[2]` for a section).
    public static func indexPath(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "[\(indexPath.section),\(indexPath.item)]" : "\(Array(indexPath))"
    }

    /// A list of index paths: `[[0,1], [0,2]]`, `[]` when empty.
    public static func indexPaths(_ indexPaths: [IndexPath]) -> String {
        "[" + indexPaths.map(indexPath).joined(separator: ", ") + "]"
    }

    /// A layout's answer for one element: its summary, or `nil`.
    public static func attributes(_ summary: CollectionViewCall.AttributesSummary?) -> String {
        summary?.description ?? "nil"
    }
}

extension CollectionViewCall.AttributesSummary {
    /// The summary of `attributes`, `nil` for none.
    init?(_ attributes: CollectionViewLayoutAttributes?) {
        guard let attributes else { return nil }
        self.init(frame: attributes.frame, alpha: attributes.alpha)
    }
}
