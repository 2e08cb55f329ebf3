import Foundation

/// A header or footer of a section or of the whole layout: UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// Its size is resolved against the section's content width (less the section's leading and trailing
/// `contentInsets` when `supplementariesFollowContentInsets`) and the container's height. `alignment`
/// names the side: `.top…` items sit before the section's content (before its top `contentInsets`),
/// `.bottom…` items after it; `…Leading`/`…Trailing` push it to that side, plain `.top`/`.bottom`
/// centre it across (a full-width header is the common case). In a horizontally scrolling layout
/// the roles turn: `…Trailing` items sit after the content, all others before it, and top/bottom
/// pick the side across. With `extendsBoundary`
/// (the default) the item adds to the section's length; without, it overlaps the section's content.
/// `offset` moves it after placement. With `pinToVisibleBounds` it stays in view while its section
/// is, as the flow layout's pinned headers do — the layout then asks to be invalidated on every scroll.
@preconcurrency @MainActor
public class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// The side of the section (or layout) the item sits on, and where along that side.
    public let alignment: RectAlignment
    /// How far the item moves after placement, in points.
    public let offset: CGPoint
    /// Whether the item adds to its section's length instead of overlapping its content.
    public var extendsBoundary = true
    /// Whether the item stays in view while its section is on screen.
    public var pinToVisibleBounds = false

    /// A header or footer of `layoutSize` on the `alignment` side, not offset.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A header or footer of `layoutSize` on the `alignment` side, moved by `absoluteOffset` points.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: CollectionLayoutAnchor(edges: Self.edges(of: alignment)), itemAnchor: nil)
    }

    /// Whether the item sits at the start of the scroll axis (top in a vertical layout, leading in a
    /// horizontal one).
    func isAtStart(scrollsVertically: Bool) -> Bool {
        let edges = Self.edges(of: alignment)
        return scrollsVertically ? !edges.contains(.bottom) : !edges.contains(.trailing)
    }

    /// Whether the item sits at the trailing side of the cross axis.
    func isCrossTrailing(scrollsVertically: Bool) -> Bool {
        let edges = Self.edges(of: alignment)
        return scrollsVertically ? edges.contains(.trailing) : edges.contains(.bottom)
    }

    static func edges(of alignment: RectAlignment) -> DirectionalRectEdge {
        switch alignment {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
