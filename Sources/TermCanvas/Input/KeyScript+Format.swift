extension KeyScript {
    /// The script that `parse` reads back as `steps`: the inverse of `parse`, so a session built in
    /// code (a fuzzer's, a recording's) can be printed for `--keys`. A press followed by a release at
    /// the same cell is written `<Click:X,Y>` (`<RightClick:X,Y>` for the right button). A lone middle or
    /// right press or release has no token of its own and is written as the left one.
    public static func format(_ steps: [KeyScriptStep]) -> String {
        var text = ""
        var index = steps.startIndex
        while index < steps.endIndex {
            if case .mouse(let press) = steps[index], press.action == .press, index + 1 < steps.endIndex,
               case .mouse(let release) = steps[index + 1], release.action == .release, release.button == press.button,
               release.x == press.x, release.y == press.y, press.button != .middle {
                text += "<\(press.button == .right ? "RightClick" : "Click"):\(press.x),\(press.y)>"
                index += 2
                continue
            }
            text += token(for: steps[index])
            index += 1
        }
        return text
    }

    /// The token of one step.
    public static func token(for step: KeyScriptStep) -> String {
        switch step {
        case .key(let key): token(for: key)
        case .mouse(let mouse): "<\(mouseTokenName(mouse.action)):\(mouse.x),\(mouse.y)>"
        case .resize(let size): "<Resize:\(size.width)x\(size.height)>"
        case .wait(let milliseconds): "<Wait:\(milliseconds)>"
        }
    }

    /// The token of a key: the character itself, or its `<Name>`.
    public static func token(for key: Key) -> String {
        switch key {
        case .character(" "): "<Space>"
        case .character("<"): "<lt>"
        case .character(let character): String(character)
        case .up: "<Up>"
        case .down: "<Down>"
        case .left: "<Left>"
        case .right: "<Right>"
        case .pageUp: "<PgUp>"
        case .pageDown: "<PgDn>"
        case .home: "<Home>"
        case .end: "<End>"
        case .enter: "<Enter>"
        case .escape: "<Esc>"
        case .tab: "<Tab>"
        case .backTab: "<S-Tab>"
        case .backspace: "<BS>"
        case .delete: "<Del>"
        case .control(let character): "<C-\(character)>"
        case .function(let number): "<F\(number)>"
        }
    }

    private static func mouseTokenName(_ action: MouseButtonAction) -> String {
        switch action {
        case .scrollUp: "ScrollUp"
        case .scrollDown: "ScrollDown"
        case .scrollLeft: "ScrollLeft"
        case .scrollRight: "ScrollRight"
        case .press: "Press"
        case .release: "Release"
        case .drag: "Drag"
        }
    }
}
