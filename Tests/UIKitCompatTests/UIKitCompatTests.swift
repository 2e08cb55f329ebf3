import UIKitCompat
import XCTest

private final class Photos: PinterestLayoutDelegate, UICollectionViewDataSource {
    let heights: [CGFloat] = [4, 2, 6, 2]

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        heights[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }
}

@MainActor
final class UIKitCompatTests: XCTestCase {
    // Column width 20/2 = 10; padding 1 → frames are the column slots inset by 1.
    // Column 0: item 0 at y 0 (height 4+2 = 6), item 2 at y 6 (height 8). Column 1: item 1 at y 0 (height 4), item 3 at y 4.
    func test_a_uikit_layout_file_compiles_unchanged_and_lays_out() async {
        let layout = PinterestLayout()
        let photos = Photos()
        layout.delegate = photos
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 30), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = photos
        collectionView.layoutIfNeeded()

        XCTAssertEqual(collectionView.contentSize, CGSize(width: 20, height: 14))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 1, y: 1, width: 8, height: 4))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 11, y: 1, width: 8, height: 2))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 1, y: 7, width: 8, height: 6))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(x: 11, y: 5, width: 8, height: 2))
    }

    func test_uikit_names_and_extras_are_available() async {
        let insets: UIEdgeInsets = .zero
        XCTAssertEqual(insets, EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(UICollectionView.elementKindSectionHeader, "UICollectionElementKindSectionHeader")
        XCTAssertEqual(UICollectionView.elementKindSectionFooter, "UICollectionElementKindSectionFooter")
        // The old global constants name the same kinds (UIKit's string values).
        XCTAssertEqual(UICollectionElementKindSectionHeader, UICollectionView.elementKindSectionHeader)
        XCTAssertEqual(UICollectionElementKindSectionFooter, UICollectionView.elementKindSectionFooter)
        let margins = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 3)
        XCTAssertEqual(NSDirectionalEdgeInsetsZero, NSDirectionalEdgeInsets.zero)
        let view = UIView(frame: .zero)
        view.directionalLayoutMargins = margins
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 3))
        // Names a layout file's setup code uses, in UIKit's spelling.
        let flow = UICollectionViewFlowLayout()
        flow.sectionInsetReference = .fromLayoutMargins
        XCTAssertEqual(flow.sectionInsetReference, UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins)
        let scrollView = UIScrollView(frame: .zero)
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsetsZero)
        XCTAssertEqual(scrollView.safeAreaInsets, .zero)
        view.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.9)
        let layerColor: CGColor = UIColor(white: 0.5, alpha: 1).cgColor
        XCTAssertEqual(layerColor, UIColor.gray)
        var scale = CATransform3DIdentity
        scale.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DScale(scale, 0.5, 0.5, 1)))
        let transform = CGAffineTransform(translationX: 3, y: -2)
        XCTAssertEqual(NSValue(cgAffineTransform: transform).cgAffineTransformValue, transform)
        XCTAssertTrue(StretchyHeaderLayout().shouldInvalidateLayout(forBoundsChange: .zero))
    }
}
