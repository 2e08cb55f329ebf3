import TermCanvas
import XCTest

/// A clock's tickers tick what joined, in order, until each says it stopped; the list tells the run
/// loop whether to draw every frame or to sleep until the earliest wait ends.
@MainActor
final class FrameTickersTests: XCTestCase {
    private final class Countdown: FrameTicking {
        var remaining: Int
        var waitsUntil: Double?
        var log: [String]
        let name: String
        init(_ name: String, ticks: Int, waitsUntil: Double? = nil, log: [String] = []) {
            self.name = name
            remaining = ticks
            self.waitsUntil = waitsUntil
            self.log = log
        }
        func tickFrame() -> Bool {
            remaining -= 1
            log.append(name)
            return remaining > 0
        }
        var changesWithTime: Bool { waitsUntil == nil }
        var nextTickTime: Double? { waitsUntil }
    }

    func test_each_item_is_ticked_until_it_says_it_stopped_and_joins_once() async {
        let clock = VirtualClock()
        let a = Countdown("a", ticks: 1)
        let b = Countdown("b", ticks: 3)
        clock.tickers.add(a)
        clock.tickers.add(b)
        clock.tickers.add(a)
        XCTAssertFalse(clock.tickers.isEmpty)
        clock.tickers.tick()
        clock.tickers.tick()
        clock.tickers.tick()
        clock.tickers.tick()
        XCTAssertEqual(a.log, ["a"], "once: a second add does nothing, and a stopped item leaves")
        XCTAssertEqual(b.log, ["b", "b", "b"])
        XCTAssertTrue(clock.tickers.isEmpty)
    }

    func test_a_freed_item_leaves_the_list() async {
        let clock = VirtualClock()
        var item: Countdown? = Countdown("x", ticks: 5)
        clock.tickers.add(item!)
        item = nil
        XCTAssertTrue(clock.tickers.isEmpty)
        clock.tickers.tick()
        XCTAssertTrue(clock.tickers.isEmpty)
    }

    func test_the_next_tick_is_the_earliest_wait_unless_one_needs_every_frame() async {
        let clock = VirtualClock()
        XCTAssertNil(clock.tickers.nextTickTime)
        let late = Countdown("late", ticks: 2, waitsUntil: 0.5)
        let soon = Countdown("soon", ticks: 2, waitsUntil: 0.2)
        clock.tickers.add(late)
        clock.tickers.add(soon)
        XCTAssertEqual(clock.tickers.nextTickTime, 0.2)
        XCTAssertFalse(clock.tickers.changesWithTime)
        let moving = Countdown("moving", ticks: 2)
        clock.tickers.add(moving)
        XCTAssertNil(clock.tickers.nextTickTime, "an animation needs every frame")
        XCTAssertTrue(clock.tickers.changesWithTime)
    }
}
