import Foundation
import TermApp
import TermCanvas
import TermCollectionView

/// Plays a cast's recorded input on a fresh app in real time, for `tcv replay FILE.cast --live`: each
/// input and resize reaches the app when its recorded time comes, so the session runs again at the
/// recorded pace in the terminal, drawn by today's build.
///
/// The app is drawn at the recorded size (the header's, then each recorded resize), top-left: a
/// program cannot resize the terminal it runs in. When the terminal's size differs, one reversed row
/// says so — below the frame when there is room, else on the terminal's last row — and a frame wider
/// or taller than the terminal is clipped. The viewer's own keys do not reach the app: `q` stops the
/// replay (Ctrl-C too, through the session's signal handling); the replay ends by itself at the
/// recording's last event, or when the recorded input finishes the app (a recorded `q`).
@MainActor
public final class CastPlayer: TerminalApp {
    private let app: TerminalApp
    private let clock: FrameClock
    private let inputs: [(time: Double, step: KeyScriptStep)]
    private var next = 0
    private var start: Double?
    private var terminalSize = CellSize(width: 0, height: 0)
    private var deliveredThisTick = false
    /// How long the recording lasts: its last event's time.
    public let duration: Double
    /// The size the app is drawn at now.
    public private(set) var recordedSize: CellSize
    /// True once the viewer pressed `q`.
    public private(set) var wasStopped = false

    /// Plays `cast`'s input on `app`, which reads time from `clock`; throws when an input event is not
    /// a key-script token, before anything is played.
    public init(cast: Asciicast, app: TerminalApp, clock: FrameClock) throws {
        self.app = app
        self.clock = clock
        inputs = try cast.actions().compactMap { time, action in
            if case .step(let step) = action { (time, step) } else { nil }
        }
        duration = cast.events.last?.time ?? 0
        recordedSize = CellSize(width: cast.width, height: cast.height)
    }

    /// Seconds since the replay started.
    public var elapsed: Double { clock.now - (start ?? clock.now) }

    /// Inputs played so far.
    public var inputsPlayed: Int { next }
    /// How many inputs the recording holds.
    public var inputCount: Int { inputs.count }

    /// The first size starts the replay's clock and gives the app the recorded size; later sizes are the terminal's, for clipping and the note.
    public func setScreenSize(_ size: CellSize) {
        if start == nil {
            start = clock.now
            app.setScreenSize(recordedSize)
        }
        terminalSize = size
    }

    /// `q` stops the replay; other input is ignored, so only the recorded input reaches the app.
    public func handle(_ event: InputEvent) {
        if event == .key(.character("q")) { wasStopped = true }
    }

    /// Plays every recorded input whose time has come, then ticks the app.
    public func tick() {
        deliveredThisTick = false
        while next < inputs.count, inputs[next].time <= elapsed, !app.isFinished {
            if let size = app.play(inputs[next].step) { recordedSize = size }
            next += 1
            deliveredThisTick = true
        }
        app.tick()
    }

    /// Draws the app at the recorded size in the top-left corner; when the terminal's size differs, a reversed row says so (and whether the frame is clipped).
    public func render(into canvas: inout Canvas) {
        var frame = Canvas(size: recordedSize)
        app.render(into: &frame)
        for y in 0..<min(frame.size.height, canvas.size.height) {
            for x in 0..<min(frame.size.width, canvas.size.width) where !frame[x, y].isContinuation {
                canvas[x, y] = frame[x, y]
            }
        }
        guard canvas.size != recordedSize, canvas.size.height > 0 else { return }
        let clipped = canvas.size.width < recordedSize.width || canvas.size.height < recordedSize.height
        let note = " replay: recorded at \(recordedSize.width)x\(recordedSize.height), terminal is "
            + "\(canvas.size.width)x\(canvas.size.height): drawn top-left\(clipped ? ", clipped" : "") · q stops "
        let row = min(recordedSize.height, canvas.size.height - 1)
        canvas.fill(CellRect(x: 0, y: row, width: canvas.size.width, height: 1), style: Style(reverse: true))
        canvas.write(note, x: 0, y: row, style: Style(reverse: true))
    }

    /// Finished when the viewer stops, the recorded input finishes the app, or the recording's time is up.
    public var isFinished: Bool {
        wasStopped || app.isFinished || (next == inputs.count && elapsed >= duration)
    }

    /// Always ticking until the end: the next input is due at its recorded time.
    public var isAnimating: Bool { true }

    /// A tick that delivered input changes the frame, as does the app's own animation.
    public var changesWithTime: Bool { deliveredThisTick || (app.isAnimating && app.changesWithTime) }

    /// The next recorded input, the app's own timer, or the end of the recording, whichever is first.
    public var nextTickTime: Double? {
        guard let start else { return nil }
        var due = start + (next < inputs.count ? inputs[next].time : duration)
        if app.isAnimating {
            // An app animating without a timer of its own is ticked every frame.
            guard let own = app.nextTickTime else { return nil }
            due = min(due, own)
        }
        return due
    }

    /// 0 when the viewer stopped the replay, else the app's exit status.
    public var exitStatus: Int32 { wasStopped ? 0 : app.exitStatus }
}
