import Foundation
import XCTest

/// `tcv run`/`snapshot`/`trace` with `.swift` layout files: the generated package, its cache, compiler
/// errors and discovery messages, through the real binary.
///
/// Every test shares one cache folder, `.build/tcv-e2e-cache` (through `XDG_CACHE_HOME`), kept across
/// runs: the generated package compiles this package's libraries once, later builds only the layout's
/// own target. A test that needs a build of its own writes a file with unique content.
final class LayoutFileTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let cacheHome = packageRoot.appendingPathComponent(".build/tcv-e2e-cache")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let waterfall = packageRoot.appendingPathComponent("Examples/Layouts/WaterfallLayout.swift").path

    override class func setUp() {
        super.setUp()
        setenv("XDG_CACHE_HOME", cacheHome.path, 1)
    }

    func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    /// The README's sample: a waterfall whose delegate protocol tcv answers with the heights 3, 5, 4, 6,
    /// 3, 7, 4, 5… Columns are ⌊60 / 3⌋ = 20 wide; each item goes to the shortest column: [0,0] col 0
    /// y 0–3, [0,1] col 1 y 0–5, [0,2] col 2 y 0–4, [0,3] col 0 y 3–9, [0,4] col 2 y 4–7, [0,5] col 1
    /// y 5–12, [0,6] col 2 y 7–11, [0,7] col 0 y 9–14 (cut by the 11-row collection view).
    func test_snapshot_of_a_layout_file_answers_its_delegate_and_labels_cells() throws {
        let result = try TCVBinary.run(["snapshot", Self.waterfall, "--cells", "--size", "60x12", "--sections", "1", "--items", "8"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, """
            ┌──────────────────┐┌──────────────────┐┌──────────────────┐
            │ [0,0]            ││                  ││ [0,2]            │
            └──────────────────┘│ [0,1]            ││                  │
            ┌──────────────────┐│                  │└──────────────────┘
            │                  │└──────────────────┘┌──────────────────┐
            │ [0,3]            │┌──────────────────┐│ [0,4]            │
            │                  ││                  │└──────────────────┘
            │                  ││                  │┌──────────────────┐
            └──────────────────┘│ [0,5]            ││ [0,6]            │
            ┌──────────────────┐│                  ││                  │
            │                  ││                  │└──────────────────┘
            WaterfallLayout│offset 0,0│size 60x14│visible 8│passes 1│pr…

            """)
    }

    /// A flow layout subclass: header views of the flow kind are registered and labelled; `--item-size`
    /// overrides the item size the subclass set.
    /// iPad keyboard code in a user's file: `UIKeyCommand(input:modifierFlags:action: #selector(…))`
    /// reaches the controller's @objc method (⌘K arrives as Ctrl-K), and the controller, first
    /// responder since `viewDidAppear`, takes `r` in `pressesBegan` by its `keyCode`.
    func test_key_commands_and_presses_of_a_users_controller() throws {
        let marked = try TCVBinary.run(["snapshot", fixture("ShortcutGridController.swift"), "--cells", "--size", "40x6",
                                        "--keys", "<C-k><C-k>"])
        XCTAssertEqual(marked.status, 0, marked.error)
        XCTAssertTrue(marked.output.split(separator: "\n").last?.hasPrefix("Marked 2│") == true, marked.output)
        let reset = try TCVBinary.run(["snapshot", fixture("ShortcutGridController.swift"), "--cells", "--size", "40x6",
                                       "--keys", "<C-k>r"])
        XCTAssertTrue(reset.output.split(separator: "\n").last?.hasPrefix("Reset│") == true, reset.output)
    }

    /// A plain `UIViewController` file with a paging `UIScrollView` laid out by its content and frame
    /// guides: `l` turns the page, the scroll view's own delegate moves the page control.
    func test_a_users_paging_scroll_view_turns_a_page_and_its_delegate_hears_it() throws {
        let result = try TCVBinary.run(["snapshot", fixture("OnboardingPagesController.swift"), "--cells", "--size", "30x5",
                                        "--keys", "l<Wait:1000>"])
        XCTAssertEqual(result.status, 0, result.error)
        let rows = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(rows.prefix(4)), [
            "                              ",
            "             Sync             ",
            "                              ",
            "            ○ ● ○             ",
        ], result.output)
    }

    func test_flow_subclass_gets_labelled_headers_and_item_size() throws {
        let result = try TCVBinary.run(["snapshot", fixture("GridFlowLayout.swift"), "--cells", "--size", "40x8", "--item-size", "19x2"])
        XCTAssertEqual(result.status, 0, result.error)
        let rows = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Header 40×3 (rows 0–2), then items 19×2 with spacing 1: two per row, [0,0] at x 0, [0,1] at x 21.
        XCTAssertEqual(Array(rows.prefix(7)), [
            "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
            "┃ header [0,0]                         ┃",
            "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
            "┌─────────────────┐  ┌─────────────────┐",
            "└─────────────────┘  └─────────────────┘",
            "┌─────────────────┐  ┌─────────────────┐",
            "└─────────────────┘  └─────────────────┘",
        ])
    }

    func test_compile_error_comes_back_with_the_users_file_and_line() throws {
        let path = fixture("BrokenLayout.swift")
        let result = try TCVBinary.run(["snapshot", path, "--cells"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        let lines = result.error.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "\(path):9:28: error: cannot convert value of type 'String' to specified type 'Int'")
        XCTAssertTrue(lines.contains(" 9 |         let columns: Int = \"three\""), result.error)
        XCTAssertEqual(lines.last, "tcv: error: could not compile \(path) (1 error)")
        XCTAssertFalse(result.error.contains("/package/Sources/App/"), "no path of the generated package")
        let again = try TCVBinary.run(["snapshot", path, "--cells"])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.error, result.error, "the same files fail the same way (from the cache)")
    }

    /// The second run of the same files finds the program in the cache: `builds.log` gets no line.
    func test_second_run_of_the_same_files_does_not_build() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("GridFlowLayout.swift")
        let text = try String(contentsOfFile: fixture("GridFlowLayout.swift"), encoding: .utf8) + "// \(UUID().uuidString)\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let arguments = ["snapshot", file.path, "--cells", "--size", "40x8"]

        let before = buildCount()
        let first = try TCVBinary.run(arguments)
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertEqual(buildCount(), before + 1, "new content builds once")
        let second = try TCVBinary.run(arguments + ["--keys", "j"])
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertEqual(buildCount(), before + 1, "same content: no build (options are arguments, not part of the key)")
        XCTAssertNotEqual(first.output, second.output, "the keys reached the cached program")
    }

    func test_several_layouts_list_the_candidates_and_the_flag() throws {
        let path = fixture("TwoLayouts.swift")
        let result = try TCVBinary.run(["snapshot", path, "--cells"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "tcv: error: several layouts in \(path): LeftLayout, RightLayout; pick one with --layout NAME\n")
    }

    func test_no_layout_and_unknown_name_are_one_line_each() throws {
        let none = try TCVBinary.run(["run", fixture("NoLayout.swift")])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.error.hasPrefix("tcv: error: no layout class in \(fixture("NoLayout.swift")): "), none.error)
        XCTAssertEqual(none.error.filter { $0 == "\n" }.count, 1)

        let unknown = try TCVBinary.run(["trace", fixture("TwoLayouts.swift"), "--cells", "--layout", "Middle"])
        XCTAssertEqual(unknown.error, "tcv: error: no layout or controller class named Middle in \(fixture("TwoLayouts.swift")); "
            + "candidates: BaseLayout, LeftLayout, RightLayout\n")

        let missing = try TCVBinary.run(["snapshot", "Nowhere.swift"])
        XCTAssertEqual(missing.error, "tcv: error: cannot read Nowhere.swift: no such file\n")
    }

    /// 30 items of 12×3 with spacing 1 in 40 columns: three per row (12 + 1 + 12 + 1 + 12 = 38, the
    /// leftover 2 spread between them), a 3-row header, 10 rows of items: 33 rows per section.
    func test_trace_of_a_layout_file() throws {
        let result = try TCVBinary.run(["trace", fixture("GridFlowLayout.swift"), "--cells", "--size", "40x8", "--keys", "j",
                                        "--sections", "1"])
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(6)), [
            "frame 0 (start)", "  prepare()", "  numberOfSections → 1", "  numberOfItemsInSection 0 → 30",
            "  collectionViewContentSize → 40x33", "  layoutAttributesForElements(in: (0,0,40,7)) → 7",
        ])
        XCTAssertEqual(lines.dropFirst(6).first, "  viewForSupplementaryElementOfKind UICollectionElementKindSectionHeader [0,0]")
        XCTAssertTrue(lines.contains("frame 1 (key j)"))
        XCTAssertTrue(lines.contains("  layoutAttributesForElements(in: (0,7,40,1)) → 3"), result.output)
    }

    /// `--right-to-left` reaches the file's program: its flow layout is shown mirrored, item 0 on the right.
    func test_a_layout_file_right_to_left() throws {
        let result = try TCVBinary.run(["snapshot", fixture("GridFlowLayout.swift"), "--cells", "--size", "40x8", "--sections", "1",
                                        "--right-to-left"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output.split(separator: "\n")[4], "│ [0,2]    │  │ [0,1]    │  │ [0,0]    │")
    }

    /// A block the app puts on `DispatchQueue.main` runs on the next run-loop turn: tcv's loop waits on
    /// the terminal, not on `RunLoop.main`, so each turn drains the main queue (`MainQueue.drain()`).
    func test_work_the_app_puts_on_the_main_queue_runs() throws {
        let result = try TCVBinary.run(["snapshot", fixture("MainQueueTitleController.swift"), "--size", "60x4"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.split(separator: "\n").last?.hasPrefix("ASYNC RAN│") == true, result.output)
    }

    /// `tcv trace NAME` traces a demo without building anything.
    func test_trace_of_a_demo() throws {
        let result = try TCVBinary.run(["trace", "flow", "--size", "40x10"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("frame 0 (start)\n  prepare()\n  numberOfSections → "), result.output)
    }

    private func buildCount() -> Int {
        let tcv = Self.cacheHome.appendingPathComponent("tcv")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: tcv.path)) ?? []
        return folders.reduce(0) { count, folder in
            let log = (try? String(contentsOf: tcv.appendingPathComponent("\(folder)/builds.log"), encoding: .utf8)) ?? ""
            return count + log.split(separator: "\n").count
        }
    }
}

extension LayoutFileTests {
    /// A `UICollectionViewController` subclass is the app: tcv makes it with `init(collectionViewLayout:)`
    /// and the file's one layout, and the window shows the controller's own cells and the `title` its
    /// `viewDidLoad` sets. Three 12-wide cells fill each 36-column line: rows 0–2 and 3–5.
    func test_a_controller_file_runs_as_the_app() throws {
        let result = try TCVBinary.run(["snapshot", fixture("PhotosController.swift"), "--cells", "--size", "36x8"])
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(lines.prefix(7)), [
            "┌──────────┐┌──────────┐┌──────────┐",
            "│ beach    ││ forest   ││ city     │",
            "└──────────┘└──────────┘└──────────┘",
            "┌──────────┐┌──────────┐┌──────────┐",
            "│ desert   ││ lake     ││ harbour  │",
            "└──────────┘└──────────┘└──────────┘",
            "                                    ",
        ], result.output)
        XCTAssertTrue(lines[7].hasPrefix("Photos"), "the controller's title is in the status line: \(lines[7])")
        // The trace asks the controller's data source (6 photos) and its delegate (willDisplay).
        let trace = try TCVBinary.run(["trace", fixture("PhotosController.swift"), "--cells", "--size", "36x8"])
        XCTAssertEqual(trace.status, 0, trace.error)
        XCTAssertEqual(Array(trace.output.split(separator: "\n").prefix(8)), [
            "frame 0 (start)", "  prepare()", "  numberOfSections → 1", "  numberOfItemsInSection 0 → 6",
            "  collectionViewContentSize → 36x6", "  layoutAttributesForElements(in: (0,0,36,7)) → 6",
            "  cellForItemAt [0,0]", "  willDisplay cell [0,0]",
        ])
    }
}

extension LayoutFileTests {
    /// The generated data keeps runs, not items: 2^40 items show their last row (G) at once, in the
    /// memory of a small list (the flow layout itself is arithmetic).
    func test_a_generated_data_source_of_2_to_the_40_items_shows_its_end() throws {
        let result = try TCVBinary.run(["snapshot", fixture("GridFlowLayout.swift"), "--cells", "--size", "40x8", "--sections", "1",
                                        "--items", "1099511627776", "--item-size", "39x3", "--keys", "G"])
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        // The bottom: a 3-row header and 2^40 rows of 3, less the 7-row view: 3 + 3 × 2^40 − 7.
        XCTAssertTrue(lines.last?.hasPrefix("GridFlowLayout│offset 0,3298534883324│") == true, result.output)
        XCTAssertTrue(result.output.contains("[0,1099511627775]"), result.output)
    }

    func test_layout_file_options_are_refused_for_a_demo() throws {
        let result = try TCVBinary.run(["snapshot", "flow", "--sections", "2", "--items", "3"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "tcv: error: --sections applies to .swift layout files, not to the demo \"flow\"\n")
        let items = try TCVBinary.run(["snapshot", "flow", "--items", "3"])
        XCTAssertEqual(items.status, 1)
        XCTAssertEqual(items.error, "tcv: error: --items applies only to list, boxlist and .swift layout files; \"flow\" has fixed content\n")
    }

    /// Presenter mode for a layout file, as for a demo: the pressed keys in a badge, no status line, and
    /// a script's caption in a banner.
    func test_a_layout_file_is_presented_with_a_key_badge_and_a_script() throws {
        let grid = Self.packageRoot.appendingPathComponent("Examples/Layouts/PhotoGridController.swift").path
        let badge = try TCVBinary.run(["snapshot", grid, "--size", "60x12", "--present", "--hide-status", "--keys", "jj"])
        XCTAssertEqual(badge.status, 0, badge.error)
        XCTAssertTrue(badge.output.contains("j j │"), badge.output)
        XCTAssertFalse(badge.output.contains("Photos│offset"), "no status line")
        let script = try TCVBinary.run(["snapshot", grid, "--size", "60x12", "--script",
                                        Self.packageRoot.appendingPathComponent("Docs/Pictures/flow-script.txt").path, "--keys", "<Space>"])
        XCTAssertEqual(script.status, 0, script.error)
        XCTAssertEqual(script.output.split(separator: "\n").first.map(String.init),
                       "    The flow layout: rows of cells, a header per section    ")
    }

    /// `tcv snapshot list --items N` sizes the list as `tcv demo list --items N` does.
    func test_snapshot_of_a_list_demo_takes_its_item_count() throws {
        let result = try TCVBinary.run(["snapshot", "list", "--items", "2", "--size", "30x5"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output.split(separator: "\n").prefix(3).map(String.init), [" Item 0000000                 ", " Item 0000001                 ", String(repeating: " ", count: 30)])
    }
}

extension LayoutFileTests {
    /// The README's trace. Content is 14 rows (column 0 ends at y 14), the collection view 11: `j` starts
    /// a drag (one burst of scroll keys, which does not end within these frames) and scrolls a row; `G`
    /// goes to offset 3, where [0,0] (y 0–3) only touches the visible rect, so it leaves the screen.
    /// The layout never invalidates on scroll, so each pass asks only for the rows it uncovers.
    func test_trace_of_the_waterfall_sample_in_full() throws {
        let result = try TCVBinary.run(["trace", Self.waterfall, "--cells", "--size", "60x12", "--sections", "1", "--items", "8",
                                        "--keys", "jG"])
        XCTAssertEqual(result.status, 0, result.error)
        let expected = ["frame 0 (start)", "  prepare()", "  numberOfSections → 1", "  numberOfItemsInSection 0 → 8",
                        "  collectionViewContentSize → 60x14", "  layoutAttributesForElements(in: (0,0,60,11)) → 8"]
            + (0..<8).flatMap { ["  cellForItemAt [0,\($0)]", "  willDisplay cell [0,\($0)]"] }
            + ["frame 1 (key j)", "  scrollViewWillBeginDragging", "  scrollViewDidScroll (0,1)",
               "  shouldInvalidateLayout(forBoundsChange: (0,1,60,11)) → false",
               "  layoutAttributesForElements(in: (0,11,60,1)) → 3",
               "frame 2 (key G)", "  scrollViewDidScroll (0,3)", "  shouldInvalidateLayout(forBoundsChange: (0,3,60,11)) → false",
               "  layoutAttributesForElements(in: (0,12,60,2)) → 2",
               "  didEndDisplaying cell [0,0]"]
        XCTAssertEqual(result.output, expected.joined(separator: "\n") + "\n")
    }
}

extension LayoutFileTests {
    /// After the last scroll key the drag ends (150 ms later): the layout is asked for its target, then
    /// the delegate, then the drag ends without deceleration — UIKit's order.
    func test_trace_shows_the_end_of_a_drag_in_uikits_order() throws {
        let result = try TCVBinary.run(["trace", Self.waterfall, "--cells", "--size", "60x12", "--sections", "1", "--items", "8",
                                        "--keys", "j<Wait:300>"])
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        let end = lines.drop { !$0.hasSuffix("(wait)") }
        XCTAssertEqual(Array(end), [
            "frame 10 (wait)",
            "  targetContentOffset(forProposedContentOffset: (0,1), withScrollingVelocity: (0,0.1)) → (0,1)",
            "  scrollViewWillEndDragging(withVelocity: (0,0.1), targetContentOffset: (0,1)) → (0,1)",
            "  scrollViewDidEndDragging(willDecelerate: false)",
        ])
    }
}

extension LayoutFileTests {
    /// A plain `UIViewController` subclass in the shape of Apple's samples is the app: its view holds
    /// the collection view `configureHierarchy()` added (autoresizing, so 36×7 above the status line),
    /// cells built from a label pinned 1 inside the content view and a rounded layer border, a title
    /// label pinned to a one-row header, and `navigationItem.title` in the status line. Items are half
    /// of 36 = 18 wide, 3 rows high, below the header row: labels centred in 16 columns on rows 2 and 5.
    func test_a_plain_view_controller_owning_its_collection_view_runs_as_the_app() throws {
        let lines = try recipesScreen()
        XCTAssertEqual(Array(lines.prefix(7)), [
            "Soups                               ",
            "╭────────────────╮╭────────────────╮",
            "│      miso      ││   minestrone   │",
            "╰────────────────╯╰────────────────╯",
            "╭────────────────╮╭────────────────╮",
            "│    borscht     ││     ramen      │",
            "╰────────────────╯╰────────────────╯",
        ])
        XCTAssertTrue(lines[7].hasPrefix("Recipes│offset 0,0"), "navigationItem.title is in the status line: \(lines[7])")

        // The keys scroll the collection view found in the view tree: G goes to the end (content
        // 1 + 3 × 3 = 10 rows, 7 shown → offset 3, row 3 of the content on top).
        let scrolled = try recipesScreen(keys: "G<Wait:300>")
        XCTAssertEqual(Array(scrolled.prefix(7)), [
            "╰────────────────╯╰────────────────╯",
            "╭────────────────╮╭────────────────╮",
            "│    borscht     ││     ramen      │",
            "╰────────────────╯╰────────────────╯",
            "╭────────────────╮╭────────────────╮",
            "│     gumbo      ││      pho       │",
            "╰────────────────╯╰────────────────╯",
        ])
        XCTAssertTrue(scrolled[7].hasPrefix("Recipes│offset 0,3"), scrolled[7])

        // A resize reaches the collection view through its autoresizing mask: 48 columns → cells 24 wide,
        // once the resize's animation (a rotation's, 0.3 s) is over.
        XCTAssertEqual(try recipesScreen(keys: "<Resize:48x8><Wait:400>")[2], "│         miso         ││      minestrone      │")
    }

    /// As in the sample's storyboard, the controller is a navigation controller's root: a click on
    /// "ramen" (row 5) selects it and the delegate pushes the detail screen, its label centred by
    /// constraints in the 36×7 view: "RAMEN" at x (36 − 5) / 2 = 15.5 → 16, y (7 − 1) / 2 = 3; q pops.
    func test_a_plain_view_controller_pushes_its_detail_screen_on_selection() throws {
        let pushed = try recipesScreen(keys: "<Click:20,5>")
        XCTAssertEqual(pushed[3], String(repeating: " ", count: 16) + "RAMEN" + String(repeating: " ", count: 15))
        XCTAssertTrue(pushed[7].hasPrefix("ramen"), pushed[7])
        XCTAssertEqual(try recipesScreen(keys: "<Click:20,5>q")[0], "Soups                               ")
    }

    /// The Recipes fixture's 36×8 screen after `keys`: its 8 lines (blank when the run failed, which the
    /// status check reports).
    private func recipesScreen(keys: String? = nil) throws -> [String] {
        let result = try TCVBinary.run(["snapshot", fixture("RecipesViewController.swift"), "--cells", "--size", "36x8"]
                                       + (keys.map { ["--keys", $0] } ?? []))
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines + Array(repeating: "", count: max(0, 8 - lines.count))
    }
}
