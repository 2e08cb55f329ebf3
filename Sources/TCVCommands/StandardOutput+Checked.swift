import ArgumentParser
import TermApp
import TermCollectionView

extension StandardOutput {
    /// Writes `text` to standard output; when it cannot, one line names why and the command ends with
    /// status 1.
    static func writeChecked(_ text: String) throws {
        if !ToolOutput.write(text) { throw ExitCode(1) }
    }
}
