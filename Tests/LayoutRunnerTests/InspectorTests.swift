import Foundation
import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// The `i` panel: what it shows and where it goes.
@MainActor
final class InspectorTests: XCTestCase {
    /// 8 items of 10×3 in 60 columns (six per row), screen 60×14 (collection view 60×13): the inspector
    /// describes item [0,0] (nothing under the mouse yet) at (0,0,10,3), centre (5,1.5). The panel is
    /// 38 columns wide at the right edge (x 22–59), 13 rows high; plain attributes get no class and
    /// description lines, so "last calls" follows the counters. One pass has run, with one
    /// `prepare()`, and made 8 cells.
    func test_panel_shows_the_first_visible_element_on_the_right() async {
        let app = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 8, clock: VirtualClock())
        let canvas = frame(of: app, size: CellSize(width: 60, height: 14), keys: [.character("i")])
        let panel = canvas.textLines().prefix(13).map { String($0.dropFirst(22)) }
        XCTAssertEqual(Array(panel.prefix(11)), [
            "╭────────────────────────────────────╮",
            "│Inspector — cell [0,0]              │",
            "│category cell  kind –               │",
            "│indexPath [0,0]                     │",
            "│frame (0,0,10,3)                    │",
            "│center (5,1.5)  size 10x3           │",
            "│transform identity                  │",
            "│alpha 1  zIndex 0  hidden false     │",
            "│elementsIn (0,0,60,13) → 8          │",
            "│passes 1  prepare 1                 │",
            "│views made 8  reused 0              │",
        ])
        XCTAssertEqual(panel[11], "│last calls                          │", "plain attributes: no class or description lines")
        XCTAssertEqual(panel[12], "╰────────────────────────────────────╯")
        XCTAssertTrue(canvas.textLines()[0].hasPrefix("┌────────┐┌────────┐"), "the collection view still shows left of the panel")
    }

    /// A press on item [0,5] (x 50–59) selects it for the inspector; it lies under the right-hand spot,
    /// so the panel moves to the left edge (x 0–37).
    func test_panel_moves_left_when_the_element_is_under_it() async {
        let app = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 8, clock: VirtualClock())
        app.setScreenSize(CellSize(width: 60, height: 14))
        app.handle(.mouse(MouseEvent(action: .press, x: 55, y: 1)))
        let canvas = frame(of: app, size: CellSize(width: 60, height: 14), keys: [.character("i")])
        let rows = canvas.textLines()
        XCTAssertTrue(rows[1].hasPrefix("│Inspector — cell [0,5]"), rows[1])
        XCTAssertTrue(rows[4].hasPrefix("│frame (50,0,10,3)"), rows[4])
        // The click is also a tap (touch down on the press): the item shows the stock selected look.
        XCTAssertTrue(rows[1].hasSuffix("│║ [0,5]  ║"), "the element stays visible right of the panel: \(rows[1])")
    }

    /// `i` again hides the panel; `?` help lists the key.
    func test_i_toggles_and_help_lists_it() async {
        let app = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 8, clock: VirtualClock())
        XCTAssertEqual(app.inspector?.keyCommands.map(\.title), ["inspector on/off", "inspect the next element"])
        _ = frame(of: app, size: CellSize(width: 60, height: 14), keys: [.character("i")])
        XCTAssertTrue(app.inspector!.isShowing)
        let canvas = frame(of: app, size: CellSize(width: 60, height: 14), keys: [.character("i")])
        XCTAssertFalse(app.inspector!.isShowing)
        XCTAssertFalse(canvas.text.contains("Inspector"))
        // 24 rows: the help lists the generated controller's update keys before the inspector's.
        let help = frame(of: app, size: CellSize(width: 60, height: 24), keys: [.character("?")]).text
        XCTAssertTrue(help.contains("inspector on/off") && help.contains("inspect the next element"), help)
    }

    /// `I` steps through the visible elements (cells by index path first); a selected item is shown before that.
    func test_I_steps_through_elements_and_selection_comes_first() async {
        let app = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 8, clock: VirtualClock())
        let size = CellSize(width: 60, height: 14)
        app.setScreenSize(size)
        app.collectionView.layoutIfNeeded()
        app.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(frame(of: app, size: size, keys: [.character("i")]).textLines()[1].dropFirst(22).prefix(24),
                       "│Inspector — cell [0,3] ")
        let rows = frame(of: app, size: size, keys: [.character("I"), .character("I")]).textLines()
        XCTAssertTrue(rows[1].contains("Inspector — cell [0,5]"), "two steps after [0,3]: \(rows[1])")
    }

    /// A custom attributes subclass's extra properties reach the panel through its `description`.
    func test_custom_attributes_description_is_shown() async {
        let app = LayoutRunnerFixture.window(layout: TaggedLayout(), items: 1, clock: VirtualClock())
        let canvas = frame(of: app, size: CellSize(width: 60, height: 20), keys: [.character("i")])
        XCTAssertTrue(canvas.text.contains("│class TaggedAttributes"), canvas.text)
        XCTAssertTrue(canvas.text.contains("│TaggedAttributes tag: 42"), canvas.text)
    }

    private func frame(of app: Window, size: CellSize, keys: [Key]) -> Canvas {
        app.setScreenSize(size)
        for key in keys { app.handle(.key(key)) }
        var canvas = Canvas(size: size)
        app.render(into: &canvas)
        return canvas
    }
}

/// One item whose attributes carry a tag and say so in their description.
private final class TaggedAttributes: CollectionViewLayoutAttributes {
    var tag = 42
    override var description: String { "TaggedAttributes tag: \(tag)" }
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TaggedAttributes
        copy.tag = tag
        return copy
    }
}

private final class TaggedLayout: CollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 20, height: 3) }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = TaggedAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
        return [attributes]
    }
}
