import TermCanvas

/// A recording's input as the run loop's source, for `CastReplay`: each step arrives at its recorded
/// time on the virtual clock, and each recorded frame is a `frameDue` at its time, so the loop ticks
/// and draws exactly when the recording did (`pacesFrames`). The first input is the recorded size.
@MainActor
final class RecordedInputSource: TerminalEventSource {
    private let clock: VirtualClock
    private let screen: RecordedFrameScreen
    private let actions: [(time: Double, action: Asciicast.Action)]
    private var next = 0
    private var gaveSize = false

    /// A source playing `cast` (whose events must parse) on `clock`, handing its frames to `screen`.
    init(_ cast: Asciicast, clock: VirtualClock, screen: RecordedFrameScreen) throws {
        actions = try cast.actions()
        self.clock = clock
        self.screen = screen
    }

    /// Every action played, or a frame already drawn differently: the rest would compare nothing.
    var isExhausted: Bool { next == actions.count || screen.difference != nil }

    /// The recording decides when frames are drawn.
    var pacesFrames: Bool { true }

    /// The next action's input, at its time; a wait gives none (the recorded times already hold it).
    func waitForInput(timeout: Double?) -> [TerminalInput] {
        guard gaveSize else {
            gaveSize = true
            return [.event(.resize(screen.size))]
        }
        while next < actions.count {
            let (time, action) = actions[next]
            next += 1
            clock.advance(by: time - clock.now)
            if let input = input(for: action) { return [input] }
        }
        return []
    }

    private func input(for action: Asciicast.Action) -> TerminalInput? {
        switch action {
        case .frame(let output):
            screen.expect(output)
            return .frameDue
        case .step(.key(let key)): return .event(.key(key))
        case .step(.mouse(let mouse)): return .event(.mouse(mouse))
        case .step(.resize(let size)):
            screen.size = size
            return .event(.resize(size))
        case .step(.wait): return nil
        }
    }
}
