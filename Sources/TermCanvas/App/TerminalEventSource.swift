/// Something that arrived for the run loop: an input event, or a request to stop.
public enum TerminalInput: Hashable, Sendable {
    /// A key, mouse action or resize.
    case event(InputEvent)
    /// A terminating signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1) arrived, or the terminal hung
    /// up (reported as SIGHUP); the run loop stops and returns 128 + the signal number.
    case signal(Int32)
    /// The process that started this one has a notice for it (SIGUSR2): `tcv run --watch` says a
    /// rebuild started or failed. The run loop hands it to its `onNotice` and draws a frame.
    case notice
    /// The app's main queue or run loop has work that came due (a `DispatchQueue.main.asyncAfter`
    /// block, a `Timer`): the run loop ticks (which runs it) and draws a frame.
    case wake
    /// A frame is due now, by the source's clock: a replay of a recording draws its frames at the
    /// recorded times. Only a source that `pacesFrames` sends it; the loop ticks and draws.
    case frameDue
}

/// What `FrameLoop` waits on: the terminal (`TerminalSession`, live) or a key script on a virtual
/// clock (`KeyScriptEventSource`, headless); tests script their own.
@MainActor
public protocol TerminalEventSource: AnyObject {
    /// Everything that has arrived, waiting up to `timeout` seconds for the first of it (`nil`:
    /// as long as it takes). Empty when the timeout passed with nothing.
    func waitForInput(timeout: Double?) -> [TerminalInput]
    /// True once the source will give nothing more (a script played to its end): the loop returns
    /// instead of waiting. A terminal is never exhausted.
    var isExhausted: Bool { get }
    /// True when the source, not the loop, decides when frames are drawn (`TerminalInput.frameDue`):
    /// the loop then waits as long as the source takes and turns only on a due frame, so a replay
    /// ticks and draws exactly when the recording did. False for the terminal and key scripts.
    var pacesFrames: Bool { get }
}

extension TerminalEventSource {
    /// A live source always has more to come.
    public var isExhausted: Bool { false }
    /// The loop paces frames for the terminal and for key scripts.
    public var pacesFrames: Bool { false }
}
