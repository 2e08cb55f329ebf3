import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes results to standard output and checks that they arrived: `print` buffers and drops a
/// failed write at exit, so `tcv snapshot flow > /dev/full` lost the frame and still exited 0.
/// `tcv` and the programs `tcv run` builds both write their frames and traces through it.
public enum StandardOutput {
    /// Writes all of `text` to file descriptor 1. Returns `nil` when everything arrived, else a
    /// one-line message naming why it did not, for the caller to report and stop with.
    public static func deliver(_ text: String) -> String? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let reason = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
                return "cannot write to standard output: \(reason); the output is lost"
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}
