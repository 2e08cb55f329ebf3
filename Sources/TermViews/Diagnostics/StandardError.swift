import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard error with `write(2)`, ignoring failures: `FileHandle.standardError.write`
/// traps when standard error is closed or unwritable, and a message about a mistake must never
/// become a crash.
public enum StandardError {
    /// Writes `text` to file descriptor 2 as far as it will go.
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(2, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(2, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
