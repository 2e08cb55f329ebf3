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
}

extension TerminalEventSource {
    /// A live source always has more to come.
    public var isExhausted: Bool { false }
}
