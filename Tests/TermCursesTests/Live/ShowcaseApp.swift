import TermCanvas

/// A small app for the live tests: a rounded box, wide characters, colours, and the last input and
/// screen size it saw. `q` finishes with status 7, Esc with status 0.
@MainActor
final class ShowcaseApp: TerminalApp {
    private(set) var size = CellSize(width: 0, height: 0)
    private(set) var lastInput = "none"
    private(set) var isFinished = false
    let isAnimating = false
    private(set) var exitStatus: Int32 = 0
    /// Draws without colour until the first input (the screen starts colours with the first
    /// coloured cell, so this exercises starting them mid-session).
    let isMonochromeUntilInput: Bool

    init(monochromeUntilInput: Bool = false) {
        isMonochromeUntilInput = monochromeUntilInput
    }

    func setScreenSize(_ size: CellSize) {
        self.size = size
    }

    func handle(_ event: InputEvent) {
        lastInput = Self.describe(event)
        switch event {
        case .key(.character("q")):
            isFinished = true
            exitStatus = 7
        case .key(.escape):
            isFinished = true
        default:
            break
        }
    }

    func tick() {}

    func render(into canvas: inout Canvas) {
        let colored = !(isMonochromeUntilInput && lastInput == "none")
        func style(_ style: Style) -> Style {
            colored ? style : Style(bold: style.isBold, reverse: style.isReverse)
        }
        canvas.drawBox(canvas.bounds, border: .rounded, style: style(Style(foreground: .cyan)))
        canvas.write("한국어 日本語 😀 ok", x: 1, y: 1, style: style(Style(foreground: .yellow, bold: true)))
        canvas.write("last: \(lastInput)", x: 1, y: 2, style: style(Style(foreground: .black, background: .green)))
        canvas.write("size \(size.width)x\(size.height)", x: 1, y: 3, style: Style(reverse: true))
    }

    /// The frame this app draws for `size` after `input`, rendered headless: the text the live
    /// terminal must show.
    static func expectedScreen(size: CellSize, lastInput: InputEvent?) -> [String] {
        let app = ShowcaseApp()
        app.setScreenSize(size)
        if let lastInput { app.handle(lastInput) }
        var canvas = Canvas(size: size)
        app.render(into: &canvas)
        return canvas.textLines().map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    private static func describe(_ event: InputEvent) -> String {
        switch event {
        case .key(.character(let character)): "key \(character)"
        case .key(let key): "key \(key)"
        case .mouse(let mouse): "mouse \(mouse.action) \(mouse.x),\(mouse.y)"
        case .resize(let size): "resize \(size.width)x\(size.height)"
        }
    }
}
