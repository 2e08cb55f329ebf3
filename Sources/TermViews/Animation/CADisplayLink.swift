import Foundation
import TermCanvas

/// QuartzCore's `CADisplayLink`: calls its target's action once a frame, on the screen's clock,
/// while it is added to a run loop and not paused — how apps drive an animation of their own (a
/// ticker, a progress ring, a marquee).
///
/// Once `add(to:forMode:)` puts it on the main run loop, the window's run loop ticks it with the
/// scroll views that move (the clock's `tickers`): each frame sets `timestamp` and `targetTimestamp`
/// and sends the action with the link as its argument (`@objc func step(_ link: CADisplayLink)`),
/// through `Selector.performer` as a control's action goes. As in QuartzCore, the run loop keeps the
/// link, and the link keeps its target, until `invalidate()`. The run mode is not simulated: every
/// mode is the main run loop's.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject, FrameTicking {
    /// The clock of the screen the links are shown on: the window's, set when a window is made. The
    /// links already running move to it.
    package static weak var displayClock: FrameClock? {
        didSet {
            for link in running {
                link.clock = displayClock
                link.resume()
            }
        }
    }
    /// The links on a run loop (the run loop keeps them, as QuartzCore's does).
    private static var running: [CADisplayLink] = []

    private var target: AnyObject?
    private let selector: Selector
    private weak var clock: FrameClock?
    private var lastFire: Double?

    /// When the last frame the action ran for was shown, in seconds of the window's clock.
    public private(set) var timestamp: TimeInterval = 0
    /// When the next frame is due: `timestamp` plus the frame's duration.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// Seconds between frames (the run loop's frame pacing, about 60 a second).
    public var duration: TimeInterval { FrameTiming.frameDuration }
    /// How many times a second the action runs; 0 (the default) means every frame.
    public var preferredFramesPerSecond = 0
    /// Whether the action is suspended; the link stays on its run loop.
    public var isPaused = false {
        didSet { if !isPaused { resume() } }
    }

    /// A link that sends `sel` to `target` each frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// Starts the link on the screen's clock (the run loop and mode are accepted as given).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil, !Self.running.contains(where: { $0 === self }) else { return }
        Self.running.append(self)
        clock = Self.displayClock
        resume()
    }

    /// Takes the link off the run loop (every mode is the one loop here): as `invalidate()`, but the
    /// link keeps its target and can be added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        Self.running.removeAll { $0 === self }
    }

    /// Takes the link off its run loop for good and lets its target go.
    public func invalidate() {
        Self.running.removeAll { $0 === self }
        target = nil
    }

    /// Sends the action when a frame is due; false (the clock's tickers drop the link) once the link
    /// is paused, off its run loop or invalidated. (tcv's run loop calls it; not QuartzCore API.)
    public func tickFrame() -> Bool {
        guard isOnRunLoop, !isPaused, let target, let clock else { return false }
        let now = clock.now
        if let lastFire, preferredFramesPerSecond > 0, now - lastFire < 1 / Double(preferredFramesPerSecond) - 0.001 {
            return true
        }
        lastFire = now
        timestamp = now
        targetTimestamp = now + (preferredFramesPerSecond > 0 ? 1 / Double(preferredFramesPerSecond) : duration)
        Selector.send(selector, to: target, from: self)
        return isOnRunLoop && !isPaused && self.target != nil
    }

    /// The action may change what is shown each frame, so each tick draws.
    public var changesWithTime: Bool { true }

    /// Every frame (nil), or at the preferred rate's next frame.
    public var nextTickTime: Double? {
        guard preferredFramesPerSecond > 0, let lastFire else { return nil }
        return lastFire + 1 / Double(preferredFramesPerSecond)
    }

    private var isOnRunLoop: Bool { Self.running.contains { $0 === self } }

    private func resume() {
        guard isOnRunLoop, !isPaused, target != nil else { return }
        clock?.tickers.add(self)
    }
}
