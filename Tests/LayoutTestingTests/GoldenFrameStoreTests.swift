import Foundation
import LayoutTesting
import XCTest

final class GoldenFrameStoreTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("GoldenFrameStoreTests-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func test_a_missing_file_is_recorded_then_matched() throws {
        let store = GoldenFrameStore(directory: directory)
        let first = try store.check("┌┐\n└┘", named: "tiny", record: false)
        XCTAssertEqual(first, .recorded("recorded \"tiny\" at \(store.url(named: "tiny").path); run the test again to compare"))
        XCTAssertEqual(try String(contentsOf: store.url(named: "tiny"), encoding: .utf8), "┌┐\n└┘\n")
        XCTAssertEqual(try store.check("┌┐\n└┘", named: "tiny", record: false), .matched)
    }

    func test_a_mismatch_names_the_file_the_variable_that_rerecords_and_the_rows() throws {
        let store = GoldenFrameStore(directory: directory, recordVariable: "RECORD_X")
        _ = try store.check("abc\ndef", named: "rows", record: false)
        let expected = [
            "\"rows\" differs from \(store.url(named: "rows").path) (RECORD_X=1 re-records it):",
            "row 1: first difference at column 1",
            "  expected │def",
            "  actual   │dXf",
            String(repeating: " ", count: 13) + "^",
        ]
        XCTAssertEqual(try store.check("abc\ndXf", named: "rows", record: false), .mismatch(expected.joined(separator: "\n")))
    }

    func test_record_rewrites_the_file() throws {
        let store = GoldenFrameStore(directory: directory)
        _ = try store.check("old", named: "again", record: false)
        guard case .recorded = try store.check("new", named: "again", record: true) else {
            return XCTFail("expected a recording")
        }
        XCTAssertEqual(try store.check("new", named: "again", record: false), .matched)
    }

    func test_golden_frames_live_in_a_folder_beside_the_test_file() {
        XCTAssertEqual(GoldenFrameStore(testFilePath: "/repo/Tests/FooTests/BarTests.swift").url(named: "baz").path,
                       "/repo/Tests/FooTests/__Frames__/baz.txt")
        XCTAssertEqual(GoldenFrameStore(testFilePath: "/repo/T/B.swift", folder: "Snapshots").url(named: "baz").path,
                       "/repo/T/Snapshots/baz.txt")
    }
}
