import Demos
import Foundation
import LayoutQA
import TermApp
import TermCanvas
import XCTest

@MainActor
final class AsciicastTests: XCTestCase {
    /// Drives a recorder as the terminal run loop does: size, then per input handle, tick, draw.
    private func record(_ demoName: String, script: String, size: CellSize = CellSize(width: 60, height: 16)) throws -> Asciicast {
        let demo = try XCTUnwrap(DemoCatalog.demo(named: demoName))
        let clock = VirtualClock()
        let recorder = SessionRecorder(app: demo.makeWindow(clock: clock), clock: clock, command: "tcv demo \(demoName)")
        var current = size
        func frame() {
            recorder.tick()
            var canvas = Canvas(size: current)
            recorder.render(into: &canvas)
        }
        recorder.setScreenSize(size)
        frame()
        for step in try KeyScript.parse(script) {
            clock.advance(by: 0.05)
            switch step {
            case .key(let key): recorder.handle(.key(key))
            case .mouse(let mouse): recorder.handle(.mouse(mouse))
            case .resize(let newSize):
                current = newSize
                recorder.setScreenSize(newSize)
            case .wait(let milliseconds): clock.advance(by: Double(milliseconds) / 1000)
            }
            frame()
        }
        return recorder.cast
    }

    private func replay(_ cast: Asciicast, as demoName: String) throws -> CastReplay.Result {
        let demo = try XCTUnwrap(DemoCatalog.demo(named: demoName))
        return try CastReplay.replay(cast) { clock in demo.makeWindow(clock: clock) }
    }

    func test_a_recording_is_asciicast_v2_with_header_fields_and_monotonic_times() async throws {
        let text = try record("flow", script: "jj<PgDn><ScrollDown:5,5><Resize:40x10>k").encoded()
        let lines = text.split(separator: "\n")
        let header = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        XCTAssertEqual(header["version"] as? Int, 2)
        XCTAssertEqual(header["width"] as? Int, 60)
        XCTAssertEqual(header["height"] as? Int, 16)
        XCTAssertNotNil(header["timestamp"] as? Int)
        XCTAssertEqual(header["command"] as? String, "tcv demo flow")
        var last = 0.0
        var codes: [String] = []
        for line in lines.dropFirst() {
            let event = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            XCTAssertEqual(event.count, 3)
            let time = try XCTUnwrap((event[0] as? NSNumber)?.doubleValue)
            XCTAssertGreaterThanOrEqual(time, last, "times never decrease")
            last = time
            codes.append(try XCTUnwrap(event[1] as? String))
        }
        // 1 first frame, then per step an input (or resize) and a frame: 6 steps.
        XCTAssertEqual(codes, ["o"] + ["i", "o", "i", "o", "i", "o", "i", "o", "r", "o", "i", "o"])
        XCTAssertTrue(text.contains("[0.25,\"r\",\"40x10\"]"), "the resize five steps of 50 ms in")
        XCTAssertEqual(try Asciicast.decode(text).encoded(), text, "decoding and encoding again gives the same file")
    }

    func test_a_recording_replays_to_identical_frames() async throws {
        let cast = try Asciicast.decode(try record("carousel", script: "ll<Wait:600>h<Resize:50x12>l<Wait:900>").encoded())
        let result = try replay(cast, as: "carousel")
        XCTAssertNil(result.difference, result.difference.map(String.init(describing:)) ?? "")
        XCTAssertEqual(result.framesCompared, 8)
    }

    func test_a_frame_drawn_differently_is_reported_with_row_column_and_both_texts() async throws {
        var cast = try record("flow", script: "j")
        // Today's build drawing one character differently: change row 2, column 3 of the second frame.
        let index = try XCTUnwrap(cast.events.lastIndex { $0.code == "o" })
        var rows = cast.events[index].data.components(separatedBy: "\r\n")
        let plain = CastReplayProbe.rowText(rows[2])
        rows[2] = String(plain.prefix(3)) + "#" + String(plain.dropFirst(4))
        cast.events[index].data = rows.joined(separator: "\r\n")
        let difference = try XCTUnwrap(try replay(cast, as: "flow").difference)
        XCTAssertEqual(difference.frame, 2)
        XCTAssertEqual(difference.row, 2)
        XCTAssertEqual(difference.column, 3)
        XCTAssertEqual(difference.recorded, rows[2])
        XCTAssertEqual(difference.replayed, plain)
    }

    func test_decode_rejects_a_wrong_version_and_time_going_back() async {
        XCTAssertThrowsError(try Asciicast.decode("{\"version\":1,\"width\":3,\"height\":2}\n"))
        XCTAssertThrowsError(try Asciicast.decode("{\"version\":2,\"width\":3,\"height\":2}\n[1.0,\"o\",\"a\"]\n[0.5,\"o\",\"b\"]\n"))
    }
}

/// The text of a recorded row without its escape sequences, as replay compares it.
private enum CastReplayProbe {
    static func rowText(_ row: String) -> String {
        var text = ""
        var inEscape = false
        for scalar in row.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" { inEscape = true; continue }
            text.unicodeScalars.append(scalar)
        }
        return text
    }
}
