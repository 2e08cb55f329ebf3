import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// A rows layout whose content size is infinite: the status line must still draw, and say why.
private final class InfiniteRowsLayout: RowsLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat.infinity, height: 1e300) }
}

private final class InfiniteController: CollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "hostile"
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
final class StatusLineWarningTests: DiagnosticsRecordingTestCase {
    private var reported: [String] { diagnostics.problems.map(\.description) }


    // On the old main the status line trapped formatting an infinite content size.
    func test_a_layout_problem_leads_the_status_line_and_an_absurd_size_prints_in_exponent_form() async {
        let clock = VirtualClock()
        let window = Window(rootViewController: InfiniteController(collectionViewLayout: InfiniteRowsLayout()), clock: clock)
        let canvas = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 400, height: 7)).run([])

        XCTAssertEqual(reported.count, 1)
        let status = canvas.textLines()[6]
        // Clamped to 2^53 = 9 007 199 254 740 992, printed with three significant digits.
        XCTAssertTrue(status.hasPrefix("hostile│⚠ 1 layout problem: InfiniteRowsLayout: collectionViewContentSize (inf, 1e+300)"), status)
        XCTAssertTrue(status.contains("│size 9.01e+15x9.01e+15│"), status)
    }

    /// The "bounds … refused after G": the end key scrolls to the clamped content's end and
    /// paging back works, and the only report is the layout's own content size, never a refusal of
    /// tcv's scroll blamed on the user.
    func test_the_end_key_on_an_absurd_content_size_blames_only_the_layout() async throws {
        let clock = VirtualClock()
        let controller = InfiniteController(collectionViewLayout: InfiniteRowsLayout())
        let window = Window(rootViewController: controller, clock: clock)
        _ = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 80, height: 7)).run(try KeyScript.parse("G<C-u>gG"))
        XCTAssertEqual(reported.count, 1, "\(reported)")
        XCTAssertTrue(reported.allSatisfy { !$0.contains("refused") }, "\(reported)")
        XCTAssertGreaterThan(controller.collectionView.contentOffset.y, 9e15)
    }
}
