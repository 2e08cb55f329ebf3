import TermCanvas
import XCTest

final class KeyScriptTests: XCTestCase {
    private func keys(_ script: String) throws -> [Key] {
        try KeyScript.parse(script).map { step in
            guard case .key(let key) = step else { throw KeyScriptError(description: "not a key: \(step)") }
            return key
        }
    }

    private func error(_ script: String) -> String? {
        do {
            _ = try KeyScript.parse(script)
            return nil
        } catch {
            return error.description
        }
    }

    func test_plain_characters_are_character_keys() throws {
        XCTAssertEqual(try keys("jk q한"), [.character("j"), .character("k"), .character(" "), .character("q"), .character("한")])
        XCTAssertEqual(try KeyScript.parse(""), [])
    }

    func test_every_named_token() throws {
        let script = "<Up><Down><Left><Right><PgUp><PgDn><Home><End><Enter><CR><Esc><Tab><S-Tab><Space><BS><Del><lt>"
        XCTAssertEqual(try keys(script), [
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .enter, .escape, .tab, .backTab,
            .character(" "), .backspace, .delete, .character("<"),
        ])
    }

    func test_vim_aliases() throws {
        XCTAssertEqual(try keys("<Return><PageUp><PageDown>"), [.enter, .pageUp, .pageDown])
    }

    func test_token_names_are_case_insensitive() throws {
        XCTAssertEqual(try keys("<up><PGDN><s-tab><LT><c-D><f5>"),
                       [.up, .pageDown, .backTab, .character("<"), .control("d"), .function(5)])
        XCTAssertEqual(try KeyScript.parse("<wAiT:7>"), [.wait(milliseconds: 7)])
    }

    func test_function_keys_one_to_twelve() throws {
        XCTAssertEqual(try keys((1...12).map { "<F\($0)>" }.joined()), (1...12).map { Key.function($0) })
    }

    func test_control_keys_are_lowercase_letters() throws {
        XCTAssertEqual(try keys("<C-x><C-D>"), [.control("x"), .control("d")])
    }

    func test_waits_mix_with_keys_in_order() throws {
        XCTAssertEqual(try KeyScript.parse("j<Wait:250>k<Wait:0>"), [
            .key(.character("j")), .wait(milliseconds: 250), .key(.character("k")), .wait(milliseconds: 0),
        ])
    }

    func test_greater_than_alone_is_a_plain_character() throws {
        XCTAssertEqual(try keys("a>b"), [.character("a"), .character(">"), .character("b")])
    }

    func test_unknown_token_error_names_it_and_lists_valid_tokens_on_one_line() {
        XCTAssertEqual(error("j<Foo>k"),
                       "unknown key token <Foo> in --keys; valid tokens: <Up> <Down> <Left> <Right> <PgUp> <PgDn> "
                       + "<Home> <End> <Enter> <CR> <Esc> <Tab> <S-Tab> <Space> <BS> <Del> <F1>..<F12> <C-x> "
                       + "<Wait:MS> <lt> <Resize:WxH> <ScrollUp:X,Y> <ScrollDown:X,Y> <ScrollLeft:X,Y> <ScrollRight:X,Y> "
                       + "<Press:X,Y> <Release:X,Y> <Click:X,Y> <RightClick:X,Y> <Drag:X,Y>, or plain characters")
    }

    func test_out_of_range_function_keys_are_unknown_tokens() {
        for token in ["F0", "F13", "F+1", "F"] {
            XCTAssertEqual(error("<\(token)>")?.hasPrefix("unknown key token <\(token)> in --keys; valid tokens: <Up>"), true, token)
        }
    }

    func test_bad_control_tokens_explain_the_form() {
        for token in ["C-1", "C-ab", "C-"] {
            let message = error("<\(token)>")
            XCTAssertEqual(message?.hasPrefix("invalid key token <\(token)> in --keys: <C-x> takes one letter a-z"), true, token)
            XCTAssertEqual(message?.contains("valid tokens: <Up>"), true)
        }
    }

    func test_bad_waits_explain_the_form() {
        for token in ["Wait:", "Wait:abc", "Wait:-5", "Wait:1.5", "Wait:99999999999999999999"] {
            let message = error("<\(token)>")
            XCTAssertEqual(message?.hasPrefix("invalid key token <\(token)> in --keys: <Wait:MS> takes whole milliseconds"), true, token)
        }
    }

    func test_unterminated_token_suggests_lt() {
        XCTAssertEqual(error("ab<Up"), "unterminated key token \"<Up\" in --keys: missing '>'; write <lt> for a literal '<'; "
                       + "valid tokens: <Up> <Down> <Left> <Right> <PgUp> <PgDn> <Home> <End> <Enter> <CR> <Esc> <Tab> "
                       + "<S-Tab> <Space> <BS> <Del> <F1>..<F12> <C-x> <Wait:MS> <lt> <Resize:WxH> <ScrollUp:X,Y> <ScrollDown:X,Y> <ScrollLeft:X,Y> <ScrollRight:X,Y> "
                       + "<Press:X,Y> <Release:X,Y> <Click:X,Y> <RightClick:X,Y> <Drag:X,Y>, or plain characters")
    }

    func test_resize_and_mouse_tokens_parse_to_their_steps() throws {
        XCTAssertEqual(try KeyScript.parse("<Resize:1x1><ScrollDown:3,4><click:0,2>"), [
            .resize(CellSize(width: 1, height: 1)),
            .mouse(MouseEvent(action: .scrollDown, x: 3, y: 4)),
            .mouse(MouseEvent(action: .press, x: 0, y: 2)), .mouse(MouseEvent(action: .release, x: 0, y: 2)),
        ])
    }

    func test_bad_resize_and_mouse_tokens_say_the_form() {
        for token in ["Resize:80", "Resize:axb", "Resize:-1x3"] {
            XCTAssertEqual(error("<\(token)>")?.hasPrefix("invalid key token <\(token)> in --keys: expected <Resize:WxH>"), true, token)
        }
        XCTAssertEqual(error("<Click:1>")?.hasPrefix("invalid key token <Click:1> in --keys: expected a screen cell"), true)
    }

    func test_right_click_and_drag_tokens() throws {
        XCTAssertEqual(try KeyScript.parse("<RightClick:3,4><Drag:5,6>"), [
            .mouse(MouseEvent(action: .press, button: .right, x: 3, y: 4)),
            .mouse(MouseEvent(action: .release, button: .right, x: 3, y: 4)),
            .mouse(MouseEvent(action: .drag, x: 5, y: 6)),
        ])
        let script = "<Press:1,1><Drag:1,5><Release:1,5><RightClick:2,2><Click:3,3>"
        XCTAssertEqual(KeyScript.format(try KeyScript.parse(script)), script)
    }

    func test_format_round_trips_every_kind_of_step() throws {
        let script = "j<lt><Space><C-d><Resize:12x5><ScrollUp:1,2><Click:3,4><Press:0,0><Wait:40><Release:5,0>"
        XCTAssertEqual(KeyScript.format(try KeyScript.parse(script)), script)
    }

    func test_empty_token_is_unknown() {
        XCTAssertEqual(error("<>")?.hasPrefix("unknown key token <> in --keys"), true)
    }

    func test_raw_control_characters_are_rejected_with_their_code_point() {
        XCTAssertEqual(error("j\nk")?.hasPrefix("control character U+000A in --keys; write keys as tokens such as <Enter>"), true)
        XCTAssertEqual(error("\u{1B}")?.hasPrefix("control character U+001B in --keys"), true)
    }

    func test_every_error_message_is_one_line() {
        for script in ["<Foo>", "<C-1>", "<Wait:x>", "<Up", "\t"] {
            let message = error(script)
            XCTAssertNotNil(message, script)
            XCTAssertEqual(message?.contains("\n"), false, script)
        }
    }
}
