import Foundation

/// A key script as the run loop's input, on a virtual clock: what makes a headless run the live loop
/// with a scripted person at the keyboard.
///
/// Each key or mouse step arrives at once and is followed by one frame of time
/// (`FrameTiming.frameDuration`); a resize step resizes the screen, arrives and is followed by one
/// frame; `<Wait:MS>` lets `MS` milliseconds pass (at most `HeadlessRunner.maximumWait`). Time passes
/// the way the loop asks to wait: frame by frame while the app animates, in one step when it is idle
/// (its frame does not change with time), and, while the app is idle (`appIsIdle`), never past the
/// main run loop's next `Timer`, which runs on real time: the source sleeps until it is due, so
/// `<Wait:3000>` over a 1-second timer sees three firings. (While the app animates, each frame's tick
/// fires the timers due, as the live loop's do.) A step that comes within a nanosecond of its target snaps to it, so floating-point
/// rounding never adds a sliver of a frame (and a tick).
@MainActor
public final class KeyScriptEventSource: TerminalEventSource {
    private let clock: VirtualClock
    private let screen: HeadlessScreen
    private var steps: [KeyScriptStep] = []
    private var nextStep = 0
    /// The time the current step lets pass to; nil once it has.
    private var target: Double?
    private var targetIsWait = false
    private var passedNothing = false

    /// Hears of every stretch of time that passes: its length in seconds, and whether it belongs to a
    /// `<Wait>` step (true) or is the frame after an input (false). `tcv trace` numbers frames by it.
    public var onTimePassed: ((_ seconds: Double, _ isWait: Bool) -> Void)?

    /// Whether the app is idle, so time passing stops at the next real timer (asking the main run
    /// loop for it costs a look at all its sources, too much for every animation frame).
    public var appIsIdle: () -> Bool = { true }

    /// A source that moves `clock` and resizes `screen` as its steps say.
    public init(clock: VirtualClock, screen: HeadlessScreen) {
        self.clock = clock
        self.screen = screen
    }

    /// Adds `steps` to play after those not yet played.
    public func enqueue(_ steps: [KeyScriptStep]) {
        self.steps.removeFirst(nextStep)
        nextStep = 0
        self.steps += steps
    }

    /// True once every step has been played and its time has passed (a trailing `<Wait:0>` lets none
    /// pass).
    public var isExhausted: Bool {
        target == nil && steps[nextStep...].allSatisfy { $0 == .wait(milliseconds: 0) }
    }

    /// The next step's input, or (while a step's time passes) nothing after the clock moved on by
    /// as much as the loop waits.
    public func waitForInput(timeout: Double?) -> [TerminalInput] {
        while target == nil, nextStep < steps.count {
            let step = steps[nextStep]
            nextStep += 1
            if let input = begin(step) { return [input] }
        }
        passTime(waitingAtMost: timeout)
        return []
    }

    /// Sets the time `step` lets pass and returns what arrives with it.
    private func begin(_ step: KeyScriptStep) -> TerminalInput? {
        targetIsWait = false
        switch step {
        case .key(let key):
            target = clock.now + FrameTiming.frameDuration
            return .event(.key(key))
        case .mouse(let mouse):
            target = clock.now + FrameTiming.frameDuration
            return .event(.mouse(mouse))
        case .resize(let size):
            screen.size = size
            target = clock.now + FrameTiming.frameDuration
            return .event(.resize(size))
        case .wait(let milliseconds):
            guard milliseconds > 0 else { return nil }
            target = clock.now + min(Double(milliseconds) / 1000, HeadlessRunner.maximumWait)
            targetIsWait = true
            return nil
        }
    }

    private func passTime(waitingAtMost timeout: Double?) {
        guard let end = target else { return }
        let start = clock.now
        var time = timeout.map { min(start + $0, end) } ?? end
        // A loop that asks twice in a row for no wait at all (an app whose next tick is always due)
        // gets a frame's time, as it would from a real clock.
        if time <= start && passedNothing { time = min(end, start + FrameTiming.frameDuration) }
        if time >= end - 1e-9 { time = end }
        if appIsIdle(), let timer = RunLoopTimers.timeUntilNext(), timer > 0, start + timer < time {
            Thread.sleep(forTimeInterval: timer)
            time = start + timer
        }
        clock.now = max(start, time)
        passedNothing = clock.now == start
        if time == end { target = nil }
        if clock.now > start { onTimePassed?(clock.now - start, targetIsWait) }
    }
}
