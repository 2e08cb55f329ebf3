import Demos
import Foundation
import LayoutQA
import TermApp
import TermCanvas
import XCTest

/// `tcv replay --live`'s player, driven as the terminal run loop drives it, on a virtual clock.
@MainActor
final class CastPlayerTests: XCTestCase {
    /// Two `j`s at 0.5 s and 1.0 s, then the recording's last frame at 1.2 s, recorded at 60×16.
    private let cast = Asciicast(width: 60, height: 16, timestamp: 0, command: "tcv demo flow", events: [
        .init(time: 0, code: "o", data: ""), .init(time: 0.5, code: "i", data: "j"),
        .init(time: 1.0, code: "i", data: "j"), .init(time: 1.2, code: "o", data: ""),
    ])

    private func player(terminal: CellSize = CellSize(width: 60, height: 16)) throws -> (CastPlayer, VirtualClock) {
        let clock = VirtualClock()
        let demo = try XCTUnwrap(DemoCatalog.demo(named: "flow"))
        let player = try CastPlayer(cast: cast, app: demo.makeWindow(clock: clock), clock: clock)
        player.setScreenSize(terminal)
        player.tick()
        return (player, clock)
    }

    private func frame(_ player: CastPlayer, _ size: CellSize) -> [String] {
        var canvas = Canvas(size: size)
        player.render(into: &canvas)
        return canvas.textLines()
    }

    func test_each_input_plays_at_its_recorded_time_and_the_replay_ends_with_the_recording() async throws {
        let (player, clock) = try player()
        let size = CellSize(width: 60, height: 16)
        XCTAssertEqual(player.nextTickTime, 0.5, "asleep until the first input is due")
        clock.advance(by: 0.49)
        player.tick()
        XCTAssertEqual(player.inputsPlayed, 0)
        XCTAssertFalse(player.changesWithTime)
        clock.advance(by: 0.01)
        player.tick()
        XCTAssertEqual(player.inputsPlayed, 1)
        XCTAssertTrue(player.changesWithTime, "a tick that played input is drawn")
        XCTAssertTrue(frame(player, size).last?.contains("offset 0,1") ?? false, frame(player, size).joined(separator: "\n"))
        clock.advance(by: 0.5)
        player.tick()
        XCTAssertEqual(player.inputsPlayed, 2)
        XCTAssertTrue(frame(player, size).last?.contains("offset 0,2") ?? false)
        XCTAssertFalse(player.isFinished, "the recording lasts until 1.2 s")
        // The scroll keys are a drag that ends 150 ms after the last one (1.15 s): the app's own timer
        // comes before the recording's end at 1.2 s.
        XCTAssertEqual(player.nextTickTime ?? 0, 1.15, accuracy: 1e-9)
        clock.advance(by: 0.2)
        player.tick()
        XCTAssertTrue(player.isFinished)
        XCTAssertEqual(player.exitStatus, 0)
    }

    func test_the_viewers_keys_do_not_reach_the_app_and_q_stops() async throws {
        let (player, _) = try player()
        player.handle(.key(.character("j")))
        player.tick()
        XCTAssertTrue(frame(player, CellSize(width: 60, height: 16)).last?.contains("offset 0,0") ?? false)
        XCTAssertFalse(player.isFinished)
        player.handle(.key(.character("q")))
        XCTAssertTrue(player.isFinished)
        XCTAssertTrue(player.wasStopped)
        XCTAssertEqual(player.exitStatus, 0)
    }

    func test_a_larger_terminal_shows_the_frame_at_the_recorded_size_with_a_note_below() async throws {
        let (player, _) = try player(terminal: CellSize(width: 70, height: 20))
        let demo = try XCTUnwrap(DemoCatalog.demo(named: "flow"))
        let recorded = HeadlessRunner(app: demo.makeWindow(clock: VirtualClock()), clock: VirtualClock(), size: CellSize(width: 60, height: 16))
            .run([]).textLines()
        let rows = frame(player, CellSize(width: 70, height: 20))
        // Rows 0–15: the 60-column frame, then 10 blank columns; row 16: the note; rows 17–19 blank.
        XCTAssertEqual(Array(rows[0..<16]), recorded.map { $0 + String(repeating: " ", count: 10) })
        XCTAssertEqual(rows[16], " replay: recorded at 60x16, terminal is 70x20: drawn top-left · q stops".padding(toLength: 70, withPad: " ", startingAt: 0))
        XCTAssertEqual(Array(rows[17...]), Array(repeating: String(repeating: " ", count: 70), count: 3))
    }

    func test_a_smaller_terminal_clips_the_frame_and_says_so_on_its_last_row() async throws {
        let (player, _) = try player(terminal: CellSize(width: 50, height: 10))
        let rows = frame(player, CellSize(width: 50, height: 10))
        XCTAssertEqual(rows.count, 10)
        XCTAssertEqual(rows[9], " replay: recorded at 60x16, terminal is 50x10: dra")
        XCTAssertTrue(rows[0].hasPrefix("┏━━"), rows[0])
    }

    func test_a_recorded_resize_changes_the_size_drawn() async throws {
        var resized = cast
        resized.events.insert(.init(time: 0.2, code: "r", data: "40x10"), at: 1)
        let clock = VirtualClock()
        let player = try CastPlayer(cast: resized, app: try XCTUnwrap(DemoCatalog.demo(named: "flow")).makeWindow(clock: clock), clock: clock)
        player.setScreenSize(CellSize(width: 60, height: 16))
        clock.advance(by: 0.2)
        player.tick()
        XCTAssertEqual(player.recordedSize, CellSize(width: 40, height: 10))
        let rows = frame(player, CellSize(width: 60, height: 16))
        XCTAssertEqual(rows[10], " replay: recorded at 40x10, terminal is 60x16: drawn top-left · q stops".padding(toLength: 60, withPad: " ", startingAt: 0))
        XCTAssertTrue(rows[9].hasPrefix("flow│") && rows[9].dropFirst(40).allSatisfy { $0 == " " }, rows[9])
    }

    func test_an_input_that_is_not_a_key_token_is_refused_before_playing() async throws {
        var broken = cast
        broken.events[1].data = "<Nope>"
        let clock = VirtualClock()
        XCTAssertThrowsError(try CastPlayer(cast: broken, app: try XCTUnwrap(DemoCatalog.demo(named: "flow")).makeWindow(clock: clock), clock: clock))
    }
}
