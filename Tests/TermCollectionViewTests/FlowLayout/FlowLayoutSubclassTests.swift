import Foundation
import TermCollectionView
import XCTest

/// Attributes with an extra property, as UIKit apps subclass them.
private final class TintAttributes: CollectionViewLayoutAttributes {
    var tint = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintAttributes
        copy.tint = tint
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintAttributes, other.tint == tint else { return false }
        return super.isEqual(object)
    }
}

/// A UIKit-style subclass: its own attributes class, a tint set on super's results, and a section
/// background decoration computed in `prepare()` after `super.prepare()`.
@MainActor
private final class BackgroundFlowLayout: CollectionViewFlowLayout {
    static let backgroundKind = "background"
    private var backgrounds: [CollectionViewLayoutAttributes] = []

    override class var layoutAttributesClass: AnyClass { TintAttributes.self }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        backgrounds = (0..<collectionView.numberOfSections).compactMap { section in
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                  let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { return nil }
            let background = TintAttributes(forDecorationViewOfKind: Self.backgroundKind, with: IndexPath(item: 0, section: section))
            background.frame = CGRect(x: 0, y: first.frame.minY, width: collectionViewContentSize.width, height: last.frame.maxY - first.frame.minY)
            background.zIndex = -1
            return background
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect) ?? []
        for item in attributes { (item as? TintAttributes)?.tint = item.indexPath.item + 1 }
        return backgrounds.filter { $0.frame.intersects(rect) }.map { $0.copy() as! CollectionViewLayoutAttributes } + attributes
    }
}

/// Subclasses of the flow layout, written as UIKit apps write them.
@MainActor
final class FlowLayoutSubclassTests: XCTestCase {
    /// Width 20, items 10×1, no spacing → 2 per line; sections of 3 and 2 items, inset 1 top/bottom.
    private func fixture() -> FlowFixture {
        let layout = BackgroundFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.sectionInset = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: BackgroundFlowLayout.backgroundKind)
        return FlowFixture(width: 20, height: 10, layout: layout, itemCounts: [3, 2])
    }

    func test_attributes_are_created_with_the_subclass_attributes_class() async {
        let fixture = fixture()
        XCTAssertTrue(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is TintAttributes)
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        XCTAssertEqual((cell?.appliedLayoutAttributes as? TintAttributes)?.tint, 3, "the subclass's tint reached the cell")
    }

    func test_decorations_added_after_super_are_shown_behind_the_cells() async {
        // Section 0: lines y 1, 2 → background (0, 1, 20, 2). Section 1 starts at 1+2+1 = 4: line y 5 → (0, 5, 20, 1).
        let fixture = fixture()
        let decorations = fixture.collectionView.viewsInDrawingOrder.filter { $0.key.category == .decorationView }
        XCTAssertEqual(decorations.map(\.view.frame), [CGRect(x: 0, y: 1, width: 20, height: 2), CGRect(x: 0, y: 5, width: 20, height: 1)])
        XCTAssertEqual(fixture.collectionView.viewsInDrawingOrder.first?.key.category, .decorationView)
    }

    func test_mutating_returned_attributes_does_not_change_the_layout() async {
        let fixture = fixture()
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let before = describeElements(fixture.layout.layoutAttributesForElements(in: rect) ?? [])
        for attributes in fixture.layout.layoutAttributesForElements(in: rect) ?? [] {
            attributes.frame = attributes.frame.offsetBy(dx: 3, dy: 7)
            attributes.zIndex = 99
        }
        fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame = .zero
        XCTAssertEqual(describeElements(fixture.layout.layoutAttributesForElements(in: rect) ?? []), before)
    }
}
