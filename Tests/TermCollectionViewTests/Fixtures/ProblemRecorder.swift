import Foundation
import TermCollectionView
import XCTest
import TestSupport

/// The reports of one test, as the tests read them: layout problems, usage errors' messages.
@MainActor
struct ProblemRecorder {
    let diagnostics: DiagnosticsRecorder

    var problems: [LayoutProblem] { diagnostics.problems }
    var usageErrors: [String] { diagnostics.usageErrors.map(\.description) }
    var lines: [String] { problems.map(\.description) }
}

/// A test case whose every test records the library's reports (`recorder`) in a sink of its own.
@MainActor
class ProblemRecordingTestCase: DiagnosticsRecordingTestCase {
    var recorder: ProblemRecorder { ProblemRecorder(diagnostics: diagnostics) }
}
