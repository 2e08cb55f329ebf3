import CNcurses
import Foundation
import TermCanvas

/// The real terminal in curses mode: the alternate screen, no echo, keys unbuffered, the cursor
/// hidden, colours and the mouse when available. Owns the terminal from `start` to `end`.
///
/// The terminal is restored on every way out:
/// * `end()` (also what `TerminalRunLoop.run(_:clock:options:)` calls, in a `defer`, so a thrown
///   error is printed by the caller on the normal screen);
/// * SIGINT, SIGTERM, SIGHUP, SIGQUIT: the handler only records the signal and wakes the input
///   wait; the run loop then returns 128 + n and `end()` restores. A second such signal while the
///   first is still unhandled restores the terminal from the handler and exits with 128 + n;
/// * crashes (SIGSEGV, SIGILL from a Swift trap, SIGABRT, …): the handler writes the saved
///   "leave curses mode" bytes and terminal modes, then lets the crash proceed, so its report
///   lands on the normal screen;
/// * `exit()` while a session is open: an `atexit` handler ends curses mode.
///
/// Only one session can be open at a time (ncurses keeps one current screen per process).
@MainActor
public final class TerminalSession {
    /// Where frames go while the session is open.
    public let screen: NcursesScreen
    /// True from `start` until `end`.
    public private(set) var isActive = true
    let decoder = InputDecoder()
    let escapeFilter = EscapeSequenceFilter()
    /// The button of the last mouse press: ncurses' motion reports do not name the button held.
    var heldButton: MouseButton = .left

    private init(screen: NcursesScreen) {
        self.screen = screen
    }

    /// Switches the terminal to curses mode.
    ///
    /// Refuses, before writing anything to the terminal, when standard input or output is not a
    /// terminal, when `TERM` is unset or unknown to terminfo, or when it cannot address the cursor.
    public static func start(options: TerminalOptions = TerminalOptions()) throws(TerminalError) -> TerminalSession {
        precondition(!cnc_is_active(), "a TerminalSession is already open; end it before starting another")
        let environment = ProcessInfo.processInfo.environment
        let term = try TerminalPreflight.terminalType(
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            term: environment["TERM"],
            probe: { TerminalPreflight.TerminalTypeProbe(cnc_probe_term($0)) })
        TerminalLocale.activate()

        cnc_save_shell_modes()
        // Before newterm: ncurses installs its own SIGINT/SIGTERM/SIGWINCH handlers (which exit
        // with status 1, or keep resizes from waking a blocked wait) only where none is set.
        guard cnc_install_signal_handlers() == 0 else {
            let code = errno
            cnc_remove_signal_handlers()
            throw .signalSetupFailed(code)
        }
        guard cnc_newterm(term) else {
            cnc_remove_signal_handlers()
            throw .cursesStartFailed(term)
        }
        configureInput(options)
        // Each refresh in one write (ncurses 6.4 otherwise flushes at every cursor move).
        _ = cnc_write_refreshes_whole()
        let colorsWanted = TerminalPreflight.colorsWanted(options: options, environment: environment) && cnc_has_colors()
        let mouseEnabled = options.mouse && startMouse()
        cnc_prepare_emergency_restore(mouseEnabled)
        return TerminalSession(screen: NcursesScreen(constants: .current, startColors: colorsWanted ? { startColors() } : nil))
    }

    /// Leaves curses mode: the normal screen comes back with its old contents, the cursor shows,
    /// echo and line editing return, mouse reporting stops. Safe to call more than once.
    public func end() {
        guard isActive else { return }
        isActive = false
        cnc_end()
        cnc_remove_signal_handlers()
    }

    private static func configureInput(_ options: TerminalOptions) {
        _ = cnc_cbreak()
        _ = cnc_noecho()
        _ = cnc_nonl()
        _ = cnc_keypad(true)
        // The run loop waits in poll(); get_wch only collects what has already arrived.
        _ = cnc_nodelay(true)
        // A frame is always written whole: ncurses would otherwise poll the input every few lines of
        // a refresh (typeahead) to cut it short, a system call per check, for a frame the next key
        // replaces anyway only after it is drawn.
        _ = cnc_disable_typeahead()
        _ = cnc_set_escdelay(options.escapeDelayMilliseconds)
        _ = cnc_curs_set(0)
        _ = cnc_leaveok(true)
    }

    /// Starts colours (the screen calls this for its first coloured cell); nil means monochrome.
    private static func startColors() -> ColorPairTable? {
        guard cnc_start_color() == CursesConstants.current.raw.ok else { return nil }
        let keepsDefaults = cnc_use_default_colors() == CursesConstants.current.raw.ok
        return ColorPairTable(
            constants: .current, capacity: cnc_color_pairs(), supportsDefaultColors: keepsDefaults)
    }

    /// Asks for wheel, button (left, middle, right) and drag reports; false if the terminal offers no mouse.
    ///
    /// ncurses turns reporting on with the terminfo `XM` string where there is one (xterm's entry
    /// asks for SGR 1006 mode, which has no 223-column limit) and with mode 1000 otherwise (tmux
    /// and screen entries), and decodes each format itself, so no report format is switched here:
    /// switching on 1006 behind ncurses' back would make it misread the reports. Mode 1000 reports
    /// no motion, so when ncurses grants position reports, xterm's button-event tracking (1002) is
    /// added on top: it changes only which events come (motion while a button is held, which ncurses
    /// decodes as `REPORT_MOUSE_POSITION`), not their format. Not 1003: motion without a button would
    /// flood the loop for nothing.
    private static func startMouse() -> Bool {
        let raw = CursesConstants.current.raw
        let buttons = raw.button1Pressed | raw.button1Released | raw.button2Pressed | raw.button2Released
            | raw.button3Pressed | raw.button3Released
        let wanted = buttons | raw.button4Pressed | raw.button5Pressed | raw.reportMousePosition
        let granted = cnc_mousemask(wanted)
        guard granted != 0 else { return false }
        if granted & raw.reportMousePosition != 0 { cnc_enable_button_event_tracking() }
        // Report presses as they happen instead of waiting to merge them into clicks.
        _ = cnc_mouseinterval(0)
        return true
    }
}
