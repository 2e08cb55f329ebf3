import TermCanvas
import TermCurses
import XCTest

/// An app that records every call and draws its log, so frames show what it saw.
@MainActor
private final class RecordingApp: TerminalApp {
    var calls: [String] = []
    var isFinished = false
    var isAnimating = false
    var exitStatus: Int32 = 0
    /// Keys that finish the app with status 7.
    var quitKey: Key = .character("q")
    /// Seconds each render takes on the virtual clock.
    var renderCost = 0.0
    /// Whether the next render finishes the app (status 1), as a usage error in a layout pass does.
    var finishesWhileDrawing = false
    var clock: VirtualClock?
    /// When set, the animation ends by itself in the tick that brings this to 0 (a spring-back settling).
    var ticksUntilAnimationEnds: Int?
    /// True when the animation only waits for time to pass (a drag about to end) and draws nothing new.
    var animationOnlyWaits = false
    var changesWithTime: Bool { isAnimating && !animationOnlyWaits }
    var nextTickTime: Double?

    func setScreenSize(_ size: CellSize) { calls.append("size \(size.width)x\(size.height)") }
    func handle(_ event: InputEvent) {
        calls.append("handle \(event)")
        if event == .key(quitKey) {
            isFinished = true
            exitStatus = 7
        }
        if event == .key(.character("a")) { isAnimating = true }
        if event == .key(.character("s")) { isAnimating = false }
    }
    func tick() {
        calls.append("tick")
        if let remaining = ticksUntilAnimationEnds {
            ticksUntilAnimationEnds = remaining - 1
            if remaining - 1 == 0 { isAnimating = false }
        }
    }
    func render(into canvas: inout Canvas) {
        calls.append("render \(canvas.size.width)x\(canvas.size.height)")
        canvas.write("calls \(calls.count)", x: 0, y: 0)
        clock?.advance(by: renderCost)
        if finishesWhileDrawing {
            isFinished = true
            exitStatus = 1
        }
    }
}

/// Hands out scripted batches and records how the loop waited.
@MainActor
private final class ScriptedSource: TerminalEventSource {
    var batches: [[TerminalInput]]
    let screen: HeadlessScreen
    /// (timeout, frames presented so far) for each wait.
    var waits: [(timeout: Double?, presented: Int)] = []
    /// True to script when frames are due (`.frameDue`), as a replay does.
    var pacesFrames = false

    init(_ batches: [[TerminalInput]], screen: HeadlessScreen) {
        self.batches = batches
        self.screen = screen
    }

    func waitForInput(timeout: Double?) -> [TerminalInput] {
        waits.append((timeout, screen.presentCount))
        guard !batches.isEmpty else {
            XCTFail("the run loop waited after the script ended")
            return [.signal(9)]
        }
        let batch = batches.removeFirst()
        for case .event(.resize(let size)) in batch { screen.size = size }
        return batch
    }
}

// Test methods are `async`: corelibs XCTest on Linux cannot call a synchronous test method of a
// @MainActor class ("Could not cast value of type '(…) -> @MainActor () -> ()'").
@MainActor
final class TerminalRunLoopTests: XCTestCase {
    private var screen: HeadlessScreen!
    private var clock: VirtualClock!
    private var app: RecordingApp!

    override func setUp() async throws {
        screen = HeadlessScreen(size: CellSize(width: 20, height: 4))
        clock = VirtualClock()
        app = RecordingApp()
    }

    private func run(_ batches: [[TerminalInput]]) -> (status: Int32, source: ScriptedSource) {
        let source = ScriptedSource(batches, screen: screen)
        let status = TerminalRunLoop(screen: screen, source: source).run(app, clock: clock)
        return (status, source)
    }

    private func key(_ character: Character) -> TerminalInput { .event(.key(.character(character))) }

    func testScreenSizeComesFirstThenTickAndAFrameBeforeTheFirstWait() async {
        let (status, source) = run([[key("q")]])
        XCTAssertEqual(status, 7)
        XCTAssertEqual(app.calls, ["size 20x4", "tick", "render 20x4", "handle key(TermCanvas.Key.character(\"q\"))"])
        XCTAssertEqual(source.waits.count, 1)
        XCTAssertNil(source.waits[0].timeout, "an idle app waits without a timeout")
        XCTAssertEqual(source.waits[0].presented, 1)
        XCTAssertEqual(screen.lastFrame?.textLines().first, "calls 3             ")
    }

    func testEachBatchOfInputIsHandledInOrderThenTickedAndDrawnOnce() async {
        let (_, source) = run([[key("j"), key("k")], [key("q")]])
        XCTAssertEqual(
            app.calls,
            [
                "size 20x4", "tick", "render 20x4",
                "handle key(TermCanvas.Key.character(\"j\"))", "handle key(TermCanvas.Key.character(\"k\"))",
                "tick", "render 20x4",
                "handle key(TermCanvas.Key.character(\"q\"))",
            ])
        XCTAssertEqual(source.waits.map(\.presented), [1, 2])
    }

    func testAWakeWithNothingNewDrawsNoFrame() async {
        let (_, source) = run([[], [], [key("q")]])
        XCTAssertEqual(source.waits.map(\.presented), [1, 1, 1])
        XCTAssertEqual(screen.presentCount, 1)
    }

    func testResizeReachesTheAppAsScreenSizeAndTheNextFrameHasTheNewSize() async {
        _ = run([[.event(.resize(CellSize(width: 30, height: 6)))], [key("q")]])
        XCTAssertEqual(
            Array(app.calls.prefix(6)), ["size 20x4", "tick", "render 20x4", "size 30x6", "tick", "render 30x6"])
        XCTAssertEqual(screen.lastFrame?.size, CellSize(width: 30, height: 6))
    }

    func testWhileAnimatingTheLoopWaitsOnlyUntilTheNextFrameIsDue() async {
        app.clock = clock
        app.renderCost = 0.004
        let (_, source) = run([[key("a")], [], [], [key("s")], [key("q")]])
        let timeouts = source.waits.map(\.timeout)
        XCTAssertNil(timeouts[0])
        for index in 1...3 {
            XCTAssertEqual(timeouts[index]!, FrameTiming.frameDuration - 0.004, accuracy: 1e-9, "wait \(index)")
        }
        XCTAssertNil(timeouts[4], "idle again after the animation stops")
        // One frame per wake while animating, even when nothing arrived.
        XCTAssertEqual(source.waits.map(\.presented), [1, 2, 3, 4, 5])
    }

    // Regression: a spring-back that settled in a tick left its last-but-one frame on screen.
    func testTheTickThatEndsAnAnimationStillGetsItsFrame() async {
        app.isAnimating = true
        app.ticksUntilAnimationEnds = 3
        let (_, source) = run([[], [], [], [key("q")]])
        // Ticks 1 and 2 animate; tick 3 ends the animation and its frame is drawn; then the loop idles.
        XCTAssertEqual(source.waits.map(\.presented), [1, 2, 3, 3])
        XCTAssertEqual(source.waits.map { $0.timeout == nil }, [false, false, true, true])
    }

    func testTicksThatOnlyWaitAreTickedOnTimeButNotDrawnUntilTheAnimationEnds() async {
        app.clock = clock
        app.animationOnlyWaits = true
        app.ticksUntilAnimationEnds = 4
        app.isAnimating = true
        let (_, source) = run([[], [], [], [key("q")]])
        // The first frame is drawn; ticks 2 and 3 wait (a frame's time apart, nothing drawn); tick 4
        // ends the animation and draws once; then the loop idles.
        XCTAssertEqual(source.waits.map(\.presented), [1, 1, 1, 2])
        XCTAssertEqual(source.waits.map { $0.timeout == nil }, [false, false, false, true])
        XCTAssertEqual(source.waits[1].timeout!, FrameTiming.frameDuration, accuracy: 1e-9)
        XCTAssertEqual(app.calls.filter { $0 == "tick" }.count, 4)
    }

    func testAnAppThatOnlyWaitsForATimerSleepsUntilItIsDue() async {
        app.animationOnlyWaits = true
        app.isAnimating = true
        app.nextTickTime = clock.now + 0.15
        clock.advance(by: 0.01)
        let (_, source) = run([[], [key("q")]])
        // Due 150 ms after the start, 10 ms have passed: one 140 ms sleep instead of nine frames.
        XCTAssertEqual(source.waits[0].timeout!, 0.14, accuracy: 1e-9)
        XCTAssertEqual(source.waits.map(\.presented), [1, 1])
    }

    func testAnOverdueFrameIsNotWaitedFor() async {
        app.clock = clock
        app.renderCost = 0.050
        let (_, source) = run([[key("a")], [key("q")]])
        XCTAssertEqual(source.waits[1].timeout, 0)
    }

    func testATerminatingSignalStopsTheLoopWithStatus128PlusN() async {
        let (status, _) = run([[.signal(2), key("j")]])
        XCTAssertEqual(status, 130)
        XCTAssertFalse(app.calls.contains { $0.hasPrefix("handle") }, "input after the signal is dropped")
    }

    func testANoticeGoesToOnNoticeInOrderAndIsFollowedByAFrame() async {
        let source = ScriptedSource([[.notice], [key("q")]], screen: screen)
        var noticesSeen: [Int] = []
        let loop = TerminalRunLoop(screen: screen, source: source, onNotice: { noticesSeen.append(self.screen.presentCount) })
        XCTAssertEqual(loop.run(app, clock: clock), 7)
        XCTAssertEqual(noticesSeen, [1], "after the first frame, before the next")
        XCTAssertEqual(source.waits.map(\.presented), [1, 2], "the notice is drawn before the next wait")
    }

    func testAnAppThatFinishesWhileDrawingStopsWithoutWaitingForInput() async {
        app.finishesWhileDrawing = true
        let (status, source) = run([])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(source.waits.count, 0, "an idle wait would block until the next key")
        XCTAssertEqual(app.calls, ["size 20x4", "tick", "render 20x4"])
    }

    func testInputAfterTheAppFinishesIsNotHandled() async {
        let (status, _) = run([[key("q"), key("j")]])
        XCTAssertEqual(status, 7)
        XCTAssertEqual(app.calls.last, "handle key(TermCanvas.Key.character(\"q\"))")
    }

    func testAnAppFinishedBeforeTheFirstFrameNeverDraws() async {
        app.isFinished = true
        app.exitStatus = 3
        let (status, source) = run([])
        XCTAssertEqual(status, 3)
        XCTAssertEqual(app.calls, ["size 20x4", "tick"])
        XCTAssertEqual(source.waits.count, 0)
        XCTAssertEqual(screen.presentCount, 0)
    }

    /// A `Timer` on the main run loop bounds an idle wait, and the frame after it is drawn: an
    /// auto-scrolling banner advances without input (before, the loop slept until a key came).
    func testAnIdleWaitEndsAtTheAppsNextTimerAndTheFrameAfterItIsDrawn() async {
        let timer = scheduleTimer(after: 30)
        defer { timer.invalidate() }
        let (_, source) = run([[], [key("q")]])
        let first = try? XCTUnwrap(source.waits.first?.timeout)
        XCTAssertNotNil(first, "the idle wait is bounded by the timer")
        XCTAssertLessThanOrEqual(first ?? .infinity, 30)
        XCTAssertGreaterThan(first ?? 0, 29)
        XCTAssertEqual(source.waits[1].presented, 2, "the tick after the timer's wait draws a frame")
    }

    /// The main queue woke the wait (`DispatchQueue.main.asyncAfter` came due): a tick and a frame.
    func testAWakeFromTheMainQueueTicksAndDraws() async {
        let (_, source) = run([[.wake], [key("q")]])
        XCTAssertEqual(app.calls.filter { $0 == "tick" }.count, 2)
        XCTAssertEqual(source.waits[1].presented, 2)
    }
}

extension TerminalRunLoopTests {
    /// A replay's source paces the frames: the loop never ticks or draws on its own, not even the
    /// first frame or while the app animates; it waits as long as the source takes and turns once per
    /// `frameDue`, after the input before it.
    func testASourceThatPacesFramesGetsATurnOnlyForEachFrameDue() async {
        app.isAnimating = true
        let source = ScriptedSource(
            [[.event(.resize(CellSize(width: 20, height: 4)))], [key("j")], [.frameDue], [key("k")], [],
             [.frameDue, key("q")]],
            screen: screen)
        source.pacesFrames = true
        let loop = FrameLoop(app: app, screen: screen, clock: clock)
        XCTAssertEqual(loop.run(source), 7)
        XCTAssertEqual(
            app.calls,
            [
                "size 20x4", "handle key(TermCanvas.Key.character(\"j\"))", "tick", "render 20x4",
                "handle key(TermCanvas.Key.character(\"k\"))", "handle key(TermCanvas.Key.character(\"q\"))",
            ])
        XCTAssertEqual(source.waits.map(\.presented), [0, 0, 0, 1, 1, 1])
        XCTAssertTrue(source.waits.allSatisfy { $0.timeout == nil }, "the source decides how long a wait is")
    }
}

/// A timer on the main run loop (scheduling is not available from the async test methods directly).
private func scheduleTimer(after seconds: Double) -> Timer {
    Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in }
}

extension TerminalRunLoopTests {
    /// Live equals headless by construction: a key script read by the terminal's run loop (as its
    /// event source, on a virtual clock) makes exactly the calls and frames `HeadlessRunner` makes.
    func testAKeyScriptDrivesTheLiveLoopExactlyAsTheHeadlessRunner() async throws {
        let steps = try KeyScript.parse("a<Wait:40>js<Resize:8x3><Wait:100>q")
        func play(live: Bool) -> (calls: [String], frame: String?) {
            let clock = VirtualClock()
            let app = RecordingApp()
            app.clock = clock
            let screen = HeadlessScreen(size: CellSize(width: 12, height: 2))
            if live {
                let source = KeyScriptEventSource(clock: clock, screen: screen)
                source.enqueue(steps)
                XCTAssertEqual(TerminalRunLoop(screen: screen, source: source).run(app, clock: clock), 7)
                return (app.calls, screen.lastFrame?.text)
            }
            let runner = HeadlessRunner(app: app, clock: clock, size: screen.size)
            runner.start()
            steps.forEach(runner.play)
            return (app.calls, nil)
        }
        let live = play(live: true)
        XCTAssertEqual(live.calls, play(live: false).calls)
        // Start; a (animates from here), j, s, the resize: a tick as each arrives and one a frame later; the
        // 40-ms wait while animating: 16 + 16 + 8; the idle 100-ms wait: one; q ends it as it arrives.
        let expectedTicks: Int = 1 + 2 + 3 + 2 + 2 + 2 + 1
        XCTAssertEqual(live.calls.filter { $0 == "tick" }.count, expectedTicks)
        XCTAssertNotNil(live.frame)
    }
}
