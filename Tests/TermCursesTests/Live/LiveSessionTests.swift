import TermCanvas
import TermCurses
import TestSupport
import XCTest

/// The real ncurses path in a real terminal: this process borrows a tmux pane's terminal
/// (`BorrowedPane`), runs `ShowcaseApp` through `TerminalRunLoop.run`, and a background
/// `PaneDriver` types keys and reads the pane. Screens are compared with the headless rendering
/// of the same app, so the terminal shows exactly the characters of `Canvas.textLines()`.
///
/// Test methods are `async`: corelibs XCTest on Linux cannot call a synchronous test method of a
/// @MainActor class.
@MainActor
final class LiveSessionTests: XCTestCase {
    private static let size = CellSize(width: 40, height: 8)

    private func makePane() throws -> BorrowedPane {
        guard BorrowedPane.isAvailable else { throw TmuxMissing() }
        return try BorrowedPane(width: Self.size.width, height: Self.size.height)
    }

    /// Runs the app in the pane while `script` drives it; returns the exit status.
    private func runShowcase(
        in pane: BorrowedPane,
        environment: [String: String] = [:],
        app: ShowcaseApp = ShowcaseApp(),
        script: @escaping @Sendable (PaneDriver) throws -> Void
    ) throws -> Int32 {
        let driver = PaneDriver(pane: pane)
        driver.start(script)
        var environment = environment
        environment["TERM"] = try pane.terminalType()
        let status = try pane.borrow(environment: environment) {
            try TerminalRunLoop.run(app, clock: SystemClock())
        }
        XCTAssertTrue(driver.waitForScript(), "the pane script did not finish")
        XCTAssertEqual(driver.failures, [])
        return status
    }

    /// The shell's screen is back (the alternate screen is gone) and the terminal cooks input again.
    private func assertRestored(_ pane: BorrowedPane, file: StaticString = #filePath, line: UInt = #line) throws {
        var screen: [String] = []
        let restored = waitUntil(timeout: 10) {
            screen = (try? pane.screen()) ?? []
            return screen.first == BorrowedPane.shellText && screen.dropFirst().allSatisfy(\.isEmpty)
        }
        XCTAssertTrue(restored, "screen after the session:\n\(screen.joined(separator: "\n"))", file: file, line: line)
        let modes = try pane.terminalModes().split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
        XCTAssertTrue(modes.contains("icanon"), "line editing is back", file: file, line: line)
        XCTAssertTrue(modes.contains("echo"), "echo is back", file: file, line: line)
    }

    func testFrameKeysMouseAndResizeShowInTheTerminalAndQRestoresIt() async throws {
        let pane = try makePane()
        let first = ShowcaseApp.expectedScreen(size: Self.size, lastInput: nil)
        let afterJ = ShowcaseApp.expectedScreen(size: Self.size, lastInput: .key(.character("j")))
        let afterHangul = ShowcaseApp.expectedScreen(size: Self.size, lastInput: .key(.character("한")))
        let afterUp = ShowcaseApp.expectedScreen(size: Self.size, lastInput: .key(.up))
        let wheel = InputEvent.mouse(MouseEvent(action: .scrollUp, x: 5, y: 3))
        let afterWheel = ShowcaseApp.expectedScreen(size: Self.size, lastInput: wheel)
        let resized = ShowcaseApp.expectedScreen(size: CellSize(width: 30, height: 6), lastInput: wheel)

        // `swift test` itself sets NO_COLOR=1; an empty value allows colours again.
        let status = try runShowcase(in: pane, environment: ["NO_COLOR": ""]) { driver in
            try driver.waitForScreen(first, "the first frame")
            try assertShowcaseStyles(try pane.styledScreen())
            try pane.send("j")
            try driver.waitForScreen(afterJ, "j")
            try pane.send("한")
            try driver.waitForScreen(afterHangul, "a Hangul key")
            try pane.send("Up")
            try driver.waitForScreen(afterUp, "the Up arrow")
            // An X10 wheel-up report at column 5, row 3, as tmux sends it under TERM=tmux-256color.
            try pane.sendBytes([0x1B, 0x5B, 0x4D, 32 + 64, 32 + 1 + 5, 32 + 1 + 3])
            try driver.waitForScreen(afterWheel, "the wheel")
            try pane.resize(width: 30, height: 6)
            // The pane's SIGWINCH goes to its foreground process (sleep), not to this process.
            kill(getpid(), SIGWINCH)
            try driver.waitForScreen(resized, "the resized frame")
            try pane.send("q")
        }
        XCTAssertEqual(status, 7)
        try assertRestored(pane)
    }

    func testSIGTERMEndsTheSessionWithStatus143AndRestoresTheTerminal() async throws {
        let pane = try makePane()
        let first = ShowcaseApp.expectedScreen(size: Self.size, lastInput: nil)
        let status = try runShowcase(in: pane) { driver in
            try driver.waitForScreen(first, "the first frame")
            kill(getpid(), SIGTERM)
        }
        XCTAssertEqual(status, 128 + SIGTERM)
        try assertRestored(pane)
    }

    /// The screen starts colours with the first coloured cell: a monochrome first frame, then colours.
    func testColoursStartMidSessionWithTheFirstColouredFrame() async throws {
        let pane = try makePane()
        let first = ShowcaseApp.expectedScreen(size: Self.size, lastInput: nil)
        let afterJ = ShowcaseApp.expectedScreen(size: Self.size, lastInput: .key(.character("j")))
        let status = try runShowcase(in: pane, environment: ["NO_COLOR": ""], app: ShowcaseApp(monochromeUntilInput: true)) { driver in
            try driver.waitForScreen(first, "the first frame")
            let plain = try pane.styledScreen().joined(separator: "\n")
            for colour in ["\u{1B}[36m", "\u{1B}[33m", "\u{1B}[42m"] where plain.contains(colour) {
                throw PaneError("the monochrome frame has colour \(colour.debugDescription):\n\(plain)")
            }
            try pane.send("j")
            try driver.waitForScreen(afterJ, "j")
            try assertShowcaseStyles(try pane.styledScreen())
            try pane.send("q")
        }
        XCTAssertEqual(status, 7)
        try assertRestored(pane)
    }

    func testNoColorKeepsAttributesButDrawsNoColoursAndEscapeQuits() async throws {
        let pane = try makePane()
        let first = ShowcaseApp.expectedScreen(size: Self.size, lastInput: nil)
        let status = try runShowcase(in: pane, environment: ["NO_COLOR": "1"]) { driver in
            try driver.waitForScreen(first, "the first frame")
            let styled = try pane.styledScreen().joined(separator: "\n")
            for colour in ["\u{1B}[36m", "\u{1B}[33m", "\u{1B}[42m"] where styled.contains(colour) {
                throw PaneError("NO_COLOR frame has colour \(colour.debugDescription):\n\(styled)")
            }
            guard styled.contains("\u{1B}[1m"), styled.contains("\u{1B}[7m") else {
                throw PaneError("NO_COLOR frame lost bold or reverse:\n\(styled)")
            }
            try pane.send("Escape")
        }
        XCTAssertEqual(status, 0)
        try assertRestored(pane)
    }
}

/// The showcase's colours and reverse video are on its first four rows (cyan border, yellow text,
/// green background, reverse size line).
private func assertShowcaseStyles(_ styled: [String]) throws {
    guard styled.count >= 4, styled[0].contains("\u{1B}[36m"), styled[1].contains("\u{1B}[33m"),
        styled[2].contains("\u{1B}[42m"), styled[3].contains("\u{1B}[7m")
    else { throw PaneError("styles missing from the frame:\n\(styled.joined(separator: "\n"))") }
}

/// tmux is required, not optional: `.ci/run` installs it.
private struct TmuxMissing: Error, CustomStringConvertible {
    var description: String { "tmux is not installed; `bash .ci/run` installs it (or apt-get install -y tmux)" }
}
