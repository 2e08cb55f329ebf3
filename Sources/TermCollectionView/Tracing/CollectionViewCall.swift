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
    case targetContentOffset(proposed: CGPoint, velocity: CGPoint, result: CGPoint)
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

    /// Which object the call went to.
    public enum Receiver: String, Sendable {
        case layout, dataSource, delegate
    }

    /// Which object the call went to: the layout, the data source or the delegate.
    public var receiver: Receiver {
        switch self {
        case .shouldInvalidateLayout, .invalidationContext, .prepare, .collectionViewContentSize,
             .layoutAttributesForElements, .layoutAttributesForItem, .targetContentOffset:
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
        case .targetContentOffset(let proposed, let velocity, let result):
            return "targetContentOffset(forProposedContentOffset: \(F.point(proposed)), withScrollingVelocity: "
                + "\(F.point(velocity))) → \(F.point(result))"
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
    /// Whole numbers without ".0"; anything else rounded to one decimal.
    public static func number(_ value: CGFloat) -> String {
        let tenths = (value * 10).rounded() / 10
        if tenths == tenths.rounded(), abs(tenths) < 1e15 { return String(Int(tenths)) }
        return String(format: "%.1f", Double(tenths))
    }

    public static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)),\(number(rect.minY)),\(number(rect.width)),\(number(rect.height)))"
    }

    public static func point(_ point: CGPoint) -> String {
        "(\(number(point.x)),\(number(point.y)))"
    }

    public static func size(_ size: CGSize) -> String {
        "\(number(size.width))x\(number(size.height))"
    }

    public static func indexPath(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "[\(indexPath.section),\(indexPath.item)]" : "\(Array(indexPath))"
    }
}
