import Foundation
import TermApp
import TermCollectionView
import TermCanvas

/// Stands between a run loop and an app and writes what passes as an asciicast: each input as an
/// `"i"` event (its key-script token), each resize as `"r"`, each drawn frame as `"o"` (clear,
/// home, the frame's ANSI text). Times are the app's clock, from the first size, so a replay on a
/// virtual clock can set the same times; a frame carries the time of the tick before it.
@MainActor
public final class SessionRecorder: TerminalAppDecorator {
    private let clock: FrameClock
    private var start: Double?
    private var tickTime: Double = 0
    /// The recording so far.
    public private(set) var cast: Asciicast

    /// Records `app`, which reads time from `clock`, as `command` (e.g. `tcv demo flow`).
    public init(app: TerminalApp, clock: FrameClock, command: String) {
        self.clock = clock
        cast = Asciicast(width: 0, height: 0, timestamp: Int(Date().timeIntervalSince1970), command: command)
        super.init(app)
    }

    private var elapsed: Double { clock.now - (start ?? clock.now) }

    /// The first size sets the cast's size and starts its clock; later sizes are recorded as `"r"` events. Passed on to the app.
    override public func setScreenSize(_ size: CellSize) {
        if start == nil {
            start = clock.now
            cast.width = size.width
            cast.height = size.height
        } else {
            cast.events.append(.init(time: elapsed, code: "r", data: "\(size.width)x\(size.height)"))
        }
        app.setScreenSize(size)
    }

    /// Records the key or mouse event as an `"i"` event (its key-script token), a resize as `"r"`, and passes it on.
    override public func handle(_ event: InputEvent) {
        switch event {
        case .key(let key): cast.events.append(.init(time: elapsed, code: "i", data: KeyScript.token(for: key)))
        case .mouse(let mouse): cast.events.append(.init(time: elapsed, code: "i", data: KeyScript.token(for: .mouse(mouse))))
        case .resize(let size): cast.events.append(.init(time: elapsed, code: "r", data: "\(size.width)x\(size.height)"))
        }
        app.handle(event)
    }

    /// Notes the tick's time for the next frame, and ticks the app.
    override public func tick() {
        tickTime = elapsed
        app.tick()
    }

    /// Lets the app draw, and records the frame as an `"o"` event: clear, home, the frame's ANSI text.
    override public func render(into canvas: inout Canvas) {
        app.render(into: &canvas)
        let frame = "\u{1B}[H\u{1B}[2J" + canvas.ansiText().replacingOccurrences(of: "\n", with: "\r\n")
        cast.events.append(.init(time: max(tickTime, cast.events.last?.time ?? 0), code: "o", data: frame))
    }
}
