import UIKitCompat
import XCTest

/// The page-turn pager (`PageTurnLayout.swift`): the content view of a page half scrolled off turns
/// about its inner edge under perspective, so its projection is narrower and taller at the near
/// edge; the centred page is flat. UIKit around the layout: the app's layout direction, NSValue boxing.
@MainActor
final class PageTurnPortTests: XCTestCase {
    private func makePager() -> (UICollectionView, PagesDataSource) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 40, height: 10), collectionViewLayout: PageTurnLayout())
        collectionView.register(PageTurnCell.self, forCellWithReuseIdentifier: "page")
        let dataSource = PagesDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    func test_the_centred_page_is_flat_and_the_next_one_turns_about_its_leading_edge() async throws {
        let (collectionView, dataSource) = makePager()
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
        XCTAssertFalse(collectionView.showsHorizontalScrollIndicator)
        let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PageTurnCell)
        XCTAssertEqual(first.contentView.frame, CGRect(x: 0, y: 0, width: 40, height: 10), "progress 0: flat")
        collectionView.contentOffset = CGPoint(x: 20, y: 0)
        collectionView.layoutIfNeeded()
        // Page 1 is half on screen: progress (60 − 20 − 20) / 40 = 0.5 → a 45° turn about its left edge
        // (anchor x 0). That edge stays in the screen's plane (w = 1): full height, at x 0. The far edge
        // recedes: w = 1 + 40 · sin 45° / 500 = 1.05657, x = 40 · cos 45° / w = 28.2843 / 1.05657 = 26.770,
        // and is shorter (10 / w), so the projection is 26.770 × 10 — narrower than the 28.284 a turn
        // without perspective gives.
        let second = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PageTurnCell)
        XCTAssertEqual(second.lastAnchor?.cgPointValue, CGPoint(x: 0, y: 0.5))
        let turned = second.contentView.frame
        XCTAssertEqual(turned.minX, 0, accuracy: 0.0001, "turned about its leading edge")
        XCTAssertEqual(turned.width, 26.770, accuracy: 0.001)
        XCTAssertEqual(turned.minY, 0, accuracy: 0.0001)
        XCTAssertEqual(turned.height, 10, accuracy: 0.0001)
        withExtendedLifetime(dataSource) {}
    }

    /// A terminal draws no bitmaps and tcv reads no asset catalog: `UIImage(named:)` is the picture glyph.
    func test_bundle_images_draw_as_a_picture_glyph() async {
        XCTAssertEqual(UIImage(named: "album-cover")?.glyph, "▨")
        XCTAssertNil(UIImage(named: ""))
    }

    func test_geometry_boxes_round_trip() async {
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue, CGSize(width: 3, height: 4))
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 0.5, dy: -1)).cgVectorValue, CGVector(dx: 0.5, dy: -1))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue, insets)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)), NSValue(cgPoint: CGPoint(x: 1, y: 2)), "boxes of equal points are equal")
    }
}

/// `count` cells of `identifier`.
@MainActor
final class PagesDataSource: NSObject, UICollectionViewDataSource {
    let identifier: String
    let count: Int

    init(identifier: String = "page", count: Int = 5) {
        self.identifier = identifier
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}
