import CNcurses
import Foundation
import TermCanvas

extension TerminalSession: TerminalEventSource {
    /// Most events taken in one call, so a flood of input (a held key, a paste) still lets frames through.
    private static let batchLimit = 256

    /// What ncurses has decoded (keys, mouse, resizes), a pending terminating signal, a hang-up or a wake-up notice; when nothing is pending, waits up to `timeout` seconds (`nil`: indefinitely) for input, then reads it. Empty once the session has ended.
    public func waitForInput(timeout: Double?) -> [TerminalInput] {
        guard isActive else { return [] }
        let pending = readPending()
        if !pending.isEmpty { return pending }
        let milliseconds = timeout.map { Int32(min(max(($0 * 1000).rounded(.up), 0), 3_600_000)) } ?? -1
        switch cnc_wait_for_input(milliseconds) {
        case 2: return readPending() + [.signal(SIGHUP)]
        case 3: return readPending() + [.wake]
        default: return readPending()
        }
    }

    /// A terminating signal, or a notice and everything ncurses can decode without waiting.
    private func readPending() -> [TerminalInput] {
        if cnc_take_resize() {
            // Queues KEY_RESIZE for get_wch when the size really changed.
            cnc_update_size()
        }
        if cnc_take_notice() { return [.notice] + readPending() }
        var raw: [CursesInput] = []
        while raw.count < Self.batchLimit {
            let signal = cnc_pending_signal()
            if signal != 0 {
                cnc_acknowledge_signal()
                return [.signal(signal)]
            }
            guard let next = readRawInput() else { break }
            if let next { raw.append(next) }
        }
        // Most calls find nothing (the check before waiting, the one after a key was read).
        if raw.isEmpty { return [] }
        // A loop, not `compactMap`: a main-actor closure checks its executor on every call.
        var inputs: [TerminalInput] = []
        for input in escapeFilter.filter(raw) {
            guard let event = decoder.decode(input, heldButton: heldButton) else { continue }
            if case .mouse(let mouse) = event, mouse.action == .press { heldButton = mouse.button }
            inputs.append(.event(event))
        }
        return inputs
    }

    /// The next thing ncurses has: nil when nothing is waiting, `.some(nil)` for input that has
    /// nothing to decode (a mouse report `getmouse` rejected).
    private func readRawInput() -> CursesInput?? {
        var code: UInt32 = 0
        switch cnc_get_wch(&code) {
        case CNC_INPUT_CHARACTER:
            return .some(.character(code))
        case CNC_INPUT_KEY:
            let keyCode = Int32(bitPattern: code)
            switch decoder.followUp(forKeyCode: keyCode) {
            case .readMouse:
                var x: Int32 = 0, y: Int32 = 0, state: UInt64 = 0
                return cnc_getmouse(&x, &y, &state) ? .some(.mouse(x: x, y: y, buttonState: state)) : .some(nil)
            case .readSize:
                return .some(.resize(lines: cnc_lines(), columns: cnc_cols()))
            case nil:
                return .some(.keyCode(keyCode))
            }
        default:
            return nil
        }
    }
}
