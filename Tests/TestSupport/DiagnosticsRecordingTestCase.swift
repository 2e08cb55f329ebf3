import TermCollectionView
import XCTest

/// A test case whose every test runs with a fresh `DiagnosticsRecorder` as the current sink
/// (`diagnostics`): the test sees every report the library makes, and nothing prints or leaks into
/// another test (the sink is task-local, not a global to put back).
open class DiagnosticsRecordingTestCase: XCTestCase {
    /// The reports of the running test.
    public nonisolated(unsafe) private(set) var diagnostics: DiagnosticsRecorder!

    /// Runs the test with its own recorder bound (an async test method inherits it).
    override open func invokeTest() {
        let recorder = DiagnosticsRecorder()
        diagnostics = recorder
        Diagnostics.$sink.withValue(recorder) { super.invokeTest() }
    }
}
