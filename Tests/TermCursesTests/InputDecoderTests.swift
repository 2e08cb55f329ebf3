import CNcurses
import TermCanvas
import XCTest

@testable import TermCurses

/// The decoder runs on the linked ncurses' real constants (`cnc_constants()`), never on numbers
/// copied into the test.
final class InputDecoderTests: XCTestCase {
    private let decoder = InputDecoder()
    private let c = cnc_constants()

    private func key(_ input: CursesInput) -> Key? {
        guard case .key(let key)? = decoder.decode(input) else { return nil }
        return key
    }

    func testArrowAndPagingKeyCodesDecodeToTheirKeys() {
        XCTAssertEqual(key(.keyCode(c.keyUp)), .up)
        XCTAssertEqual(key(.keyCode(c.keyDown)), .down)
        XCTAssertEqual(key(.keyCode(c.keyLeft)), .left)
        XCTAssertEqual(key(.keyCode(c.keyRight)), .right)
        XCTAssertEqual(key(.keyCode(c.keyPageUp)), .pageUp)
        XCTAssertEqual(key(.keyCode(c.keyPageDown)), .pageDown)
    }

    func testHomeAndEndDecodeFromXtermVT220AndKeypadCodes() {
        XCTAssertEqual(key(.keyCode(c.keyHome)), .home)
        XCTAssertEqual(key(.keyCode(c.keyFind)), .home)
        XCTAssertEqual(key(.keyCode(c.keyA1)), .home)
        XCTAssertEqual(key(.keyCode(c.keyEnd)), .end)
        XCTAssertEqual(key(.keyCode(c.keySelect)), .end)
        XCTAssertEqual(key(.keyCode(c.keyC1)), .end)
    }

    func testEnterArrivesAsLineFeedCarriageReturnOrKeyEnter() {
        XCTAssertEqual(key(.character(10)), .enter)
        XCTAssertEqual(key(.character(13)), .enter)
        XCTAssertEqual(key(.keyCode(c.keyEnter)), .enter)
    }

    func testBackspaceArrivesAsDeleteBackspaceOrKeyBackspace() {
        XCTAssertEqual(key(.character(127)), .backspace)
        XCTAssertEqual(key(.character(8)), .backspace)
        XCTAssertEqual(key(.keyCode(c.keyBackspace)), .backspace)
    }

    func testEscapeTabBackTabAndDelete() {
        XCTAssertEqual(key(.character(27)), .escape)
        XCTAssertEqual(key(.character(9)), .tab)
        XCTAssertEqual(key(.keyCode(c.keyBackTab)), .backTab)
        XCTAssertEqual(key(.keyCode(c.keyDelete)), .delete)
    }

    func testFunctionKeysOneToTwelveUseKeyF() {
        for number in 1...12 {
            XCTAssertEqual(key(.keyCode(cnc_key_f(Int32(number)))), .function(number), "F\(number)")
        }
    }

    func testShiftedFunctionKeysBeyondTwelveAreIgnored() {
        XCTAssertNil(decoder.decode(.keyCode(cnc_key_f(13))))
        XCTAssertNil(decoder.decode(.keyCode(cnc_key_f(0))))
    }

    func testControlLettersDecodeToLowercaseControlKeys() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let keysInTheirOwnRight: Set<UInt32> = [8, 9, 10, 13]
        for code in UInt32(1)...26 where !keysInTheirOwnRight.contains(code) {
            XCTAssertEqual(key(.character(code)), .control(letters[Int(code) - 1]), "code \(code)")
        }
        XCTAssertEqual(key(.character(3)), .control("c"))
        XCTAssertEqual(key(.character(4)), .control("d"))
        XCTAssertEqual(key(.character(21)), .control("u"))
    }

    func testOtherControlCharactersAreIgnored() {
        for code: UInt32 in [0, 28, 29, 30, 31, 0x80, 0x9B, 0x9F] {
            XCTAssertNil(decoder.decode(.character(code)), "code \(code)")
        }
    }

    func testPrintableCharactersIncludingSpaceAndWideCharacters() {
        XCTAssertEqual(key(.character(0x20)), .character(" "))
        XCTAssertEqual(key(.character(0x6A)), .character("j"))
        XCTAssertEqual(key(.character(0x7E)), .character("~"))
        XCTAssertEqual(key(.character(0xE9)), .character("é"))
        XCTAssertEqual(key(.character(0xD55C)), .character("한"))
        XCTAssertEqual(key(.character(0x3042)), .character("あ"))
        XCTAssertEqual(key(.character(0x1F600)), .character("😀"))
    }

    func testSurrogateCodesAreNotCharacters() {
        XCTAssertNil(decoder.decode(.character(0xD800)))
    }

    func testUnknownKeyCodesAreIgnored() {
        XCTAssertNil(decoder.decode(.keyCode(c.keyMax)))
        XCTAssertNil(decoder.decode(.keyCode(c.keyMouse)), "KEY_MOUSE needs getmouse first")
        XCTAssertNil(decoder.decode(.keyCode(c.keyResize)), "KEY_RESIZE needs the new size first")
    }

    func testMouseAndResizeKeyCodesAskForTheirFollowUpRead() {
        XCTAssertEqual(decoder.followUp(forKeyCode: c.keyMouse), .readMouse)
        XCTAssertEqual(decoder.followUp(forKeyCode: c.keyResize), .readSize)
        XCTAssertNil(decoder.followUp(forKeyCode: c.keyUp))
    }

    func testWheelButtonsDecodeToScrollEventsAtTheirCell() {
        XCTAssertEqual(
            decoder.decode(.mouse(x: 12, y: 5, buttonState: c.button4Pressed)),
            .mouse(MouseEvent(action: .scrollUp, x: 12, y: 5)))
        XCTAssertEqual(
            decoder.decode(.mouse(x: 0, y: 23, buttonState: c.button5Pressed)),
            .mouse(MouseEvent(action: .scrollDown, x: 0, y: 23)))
    }

    func testLeftButtonPressAndRelease() {
        XCTAssertEqual(
            decoder.decode(.mouse(x: 3, y: 4, buttonState: c.button1Pressed)),
            .mouse(MouseEvent(action: .press, x: 3, y: 4)))
        XCTAssertEqual(
            decoder.decode(.mouse(x: 3, y: 4, buttonState: c.button1Released)),
            .mouse(MouseEvent(action: .release, x: 3, y: 4)))
    }

    func testMiddleAndRightButtonsCarryTheirButton() {
        XCTAssertEqual(
            decoder.decode(.mouse(x: 7, y: 2, buttonState: c.button3Pressed)),
            .mouse(MouseEvent(action: .press, button: .right, x: 7, y: 2)))
        XCTAssertEqual(
            decoder.decode(.mouse(x: 7, y: 2, buttonState: c.button3Released)),
            .mouse(MouseEvent(action: .release, button: .right, x: 7, y: 2)))
        XCTAssertEqual(
            decoder.decode(.mouse(x: 1, y: 9, buttonState: c.button2Pressed)),
            .mouse(MouseEvent(action: .press, button: .middle, x: 1, y: 9)))
        XCTAssertEqual(
            decoder.decode(.mouse(x: 1, y: 9, buttonState: c.button2Released)),
            .mouse(MouseEvent(action: .release, button: .middle, x: 1, y: 9)))
    }

    /// ncurses reports motion with a button held (xterm mode 1002) as `REPORT_MOUSE_POSITION` without
    /// naming the button, so the drag carries the button the caller says is held.
    func testPositionReportsAreDragsWithTheHeldButton() {
        XCTAssertEqual(
            decoder.decode(.mouse(x: 20, y: 6, buttonState: c.reportMousePosition)),
            .mouse(MouseEvent(action: .drag, button: .left, x: 20, y: 6)))
        XCTAssertEqual(
            decoder.decode(.mouse(x: 20, y: 6, buttonState: c.reportMousePosition), heldButton: .right),
            .mouse(MouseEvent(action: .drag, button: .right, x: 20, y: 6)))
    }

    func testTheRealMasksAreDistinctBits() {
        let masks = [c.button1Pressed, c.button1Released, c.button2Pressed, c.button2Released,
                     c.button3Pressed, c.button3Released, c.button4Pressed, c.button5Pressed, c.reportMousePosition]
        XCTAssertEqual(masks.reduce(0, |), masks.reduce(0, +), "no two masks share a bit")
        XCTAssertFalse(masks.contains(0))
    }

    func testMouseStatesWithoutAKnownButtonAreIgnored() {
        XCTAssertNil(decoder.decode(.mouse(x: 1, y: 1, buttonState: 0)))
    }

    func testResizeCarriesTheNewColumnsAndLines() {
        XCTAssertEqual(decoder.decode(.resize(lines: 40, columns: 120)), .resize(CellSize(width: 120, height: 40)))
    }
}
