import Foundation
@_exported import LayoutTesting
import TermCanvas
import XCTest

/// Asserts that `text` equals the golden file `Snapshots/<name>.txt` next to the calling test file.
///
/// When the file is missing, or the environment has `RECORD_SNAPSHOTS=1`, the file is written and the
/// assertion fails saying so: a first run records, a second run passes. On a mismatch the failure
/// lists each differing row (row number, expected, actual) and its first differing column.
public func assertSnapshot(
    _ text: String,
    named name: String,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    // This repository's own golden frames: `Snapshots/`, re-recorded with RECORD_SNAPSHOTS=1.
    let store = GoldenFrameStore(testFilePath: "\(file)", folder: "Snapshots", recordVariable: "RECORD_SNAPSHOTS")
    do {
        switch try store.check(text, named: name, record: store.recordsFromEnvironment) {
        case .matched: break
        case .recorded(let message), .mismatch(let message): XCTFail(message, file: file, line: line)
        }
    } catch {
        XCTFail("cannot record snapshot \"\(name)\": \(error)", file: file, line: line)
    }
}

/// Asserts that `canvas`, text and style (`StyledFrame`), equals the golden file
/// `Snapshots/<name>.txt` next to the calling test file. Records like `assertSnapshot`.
@MainActor
public func assertStyledSnapshot(
    _ canvas: Canvas,
    named name: String,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSnapshot(StyledFrame.text(canvas), named: name, file: file, line: line)
}
