import Demos
import TermCanvas
import TestSupport
import XCTest

/// Whole-screen frames of the carousel demo, produced exactly as `tcv snapshot carousel` produces
/// them. The settles are short at `.fast`: a 1-column spring-back takes ln(0.5)/ln(0.99) ≈ 69 ms,
/// the 2-column settle after a page ≈ 138 ms, after the drag ends 150 ms past the last key.
@MainActor
final class CarouselDemoSnapshotTests: XCTestCase {
    func test_start_shows_the_first_card_centred_and_its_neighbour_smaller() async throws {
        assertSnapshot(try DemoFrame.text(.carousel, keys: ""), named: "carousel-80x24-start")
    }

    func test_a_nudge_moves_one_column_while_the_key_is_down() async throws {
        assertSnapshot(try DemoFrame.text(.carousel, keys: "l"), named: "carousel-80x24-nudged")
    }

    func test_a_nudge_springs_back_to_the_same_card() async throws {
        let text = try DemoFrame.text(.carousel, keys: "l<Wait:400>")
        XCTAssertEqual(text, try DemoFrame.text(.carousel, keys: ""), "back at offset 0, the start frame")
        // Drawn as the run loop draws (every frame while the offset moves), the first frame, the nudge and
        // each of the spring-back's five moving frames cost a layout pass and a prepare (the carousel
        // re-prepares on every bounds change to scale its cards): 1 + 1 + 5, as `tcv trace` shows.
        XCTAssertTrue(try DemoFrame.text(.carousel, keys: "l<Wait:400>", counters: true).contains("passes 7│prepare 7"))
        assertSnapshot(text, named: "carousel-80x24-sprung-back")
    }

    // PgDn moves 80 columns; the card nearest the centre (Mars, centred at 78) comes to rest centred.
    func test_a_page_lands_on_a_centred_card() async throws {
        let text = try DemoFrame.text(.carousel, keys: "<PgDn><Wait:600>")
        XCTAssertTrue(text.contains("offset 78,0"), text)
        assertSnapshot(text, named: "carousel-80x24-page-centred")
    }

    func test_end_rests_the_last_card_centred() async throws {
        let text = try DemoFrame.text(.carousel, keys: "<End><Wait:600>")
        XCTAssertTrue(text.contains("offset 208,0"), text)
        assertSnapshot(text, named: "carousel-80x24-end")
    }

    // With paging on the layout is not asked: a page key rests on a screen width, between cards.
    func test_with_paging_a_page_rests_on_the_screen_width() async throws {
        let text = try DemoFrame.text(.carousel, keys: "p<PgDn><Wait:600>")
        XCTAssertTrue(text.contains("offset 80,0"), text)
        assertSnapshot(text, named: "carousel-80x24-paging")
    }

    func test_help_lists_the_nudge_page_and_paging_keys() async throws {
        let text = try DemoFrame.text(.carousel, keys: "?")
        XCTAssertTrue(text.contains("nudge right: springs back to the card"), text)
        XCTAssertTrue(text.contains("lands on a centred card"), text)
        XCTAssertTrue(text.contains("paging (isPagingEnabled) on/off"), text)
    }
}
