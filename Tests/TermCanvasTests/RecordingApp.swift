import TermCanvas

/// A TerminalApp that logs every call with the virtual time (in whole milliseconds) it saw, so tests can
/// assert the exact order and timing a run loop produces.
@MainActor
final class RecordingApp: TerminalApp {
    private let clock: VirtualClock
    private(set) var log: [String] = []
    private(set) var tickCount = 0
    /// The app finishes when it handles this key.
    var quitKey: Key? = .character("q")
    /// The app finishes at the first tick at or after this time.
    var finishTime: Double?
    private(set) var isFinished = false
    /// Whether the app asks for frames without input (the headless runner ticks every frame only then).
    var isAnimating = false
    /// The app stops animating at the first tick at or after this time.
    var stopAnimatingAt: Double?
    var exitStatus: Int32 { isFinished ? 3 : 0 }

    init(clock: VirtualClock) {
        self.clock = clock
    }

    private var millis: Int { Int((clock.now * 1000).rounded()) }

    func setScreenSize(_ size: CellSize) {
        log.append("size \(size)")
    }

    func handle(_ event: InputEvent) {
        log.append("event \(event) @\(millis)")
        if case .key(let key) = event, key == quitKey { isFinished = true }
    }

    func tick() {
        tickCount += 1
        log.append("tick @\(millis)")
        if let finishTime, clock.now >= finishTime { isFinished = true }
        if let stopAnimatingAt, clock.now >= stopAnimatingAt { isAnimating = false }
    }

    func render(into canvas: inout Canvas) {
        log.append("render \(canvas.size) @\(millis)")
        canvas.write("ticks \(tickCount)", x: 0, y: 0)
    }
}
