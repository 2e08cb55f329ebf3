import Foundation
import TermCanvas
import TermCollectionView

/// Plays a key script with `HeadlessRunner` (the live run loop, so layout passes happen when they
/// would on screen) and groups the collection view's calls by frame: `tcv trace`.
///
/// Frame 0 is the start (screen size, first tick and draw). Each key is one frame: the key is
/// handled, the app ticks and draws, and one frame of time passes. `<Wait:MS>` is a frame for each
/// stretch of time the loop waits until `MS` milliseconds have passed; an idle stretch counts the
/// frames it spans. A key's frame always gets a header; a waiting frame only when something was
/// called in it.
///
/// Output format (stable; see README "tcv trace"):
/// ```
/// frame 0 (start)
///   prepare()
///   collectionViewContentSize → 80x120
///   layoutAttributesForElements(in: (0,0,80,23)) → 18
/// frame 1 (key j)
///   ...
/// ```
@MainActor
public struct TraceRunner {
    private let app: TerminalApp
    private let runner: HeadlessRunner
    private let collectionView: CollectionView

    /// A runner for `app`, which shows `collectionView` and reads time from `clock`.
    public init(app: TerminalApp, collectionView: CollectionView, clock: VirtualClock, size: CellSize) {
        self.app = app
        runner = HeadlessRunner(app: app, clock: clock, size: size)
        self.collectionView = collectionView
    }

    /// Plays `steps` and returns the trace, one line per call under one header per frame. `willPlay`
    /// hears of each step before it is played (a watcher outside the process learns where a hang is).
    public func run(_ steps: [KeyScriptStep], willPlay: (KeyScriptStep) -> Void = { _ in }) -> [String] {
        let log = CallLog(keepsEverything: true)
        log.attach(to: collectionView)
        defer { log.detach(from: collectionView) }
        let frames = FrameGroups(log: log)
        runner.source.onTimePassed = { seconds, isWait in
            // Each stretch of a wait is a frame of its own; an idle stretch spans the frames it
            // skips (numbering stays as if each were drawn).
            if isWait { frames.begin("wait", always: false, spanning: FrameGroups.frames(in: seconds)) }
        }
        runner.start()
        for step in steps where !app.isFinished {
            willPlay(step)
            switch step {
            case .key(let key): frames.begin("key \(KeyScript.token(for: key))", always: true, spanning: 1)
            case .mouse: frames.begin("mouse \(KeyScript.token(for: step))", always: true, spanning: 1)
            case .resize(let size): frames.begin("resize \(size.width)x\(size.height)", always: true, spanning: 1)
            case .wait: break
            }
            runner.play(step)
        }
        frames.end()
        runner.source.onTimePassed = nil
        return frames.lines
    }
}

/// The trace's frames: the calls logged since a frame began go under its header when the next one
/// begins (a frame that need not be shown is left out when nothing was called in it).
@MainActor
private final class FrameGroups {
    private let log: CallLog
    private(set) var lines: [String] = []
    private var label = "start"
    private var always = true
    private var number = 0
    private var nextNumber = 1

    init(log: CallLog) {
        self.log = log
    }

    /// The number of frames `seconds` span: one at least.
    static func frames(in seconds: Double) -> Int {
        max(1, Int((seconds / FrameTiming.frameDuration - 1e-9).rounded(.up)))
    }

    /// Ends the current frame and begins one labelled `label`, `spanning` frames: it is numbered as
    /// the last of them, the frame in which its calls are made.
    func begin(_ label: String, always: Bool, spanning frames: Int) {
        end()
        self.label = label
        self.always = always
        number = nextNumber + frames - 1
        nextNumber = number + 1
    }

    /// Writes the current frame's header and calls.
    func end() {
        let calls = log.takeAll()
        if always || !calls.isEmpty {
            lines.append("frame \(number) (\(label))")
            lines += calls.map { "  \($0)" }
        }
        always = false
    }
}
