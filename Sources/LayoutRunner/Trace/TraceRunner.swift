import Foundation
import TermCanvas
import TermCollectionView

/// Plays a key script headless, as `HeadlessRunner` does, but draws every frame the way the live run
/// loop does (so layout passes happen when they would on screen) and groups the collection view's
/// calls by frame: `tcv trace`.
///
/// Frame 0 is the start (screen size, first tick and draw). Each key is one frame: the key is
/// handled, the clock advances one frame, the app ticks and draws. `<Wait:MS>` runs frames until the
/// clock has advanced `MS` milliseconds. A key's frame always gets a header; a waiting frame only when
/// something was called in it.
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
    private let collectionView: CollectionView
    private let clock: VirtualClock
    private let size: CellSize
    /// The size after the last `<Resize:WxH>` step (a class box: `run` is not mutating).
    private let currentSize: SizeBox

    /// A runner for `app`, which shows `collectionView` and reads time from `clock`.
    public init(app: TerminalApp, collectionView: CollectionView, clock: VirtualClock, size: CellSize) {
        self.app = app
        self.collectionView = collectionView
        self.clock = clock
        self.size = size
        self.currentSize = SizeBox(size)
    }

    /// Plays `steps` and returns the trace, one line per call under one header per frame. `willPlay`
    /// hears of each step before it is played (a watcher outside the process learns where a hang is).
    public func run(_ steps: [KeyScriptStep], willPlay: (KeyScriptStep) -> Void = { _ in }) -> [String] {
        let log = CallLog(keepsEverything: true)
        log.attach(to: collectionView)
        defer { log.detach(from: collectionView) }
        var lines: [String] = []
        var frame = 0
        func endFrame(_ label: String, always: Bool) {
            let calls = log.takeAll()
            if always || !calls.isEmpty {
                lines.append("frame \(frame) (\(label))")
                lines += calls.map { "  \($0)" }
            }
            frame += 1
        }
        currentSize.value = size
        app.setScreenSize(size)
        app.tick()
        draw()
        endFrame("start", always: true)
        for step in steps where !app.isFinished {
            willPlay(step)
            switch step {
            case .key(let key):
                app.handle(.key(key))
                advanceOneFrame(upTo: clock.now + FrameTiming.frameDuration)
                endFrame("key \(KeyScript.token(for: key))", always: true)
            case .mouse(let mouse):
                app.handle(.mouse(mouse))
                advanceOneFrame(upTo: clock.now + FrameTiming.frameDuration)
                endFrame("mouse \(KeyScript.token(for: step))", always: true)
            case .resize(let newSize):
                currentSize.value = newSize
                app.setScreenSize(newSize)
                advanceOneFrame(upTo: clock.now + FrameTiming.frameDuration)
                endFrame("resize \(newSize.width)x\(newSize.height)", always: true)
            case .wait(let milliseconds):
                // Capped as HeadlessRunner caps a wait, so any script ends quickly.
                let target = clock.now + min(Double(max(0, milliseconds)) / 1000, HeadlessRunner.maximumWait)
                while clock.now < target && !app.isFinished {
                    if !app.isAnimating {
                        // Idle: no frame would make a call, so jump to the end of the wait in one
                        // step, still counting the frames it spans (numbering stays as if drawn).
                        let remaining = target - clock.now
                        frame += max(1, Int((remaining / FrameTiming.frameDuration - 1e-9).rounded(.up))) - 1
                    }
                    advanceOneFrame(upTo: target)
                    endFrame("wait", always: false)
                }
            }
        }
        return lines
    }

    /// One frame: the clock moves a frame on (or to `target` if that is sooner, or at once when the app
    /// is idle), the app ticks and draws.
    private func advanceOneFrame(upTo target: Double) {
        let next = clock.now + FrameTiming.frameDuration
        clock.advance(by: (!app.isAnimating || next >= target - 1e-9 ? target : next) - clock.now)
        app.tick()
        if !app.isFinished { draw() }
    }

    private func draw() {
        var canvas = Canvas(size: currentSize.value)
        app.render(into: &canvas)
    }
}

/// A size that changes while a non-mutating `run` plays a resize.
@MainActor
private final class SizeBox {
    var value: CellSize
    init(_ value: CellSize) { self.value = value }
}
