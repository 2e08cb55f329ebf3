import Foundation
import TermApp
import TermCollectionView

extension StandardOutput {
    /// Writes `text` to standard output, or stops with a one-line error naming why it could not.
    static func write(_ text: String) {
        if !ToolOutput.write(text) { Foundation.exit(1) }
    }
}
