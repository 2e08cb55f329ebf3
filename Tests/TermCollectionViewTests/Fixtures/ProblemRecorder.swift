import Foundation
import TermCollectionView
import XCTest

/// Installs recording handlers for layout problems and usage errors, and puts the previous handlers
/// back on `stop()`, so a test sees every report and the process never exits.
@MainActor
final class ProblemRecorder {
    private(set) var problems: [LayoutProblem] = []
    private(set) var usageErrors: [String] = []
    private let previousProblemHandler = LayoutDiagnostics.handler
    private let previousUsageHandler = UsageError.handler

    init() {
        LayoutDiagnostics.handler = { [unowned self] in problems.append($0) }
        UsageError.handler = { [unowned self] in usageErrors.append($0.description) }
    }

    func stop() {
        LayoutDiagnostics.handler = previousProblemHandler
        UsageError.handler = previousUsageHandler
    }

    var lines: [String] { problems.map(\.description) }
}

/// A test case whose every test runs with a `ProblemRecorder` installed (`recorder`), stopped after it.
@MainActor
class ProblemRecordingTestCase: XCTestCase {
    private(set) var recorder: ProblemRecorder!

    override func setUp() async throws {
        recorder = ProblemRecorder()
    }

    override func tearDown() async throws {
        recorder.stop()
    }
}
