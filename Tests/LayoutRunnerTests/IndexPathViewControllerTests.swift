import Foundation
import LayoutRunner
import TermCanvas
import TermCollectionView
import XCTest

/// The generated controller of `tcv run`: labels, and supplementary kinds registered before dequeue.
@MainActor
final class IndexPathViewControllerTests: XCTestCase {
    /// A layout returning a supplementary view of a kind nobody registered up front ("badge"): the
    /// data source registers it before dequeuing (UIKit requires registration), so it shows, labelled.
    func test_unknown_supplementary_kind_is_registered_and_labelled() async {
        let controller = IndexPathViewController(collectionViewLayout: BadgeLayout(), sections: 1, items: 1)
        let collectionView: CollectionView = controller.collectionView
        collectionView.frame = CGRect(x: 0, y: 0, width: 30, height: 3)
        let canvas = CollectionViewRenderer.canvas(for: collectionView)
        XCTAssertEqual(canvas.textLines(), [
            "┌────────┐┏━━━━━━━━━━━━━━━━━━┓",
            "│ [0,0]  │┃ badge [0,0]      ┃",
            "└────────┘┗━━━━━━━━━━━━━━━━━━┛",
        ])
        XCTAssertTrue(controller.registeredKinds.contains("badge"))
    }

    func test_flow_header_and_footer_are_labelled_short() async {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 3)
        layout.headerReferenceSize = CGSize(width: 0, height: 3)
        let controller = IndexPathViewController(collectionViewLayout: layout, sections: 2, items: 1)
        let collectionView: CollectionView = controller.collectionView
        collectionView.frame = CGRect(x: 0, y: 0, width: 20, height: 6)
        let canvas = CollectionViewRenderer.canvas(for: collectionView)
        XCTAssertEqual(canvas.textLines()[1], "┃ header [0,0]     ┃")
        // A line holding a single item is centred, as UIKit's flow layout does: x = (20 − 10) / 2 = 5.
        XCTAssertEqual(canvas.textLines()[4], "     │ [0,0]  │     ")
    }
}

/// One 10×3 cell and, right of it, a 20×3 supplementary view of kind "badge".
private final class BadgeLayout: CollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 30, height: 3) }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 0, y: 0, width: 10, height: 3)
        let badge = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 0))
        badge.frame = CGRect(x: 10, y: 0, width: 20, height: 3)
        return [cell, badge]
    }
}
