import Foundation
import LayoutPackage
import Testing

/// Swift's crash reports, as the runtime prints them on Linux, read into a few lines naming the user's
/// file and line (the copies in the generated package's `Sources/App` map back to the typed paths).
struct ProgramCrashTests {
    private let copies = ["CrashingLayout.swift": "Layouts/CrashingLayout.swift", "0-Cell.swift": "b/Cell.swift"]
    private let cache = "/root/.cache/tcv/main-6dafd2439070/package/Sources/App"

    /// A trimmed report of an index out of range in the user's rect query, called by the layout pass.
    private var indexOutOfRange: String {
        """
        tcv: warning: CrashingLayout, cell 0 - 3: a warning the program printed first
        Swift/Array.swift:430: Fatal error: Array index is out of range

        *** Signal 4: Backtracing from 0x7f9213d6df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007f9213d6df7f ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "400a4166303bc52" crashed:

          0               0x00007f9213d6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          2 [ra]          0x00007f9213eec7e9 Array._checkIndex(_:) + 136 in libswiftCore.so
          6 [ra]          0x000055dca6151b93 CrashingLayout.visibleRange(in:) + 850 in 400a4166 at \(cache)/CrashingLayout.swift:22:27
          7 [ra]          0x000055dca6151c00 CrashingLayout.layoutAttributesForElements(in:) + 50 in 400a4166 at \(cache)/CrashingLayout.swift:30:16
          8 [ra]          0x000055dca6271d5e CollectionView.runLayoutPass() + 605 in 400a4166 at /work/main/Sources/TermCollectionView/CollectionView/CollectionView+LayoutPass.swift:38:31
          9 [ra]          0x000055dca62a47b9 CollectionView.layoutSubviews() + 24 in 400a4166 at /work/main/Sources/TermCollectionView/CollectionView/CollectionView.swift:195:9
         22 [ra]          0x000055dca6151ed0 closure #1 in  + 47 in 400a4166 at \(cache)/main.swift:6:18
        ...

        Thread 1 "r-initiated-qos":

          0  0x00007f7bfbedbf16 __futex_abstimed_wait_common + 198 in libc.so.6

        Registers:
        rax 0x0000000000000000  0
        """
    }

    @Test func an_index_out_of_range_names_the_users_line_function_and_tcvs_call() throws {
        let crash = try #require(ProgramCrash.parse(indexOutOfRange, copies: copies))
        #expect(crash.message == "Fatal error: Array index is out of range")
        #expect(crash.messageLocation == nil)
        #expect(crash.frames == [
            .init(function: "CrashingLayout.visibleRange(in:)", location: "Layouts/CrashingLayout.swift:22:27"),
            .init(function: "CrashingLayout.layoutAttributesForElements(in:)", location: "Layouts/CrashingLayout.swift:30:16"),
        ])
        #expect(crash.caller == "CollectionView.runLayoutPass()")
        #expect(crash.precedingLines == ["tcv: warning: CrashingLayout, cell 0 - 3: a warning the program printed first"])
        #expect(crash.lines(program: "CrashingLayout.swift", replay: "tcv snapshot Layouts/CrashingLayout.swift --keys G") == [
            "tcv: CrashingLayout.swift crashed: Fatal error: Array index is out of range",
            "  at Layouts/CrashingLayout.swift:22:27 in CrashingLayout.visibleRange(in:)",
            "  called from CrashingLayout.layoutAttributesForElements(in:) (Layouts/CrashingLayout.swift:30:16)",
            "  called by tcv's CollectionView.runLayoutPass()",
            "  again: tcv snapshot Layouts/CrashingLayout.swift --keys G",
            "  the whole backtrace: the same command with --backtrace",
        ])
    }

    /// The user's own `fatalError` names their file (`App/File.swift`, the copy's module path) in the
    /// runtime's message; a renamed copy (`0-Cell.swift`, two files of one name) maps to its own path.
    @Test func a_fatal_error_in_the_users_file_is_placed_at_its_line() throws {
        let report = """
            App/0-Cell.swift:12: Fatal error: no cell for this kind

            *** Signal 4: Backtracing from 0x7f... done ***

            *** Program crashed: Illegal instruction at 0x00007f9213d6df7f ***

            Thread 0 "x" crashed:

              5 [ra]          0x000055dca6151b93 Cell.configure() + 85 in app at \(cache)/0-Cell.swift:12:9
              6 [ra]          0x000055dca6151b99 IndexPathViewController.collectionView(_:cellForItemAt:) + 85 in app at /work/main/Sources/LayoutRunner/Generated/IndexPathViewController.swift:40:9
            """
        let crash = try #require(ProgramCrash.parse(report, copies: copies))
        #expect(crash.message == "Fatal error: no cell for this kind")
        #expect(crash.messageLocation == "b/Cell.swift:12")
        #expect(crash.lines(program: "Cell.swift", replay: nil).prefix(3) == [
            "tcv: Cell.swift crashed: Fatal error: no cell for this kind",
            "  at b/Cell.swift:12 in Cell.configure()",
            "  called by tcv's IndexPathViewController.collectionView(_:cellForItemAt:)",
        ])
    }

    /// Live, where the backtracer was allowed colours and its progress line: the same report.
    @Test func colours_and_the_progress_line_do_not_hide_the_report() throws {
        let report = "Swift/Array.swift:430: Fatal error: Array index is out of range\n\n"
            + "\u{1B}[91mProgram crashed: Signal 4: Backtracing from 0x7efc...\u{1B}[0m\r\u{1B}[0K💣 \u{1B}[91mProgram crashed: Illegal instruction at 0x00007efca896df7f\u{1B}[39m\n\n"
            + "Thread 0 \"x\" crashed:\n\n"
            + "  \u{1B}[90m6\u{1B}[39m \u{1B}[34m[ra]\u{1B}[39m 0x000055 \u{1B}[96mCrashingLayout.prepare()\u{1B}[39m + 9 in app at \(cache)/CrashingLayout.swift:8:5\n"
        let crash = try #require(ProgramCrash.parse(report, copies: copies))
        #expect(crash.frames == [.init(function: "CrashingLayout.prepare()", location: "Layouts/CrashingLayout.swift:8:5")])
    }

    @Test func a_crash_outside_the_users_files_says_so_and_no_report_is_no_crash() throws {
        let report = "\n*** Program crashed: Bad pointer dereference at 0x000000000000026a ***\n\nThread 0 \"x\" crashed:\n\n"
            + "  1 [ra] 0x000056 ViewController.layoutView(in:) + 1714 in app at /work/main/Sources/TermApp/ViewController.swift:150:9\n"
        let crash = try #require(ProgramCrash.parse(report, copies: copies))
        #expect(crash.message == "Bad pointer dereference")
        #expect(crash.lines(program: "X.swift", replay: nil)[1]
                == "  (no frame of your files in the backtrace: the crash is in code they called)")
        #expect(ProgramCrash.parse("tcv: error: something else\n", copies: copies) == nil)
    }
}
