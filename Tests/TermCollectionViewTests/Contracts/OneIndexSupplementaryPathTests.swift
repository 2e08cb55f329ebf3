import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// Supplementary views are identified by kind and an index path whose first index is the section;
/// UIKit accepts paths of one index, which layouts use for a view above all sections
/// (JEKScrollableSectionCollectionViewLayout #13: "The index paths for supplementary items only contain
/// a single index"; such paths trap `indexPath.section` in Swift, so tcv never asks a one-index path
/// for its `section`).
@MainActor
final class OneIndexSupplementaryPathTests: ProblemRecordingTestCase {
    private func makeCollectionView(bannerPath: IndexPath) -> (CollectionView, BannerLayout, BannerDataSource) {
        let layout = BannerLayout(bannerPath: bannerPath)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: BannerLayout.kind, withReuseIdentifier: "banner")
        let dataSource = BannerDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, layout, dataSource)
    }

    func test_a_one_index_header_above_all_sections_is_shown_and_handed_to_the_data_source() async {
        let (collectionView, _, dataSource) = makeCollectionView(bannerPath: IndexPath(index: 0))
        XCTAssertEqual(dataSource.askedPaths, [IndexPath(index: 0)])
        XCTAssertEqual(collectionView.supplementaryView(forElementKind: BannerLayout.kind, at: IndexPath(index: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 20, height: 3))
        XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BannerLayout.kind), [IndexPath(index: 0)])
        XCTAssertEqual(recorder.problems, [])
    }

    func test_a_one_index_header_leaves_and_comes_back_with_a_scroll() async {
        let (collectionView, layout, dataSource) = makeCollectionView(bannerPath: IndexPath(index: 0))
        collectionView.contentOffset = CGPoint(x: 0, y: 5)
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BannerLayout.kind).isEmpty)
        collectionView.contentOffset = .zero
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BannerLayout.kind), [IndexPath(index: 0)])
        XCTAssertEqual(dataSource.askedPaths, [IndexPath(index: 0), IndexPath(index: 0)])
        XCTAssertEqual(recorder.problems, [])
    }

    func test_a_one_index_header_survives_a_batch_update() async {
        let (collectionView, _, dataSource) = makeCollectionView(bannerPath: IndexPath(index: 0))
        dataSource.count = 11
        collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: 10, section: 0)]) }
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BannerLayout.kind), [IndexPath(index: 0)])
        XCTAssertEqual(recorder.problems, [])
    }

    /// A path of no index names no section: skipped, and the message says what to return instead.
    func test_an_empty_supplementary_path_is_skipped_with_a_message_naming_the_fix() async {
        let (collectionView, _, dataSource) = makeCollectionView(bannerPath: IndexPath())
        XCTAssertTrue(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BannerLayout.kind).isEmpty)
        XCTAssertEqual(dataSource.askedPaths, [])
        XCTAssertEqual(recorder.problems.count, 1)
        XCTAssertEqual(recorder.problems.first?.message,
                       "layout attributes for supplementary view banner have an empty index path, which names no section; the attributes are ignored")
        XCTAssertEqual(recorder.problems.first?.fix,
                       "give it IndexPath(item: 0, section: s) for section s, or IndexPath(index: 0) for one view above all sections")
    }

    /// A one-index path naming a section the data does not have is still out of range, in UIKit's words.
    func test_a_one_index_path_beyond_the_sections_is_reported_as_UIKit_reports_it() async {
        let (collectionView, _, _) = makeCollectionView(bannerPath: IndexPath(index: 3))
        XCTAssertTrue(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BannerLayout.kind).isEmpty)
        XCTAssertEqual(recorder.problems.first?.message.hasPrefix(
            "request for layout attributes for supplementary view banner in section 3 when there are only 1 sections"), true)
    }
}

/// Ten 2-tall items below a 3-tall banner with the given index path.
@MainActor
private final class BannerLayout: CollectionViewLayout {
    static let kind = "banner"
    let bannerPath: IndexPath

    init(bannerPath: IndexPath) {
        self.bannerPath = bannerPath
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 20, height: 3 + 2 * CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        let banner = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.kind, with: bannerPath)
        banner.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
        if banner.frame.intersects(rect) { result.append(banner) }
        for item in 0..<(collectionView?.numberOfItems(inSection: 0) ?? 0) {
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: 3 + CGFloat(item) * 2, width: 20, height: 2)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: 3 + CGFloat(indexPath.item) * 2, width: 20, height: 2)
        return attributes
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard elementKind == Self.kind, indexPath == bannerPath else { return nil }
        let banner = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.kind, with: bannerPath)
        banner.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
        return banner
    }
}

@MainActor
private final class BannerDataSource: CollectionViewDataSource {
    var count = 10
    var askedPaths: [IndexPath] = []

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        askedPaths.append(indexPath)
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "banner", for: indexPath)
    }
}
