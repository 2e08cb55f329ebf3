import Foundation
import TermCanvas
import TermCollectionView

/// A flow layout that puts a background decoration view behind every section.
///
/// Written as the UIKit recipe for section backgrounds goes (Mark Pospesel, "How to Add a Decoration
/// View to a UICollectionView", markpospesel.wordpress.com/2012/12/11/decorationviews; the same shape in
/// nick6969/collectionViewDemo `BackgroundColorFlowLayout.swift` and cuzv/ExtensionKitObjc
/// `EKSectionBackgroundFlowLayout.m`):
///
/// 1. `prepare()` calls `super`, registers `SectionBackgroundView` for the decoration kind, and caches
///    one decoration attribute per section, from the rect a `SectionBackgroundLayoutDataSource`
///    supplies (default: `defaultBackgroundRect(forSection:)`), with `zIndex` −1;
/// 2. `layoutAttributesForElements(in:)` takes the cells, headers and footers from `super`, raises
///    their `zIndex` above the backgrounds, and adds the cached backgrounds that intersect the rect;
/// 3. `layoutAttributesForDecorationView(ofKind:at:)` answers from the cache.
///
/// Scrolling does not call `prepare()` (unless headers or footers are pinned, the flow layout
/// invalidates only when the width changes), so the backgrounds are computed once per content or size
/// change.
public final class SectionBackgroundFlowLayout: CollectionViewFlowLayout {
    /// The decoration kind of the section backgrounds.
    public static let elementKindSectionBackground = "SectionBackground"
    /// Backgrounds sit below everything else.
    public static let backgroundZIndex = -1
    /// The least `zIndex` of cells: above the backgrounds.
    public static let cellZIndex = 1
    /// The least `zIndex` of headers and footers: above the cells, so a pinned header covers them.
    public static let supplementaryZIndex = 2

    /// One background per section that has one, in section order.
    private var backgroundAttributes: [SectionBackgroundLayoutAttributes] = []
    /// The same attributes by index path, for `layoutAttributesForDecorationView(ofKind:at:)`.
    private var backgroundAttributesByIndexPath: [IndexPath: SectionBackgroundLayoutAttributes] = [:]

    /// Decoration attributes need room for the colour, so the layout makes all its attributes of the
    /// subclass (UIKit's rule for custom attributes).
    public override class var layoutAttributesClass: AnyClass { SectionBackgroundLayoutAttributes.self }

    /// Lets the flow layout place everything, then registers the background view and caches one
    /// background per section from the data source's rect (or the default), below all other elements.
    public override func prepare() {
        super.prepare()
        register(SectionBackgroundView.self, forDecorationViewOfKind: Self.elementKindSectionBackground)
        backgroundAttributes.removeAll()
        backgroundAttributesByIndexPath.removeAll()
        guard let collectionView else { return }
        let dataSource = collectionView.dataSource as? SectionBackgroundLayoutDataSource
        for section in 0..<collectionView.numberOfSections {
            let rect = dataSource?.collectionView(collectionView, layout: self, backgroundRectForSectionAt: section)
                ?? defaultBackgroundRect(forSection: section)
            guard !rect.isNull, !rect.isEmpty else { continue }
            let indexPath = IndexPath(item: 0, section: section)
            let attributes = SectionBackgroundLayoutAttributes(
                forDecorationViewOfKind: Self.elementKindSectionBackground, with: indexPath)
            attributes.frame = rect
            attributes.zIndex = Self.backgroundZIndex
            attributes.color = dataSource?.collectionView(collectionView, layout: self, backgroundColorForSectionAt: section)
            backgroundAttributes.append(attributes)
            backgroundAttributesByIndexPath[indexPath] = attributes
        }
    }

    /// The flow layout's cells, headers and footers in `rect`, raised above the backgrounds, then the
    /// cached backgrounds that intersect `rect`.
    public override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let elements = (super.layoutAttributesForElements(in: rect) ?? []).map(raised)
        // One pass over the sections, not the items. Foundation on Linux counts rects that only touch
        // as intersecting; such a background covers no cell of the rect and draws nothing.
        let backgrounds: [CollectionViewLayoutAttributes] = backgroundAttributes.filter { rect.intersects($0.frame) }
        return elements + backgrounds
    }

    /// The flow layout's attributes for the item, raised like those from `layoutAttributesForElements(in:)`.
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(raised)
    }

    /// The flow layout's attributes for the header or footer, raised like those from
    /// `layoutAttributesForElements(in:)`.
    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map(raised)
    }

    /// The cached background of `indexPath.section`; `nil` for other kinds and sections without one.
    public override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard elementKind == Self.elementKindSectionBackground else { return nil }
        return backgroundAttributesByIndexPath[indexPath]
    }

    /// The background of `section` when the data source does not supply one: the union of the
    /// section's item frames, grown by the section inset along the scroll axis and stretched across
    /// the content (the recipe's `sectionFrame.origin.x = 0; sectionFrame.size.width =
    /// collectionView.frame.width`). Every item counts, not just the first and the last, so a taller
    /// item anywhere in the first or last line is covered too. `.null` for a section without items.
    public func defaultBackgroundRect(forSection section: Int) -> CGRect {
        guard let collectionView else { return .null }
        let itemsFrame = (0..<collectionView.numberOfItems(inSection: section))
            .compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
            .reduce(CGRect.null) { $0.union($1) }
        guard !itemsFrame.isNull else { return .null }
        let inset = sectionInset(forSection: section, in: collectionView)
        let content = collectionViewContentSize
        var frame = itemsFrame
        if scrollDirection == .vertical {
            frame.origin.y -= inset.top
            frame.size.height += inset.top + inset.bottom
            frame.origin.x = 0
            frame.size.width = content.width
        } else {
            frame.origin.x -= inset.left
            frame.size.width += inset.left + inset.right
            frame.origin.y = 0
            frame.size.height = content.height
        }
        return frame
    }

    /// The inset the flow layout used for `section`: the delegate's answer, else `sectionInset`.
    private func sectionInset(forSection section: Int, in collectionView: CollectionView) -> EdgeInsets {
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        return delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
    }

    /// A copy of `attributes` lifted above the backgrounds. This flow layout builds fresh attributes on
    /// every call, but UIKit's hands out its cache and logs "cached frame mismatch" when a subclass
    /// changes them in place, so UIKit code copies first — and so does this.
    private func raised(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let copy = attributes.copy() as! CollectionViewLayoutAttributes
        switch copy.representedElementCategory {
        case .cell: copy.zIndex = max(copy.zIndex, Self.cellZIndex)
        case .supplementaryView: copy.zIndex = max(copy.zIndex, Self.supplementaryZIndex)
        case .decorationView: break
        }
        return copy
    }
}
