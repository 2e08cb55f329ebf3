import TermCanvas

/// Maps what ncurses delivers to TermCanvas input events. Pure: no terminal is touched, so the
/// whole mapping is unit-tested with the real ncurses constants.
///
/// Conventions worth knowing:
/// * Enter arrives as `\r` (13) under `nonl()`, as `\n` (10) under `nl()`, or as `KEY_ENTER` from a
///   keypad; all three are `.enter`. Backspace arrives as DEL (127), BS (8, which is also Ctrl-H) or
///   `KEY_BACKSPACE`; all are `.backspace`.
/// * Ctrl-A … Ctrl-Z (1 … 26) are `.control("a")` … `.control("z")`, except the ones that are
///   keys in their own right: Ctrl-H (backspace), Ctrl-I (tab), Ctrl-J and Ctrl-M (enter).
/// * Home/End arrive as `KEY_HOME`/`KEY_END`, or as `KEY_FIND`/`KEY_SELECT` from terminals that
///   send the VT220 `ESC [1~` / `ESC [4~` (screen, tmux), or as keypad `KEY_A1`/`KEY_C1`.
/// * The wheel is button 4 (up) and button 5 (down) in ncurses' mouse protocol.
/// * Buttons 1, 2 and 3 are left, middle and right. Motion arrives as `REPORT_MOUSE_POSITION`, which
///   the terminal sends only while a button is held (mode 1002), so it is a `.drag`; ncurses does not
///   say which button is held, so the decoder remembers the last one pressed.
struct InputDecoder: Sendable {
    private let constants: CursesConstants
    private let keysByCode: [Int32: Key]

    /// A decoder for the given constants (the linked ncurses' by default).
    init(constants: CursesConstants = .current) {
        self.constants = constants
        keysByCode = Self.keyTable(constants)
    }

    /// The event `input` stands for, or nil for input the viewer has no use for. `heldButton` is the
    /// button of the last press, the one a drag (motion report) is about.
    func decode(_ input: CursesInput, heldButton: MouseButton = .left) -> InputEvent? {
        switch input {
        case .character(let code):
            decodeCharacter(code).map(InputEvent.key)
        case .keyCode(let code):
            keysByCode[code].map(InputEvent.key)
        case .mouse(let x, let y, let buttonState):
            decodeMouse(x: x, y: y, buttonState: buttonState, heldButton: heldButton).map(InputEvent.mouse)
        case .resize(let lines, let columns):
            .resize(CellSize(width: Int(max(columns, 0)), height: Int(max(lines, 0))))
        }
    }

    /// The read a key code needs before `decode` can use it (`KEY_MOUSE`, `KEY_RESIZE`).
    func followUp(forKeyCode code: Int32) -> CursesFollowUp? {
        if code == constants.raw.keyMouse { return .readMouse }
        if code == constants.raw.keyResize { return .readSize }
        return nil
    }

    /// Keys for characters `get_wch` returned with `OK`.
    func decodeCharacter(_ code: UInt32) -> Key? {
        switch code {
        case 8, 127: return .backspace
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        default: break
        }
        // Other C0 controls, DEL and the C1 block are never printable.
        guard code >= 0x20, !(0x7F...0x9F).contains(code), let scalar = Unicode.Scalar(code) else {
            return nil
        }
        return .character(Character(scalar))
    }

    /// Wheel, button and drag events; other reports (buttons 6+, modifiers alone) are ignored.
    /// `heldButton` is the button of the last press, which a drag reports as its own.
    func decodeMouse(x: Int32, y: Int32, buttonState: UInt64, heldButton: MouseButton = .left) -> MouseEvent? {
        let c = constants.raw
        let table: [(mask: UInt64, action: MouseButtonAction, button: MouseButton)] = [
            (c.button4Pressed, .scrollUp, .left), (c.button5Pressed, .scrollDown, .left),
            (c.button1Pressed, .press, .left), (c.button1Released, .release, .left),
            (c.button2Pressed, .press, .middle), (c.button2Released, .release, .middle),
            (c.button3Pressed, .press, .right), (c.button3Released, .release, .right),
            (c.reportMousePosition, .drag, heldButton),
        ]
        guard let match = table.first(where: { buttonState & $0.mask != 0 }) else { return nil }
        return MouseEvent(action: match.action, button: match.button, x: Int(x), y: Int(y))
    }

    private static func keyTable(_ constants: CursesConstants) -> [Int32: Key] {
        let c = constants.raw
        var table: [Int32: Key] = [
            c.keyUp: .up, c.keyDown: .down, c.keyLeft: .left, c.keyRight: .right,
            c.keyPageUp: .pageUp, c.keyPageDown: .pageDown,
            c.keyHome: .home, c.keyFind: .home, c.keyA1: .home,
            c.keyEnd: .end, c.keySelect: .end, c.keyC1: .end,
            c.keyEnter: .enter, c.keyBackspace: .backspace, c.keyDelete: .delete, c.keyBackTab: .backTab,
        ]
        for number in 1...12 {
            table[constants.functionKey(Int32(number))] = .function(number)
        }
        return table
    }
}
