import Foundation
import LayoutPackage
import LayoutRunner
import TermCollectionView

/// `tcv run --watch FILE.swift …`: runs the files' program and, whenever a file is saved, rebuilds it
/// and swaps the rebuilt program in, on the same terminal, scrolled where the old one was (offset,
/// selection and focus, where those index paths still exist). While a rebuild runs the status line
/// says so; a compile error shows there too, over the last good build, until the next save. Ctrl-C
/// and `q` end it as they end `tcv run`.
///
/// The swap: the running program is asked to make way (SIGUSR1), saves its screen to a state file
/// and restores the terminal; the rebuilt one reads the file on its first frame (`WatchedProgram`).
/// Notices go through a file beside it and SIGUSR2. Files are polled (every 20 ms, by size, time and
/// inode), which also sees an editor that saves by writing a new file and renaming it.
struct LayoutFileWatch {
    let files: [String]
    let layoutOptions: LayoutFileOptions
    /// The command line as typed: each build runs it.
    let arguments: [String]
    /// How each build's program begins and ends (`tcv`'s).
    let entry: ProgramEntry

    /// Runs the builds until one ends other than by making way; returns its status.
    func run() throws -> Int32 {
        let (program, firstPath) = try LayoutFileRun.build(files: files, layoutOptions: layoutOptions, entry: entry)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-watch-\(UUID().uuidString).json").path
        let notice = WatchedProgramFiles.noticePath(forState: state)
        var path = firstPath
        var stamps = FileStamps(paths: files + layoutOptions.otherFiles)
        while true {
            var rebuilt: String?
            let ended = try LayoutFileRun.start(program, at: path, arguments: arguments + ["--watch-state", state],
                                                layoutOptions: layoutOptions) { pid in
                guard rebuilt == nil, stamps.changedAndSettled() else { return }
                Self.notify(pid, notice, "⟳ rebuilding \(files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))…")
                do throws(LayoutProgramError) {
                    rebuilt = try program.executable()
                    Self.notify(pid, notice, "")
                    kill(pid, SIGUSR1)
                } catch {
                    Self.notify(pid, notice, "✗ " + Self.firstError(error, files: files) + " — showing the last build; save to retry")
                }
            }
            if let rebuilt, ended.status == 128 + SIGUSR1 {
                path = rebuilt
                continue
            }
            for file in [state, notice] { try? FileManager.default.removeItem(atPath: file) }
            return LayoutFileRun.finish(ended, program: program, files: files,
                                        showing: .init(screen: "the terminal", layoutOptions: layoutOptions),
                                        layoutOptions: layoutOptions, inputLog: nil, timeLimit: 0)
        }
    }

    /// Writes `text` to the notice file and tells the program to show it.
    private static func notify(_ pid: pid_t, _ path: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        kill(pid, SIGUSR2)
    }

    /// The compiler's first error line, the file named without its folder (the status line is one row),
    /// else the error itself.
    private static func firstError(_ error: LayoutProgramError, files: [String]) -> String {
        guard var line = error.diagnostics.first(where: { $0.contains("error:") }) else { return error.description }
        if let file = files.first(where: { line.hasPrefix($0 + ":") }) {
            line = (file as NSString).lastPathComponent + line.dropFirst(file.count)
        }
        return line
    }
}

/// What the watch compares to see a save: each file's size, modification time and inode.
struct FileStamps {
    let paths: [String]
    private var last: [String: [Int]]

    init(paths: [String]) {
        self.paths = paths
        last = [:]
        last = current()
    }

    /// Whether a file changed since the last change seen, once it has held still for 30 ms (an editor
    /// may write a file in several steps). A file that is briefly gone (saved by rename) is waited for,
    /// up to 2 s; one that stays gone is the build's to report.
    mutating func changedAndSettled() -> Bool {
        var seen = current()
        guard seen != last else { return false }
        for _ in 0..<40 {
            usleep(30_000)
            let again = current()
            if again == seen && again.count == paths.count { break }
            seen = again
        }
        last = seen
        return true
    }

    private func current() -> [String: [Int]] {
        var stamps: [String: [Int]] = [:]
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            stamps[path] = [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino)]
        }
        return stamps
    }
}
