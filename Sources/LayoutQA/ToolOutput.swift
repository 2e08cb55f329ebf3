import Foundation
import TermCanvas
import TermCollectionView

/// How the replay entry points (`CastReplay.check`, `CastPlayer.playLive`, `SessionRecorder.recordLive`)
/// speak for `tcv` and for the programs `tcv run` builds: results on standard output, checked; errors
/// as one `tcv: error:` line and exit status 1.
enum ToolOutput {
    static func fail(_ message: String) -> Never {
        StandardError.write("tcv: error: \(message)\n")
        exit(1)
    }

    static func write(_ text: String) {
        if let failure = StandardOutput.deliver(text) { fail(failure) }
    }

    /// A path as error messages quote it.
    static func quote(_ path: String) -> String { "\"\(MessageExcerpt.of(path))\"" }
}
