import Demos
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// Bugs `tcv fuzz` found in the core, replayed by the scripts it printed.
@MainActor
final class FuzzFindingsTests: XCTestCase {
    /// `tcv fuzz updates` shrank to `n<PgUp><Wait:417>`: `n` inserts a section (Basket 3) after
    /// Basket 1, so Basket 2 animates down; PgUp at the top pulls the view past its top edge (offset
    /// −8.2), Basket 2 leaves the bounds mid-animation and its animation stops there; when the spring
    /// brings it back, the same views are reused for the same elements with equal attributes, so
    /// `apply(_:)` is skipped — and the views stayed where the animation had stopped. The geometry is
    /// now set even then. Rows: Basket 1 header 0–3 and two rows of items 3–9 (six items, four to a
    /// row), Basket 3 header 9–12 and items 12–15, Basket 2 header 15–18 and items 18–21: Kiwi, the
    /// third item of Basket 2, is centred at y 19.5.
    func test_views_reused_after_an_update_animation_stopped_midway_sit_at_their_attributes() async throws {
        let demo = try XCTUnwrap(DemoCatalog.all.first { $0.name == "updates" })
        let clock = VirtualClock()
        let window = demo.makeWindow(clock: clock)
        _ = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 80, height: 24))
            .run(try KeyScript.parse("n<PgUp><Wait:1000>"))
        let collectionView = try XCTUnwrap((window.visibleViewController as? CollectionViewController)?.collectionView)
        let kiwi = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 2, section: 2)))
        XCTAssertEqual(kiwi.text, "Kiwi #9")
        XCTAssertEqual(kiwi.center.y, 19.5)
        XCTAssertEqual(LayoutInvariants.check(collectionView), [])
    }
}
