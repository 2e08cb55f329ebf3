import Foundation
import TermCollectionView

/// The element the inspector describes, with the attributes the collection view applied: the one
/// picked with `I` while it stays visible, else the topmost visible element under the mouse, else the
/// first selected item on screen, else the first visible cell by index path (or the first element).
@MainActor
struct InspectedElement {
    let key: ElementKey
    let attributes: CollectionViewLayoutAttributes

    /// Every element on screen, in drawing order.
    static func visible(in collectionView: CollectionView) -> [InspectedElement] {
        collectionView.viewsInDrawingOrder.compactMap { key, view in
            view.appliedLayoutAttributes.map { InspectedElement(key: key, attributes: $0) }
        }
    }

    /// The element to show; `point` is the mouse in content coordinates. `nil` when nothing is on screen.
    static func find(in collectionView: CollectionView, picked: ElementKey?, at point: CGPoint?) -> InspectedElement? {
        let elements = visible(in: collectionView)
        if let picked, let element = elements.first(where: { $0.key == picked }) { return element }
        if let point, let hit = elements.last(where: { !$0.attributes.isHidden && $0.attributes.frame.contains(point) }) {
            return hit
        }
        let selected = Set(collectionView.indexPathsForSelectedItems ?? [])
        if let element = elements.first(where: { $0.key.category == .cell && selected.contains($0.key.indexPath) }) {
            return element
        }
        // Not the layout's order, which may change from run to run (a layout iterating a dictionary).
        return elements.min(by: isOrderedBefore)
    }

    /// A fixed order of elements: cells, then supplementary views, then decoration views, each by kind
    /// and index path.
    static func isOrderedBefore(_ first: InspectedElement, _ second: InspectedElement) -> Bool {
        (first.key.category.rawValue, first.key.kind ?? "", first.key.indexPath)
            < (second.key.category.rawValue, second.key.kind ?? "", second.key.indexPath)
    }

    /// The attribute lines, most asked-for first: the panel may be cut at the bottom on a short screen.
    var lines: [String] {
        let attributes = self.attributes
        let transform = attributes.transform
        let transformText = transform == .identity ? "identity"
            : [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(CallFormat.number).joined(separator: " ")
        return [
            "category \(key.category)  kind \(key.kind ?? "–")",
            "indexPath \(CallFormat.indexPath(key.indexPath))",
            "frame \(CallFormat.rect(attributes.frame))",
            "center \(CallFormat.point(attributes.center))  size \(CallFormat.size(attributes.size))",
            "transform \(transformText)",
            "alpha \(CallFormat.number(attributes.alpha))  zIndex \(attributes.zIndex)  hidden \(attributes.isHidden)",
        ]
    }
}
