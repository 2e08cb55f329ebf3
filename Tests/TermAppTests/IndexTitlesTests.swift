import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// The section index (UIKit's `indexTitles(for:)` / `indexPath(forIndexTitle:at:)`, iOS 14): the titles
/// down the trailing edge, centred; a click on one scrolls to where the data source sends it.
///
/// Five sections of 10 one-row items in a 30 × 12 window (11 rows above the status line): the strip is
/// column 29, rows (11 − 5) / 2 = 3 to 7. Section s starts at row 10 s.
@MainActor
final class IndexTitlesTests: XCTestCase {
    private let size = CellSize(width: 30, height: 12)

    func test_the_titles_are_drawn_down_the_trailing_edge_and_a_click_scrolls_to_the_section() async {
        let controller = IndexedListController()
        let window = Window(rootViewController: controller, clock: VirtualClock())
        window.setScreenSize(size)
        var lines = render(window)
        XCTAssertEqual((3...7).map { String(lines[$0].last!) }, ["A", "B", "C", "D", "E"])
        XCTAssertEqual(lines[2].last, " ")
        window.handle(.mouse(MouseEvent(action: .press, button: .left, x: 29, y: 5)))
        window.handle(.mouse(MouseEvent(action: .release, button: .left, x: 29, y: 5)))
        lines = render(window)
        XCTAssertTrue(lines[11].contains("offset 0,20"), lines[11])
        XCTAssertEqual(controller.collectionView.indexPathsForVisibleItems.min(), IndexPath(item: 0, section: 2))
        XCTAssertEqual(controller.asked, ["C at 2"])
        XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems ?? [], [], "a click on the index selects nothing")
    }

    private func render(_ window: Window) -> [String] {
        var canvas = Canvas(size: size)
        window.render(into: &canvas)
        return canvas.textLines()
    }
}

private final class IndexedListController: CollectionViewController {
    static let titles = ["A", "B", "C", "D", "E"]
    var asked: [String] = []

    init() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 1)
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    }

    override func numberOfSections(in collectionView: CollectionView) -> Int { Self.titles.count }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.text = "\(Self.titles[indexPath.section]) \(indexPath.item)"
        return cell
    }

    override func indexTitles(for collectionView: CollectionView) -> [String]? { Self.titles }

    override func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        asked.append("\(title) at \(index)")
        return IndexPath(item: 0, section: index)
    }
}
