import TermCanvas

/// Asserts that the screen's frame equals the golden frame `__Frames__/<name>.txt` beside the test
/// file: as text, or with `styled`, as text plus one style letter per cell (`StyledFrame`), so a
/// change of looks (selection from reverse video to bold) fails too.
///
/// A missing golden file is recorded and the assertion fails saying where (a first run records, the
/// second compares); `record: true`, or `RECORD_FRAMES=1` in the environment, re-records. A mismatch
/// lists each differing row, expected over actual, with `^` under the cells that differ.
/// Works in Swift Testing and in XCTest.
@MainActor
public func assertFrame(
    _ screen: LayoutScreen, named name: String, styled: Bool = false, record: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let text = styled ? StyledFrame.text(screen.frame) : screen.text
    let store = GoldenFrameStore(testFilePath: "\(filePath)")
    do {
        switch try store.check(text, named: name, record: record || store.recordsFromEnvironment) {
        case .matched: break
        case .recorded(let message), .mismatch(let message): recordFailure(message, at: location)
        }
    } catch {
        recordFailure("cannot record the golden frame \"\(name)\" in \(store.directory.path): \(error)", at: location)
    }
}

/// Asserts UIKit's invariants on the screen as it is now (`LayoutScreen.invariantViolations()`),
/// listing every broken one with the element and the layout method that broke it.
@MainActor
public func assertInvariants(
    _ screen: LayoutScreen,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let violations = screen.invariantViolations()
    guard !violations.isEmpty else { return }
    let message = (["\(violations.count) UIKit invariant(s) broken at \(screen.size.width)x\(screen.size.height):"]
        + violations.map { "  \($0)" } + [screen.text]).joined(separator: "\n")
    recordFailure(message, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fuzzes `subject` for `runs` seeded sessions of `steps` actions at `size` and asserts that no
/// session broke UIKit's invariants; a failure is reported shrunk, with the keys that replay it.
/// Returns the result (its coverage, for a test that wants more).
@MainActor @discardableResult
public func assertFuzz(
    _ subject: LayoutUnderTest, size: CellSize = CellSize(width: 80, height: 24), seed: UInt64 = 1,
    runs: Int = 20, steps: Int = 40,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> FuzzCheck.Result {
    let result = FuzzCheck(subject, size: size, steps: steps).run(seed: seed, runs: runs)
    if let message = result.message {
        recordFailure(message, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return result
}
