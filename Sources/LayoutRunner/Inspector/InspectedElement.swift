import Foundation
import TermCollectionView

/// The element the inspector describes: the topmost visible element under the mouse, or else the
/// first visible element in the layout's order, with the attributes the collection view applied.
@MainActor
struct InspectedElement {
    let key: ElementKey
    let attributes: CollectionViewLayoutAttributes

    /// The element at `point` (content coordinates) if any, else the first visible one; `nil` when
    /// nothing is on screen.
    static func find(in collectionView: CollectionView, at point: CGPoint?) -> InspectedElement? {
        let elements = collectionView.viewsInDrawingOrder.compactMap { key, view in
            view.appliedLayoutAttributes.map { InspectedElement(key: key, attributes: $0) }
        }
        if let point, let hit = elements.last(where: { !$0.attributes.isHidden && $0.attributes.frame.contains(point) }) {
            return hit
        }
        // The layout's order: cells before the supplementary and decoration views drawn under them.
        let visibleCell = collectionView.indexPathsForVisibleItems.first
        return elements.first { $0.key.category == .cell && $0.key.indexPath == visibleCell } ?? elements.first
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
