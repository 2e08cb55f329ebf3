import TermCanvas

/// Presenter mode for live demos (`tcv demo NAME --present`): wraps an app and shows each key (and
/// mouse action) pressed in a badge in the bottom-right corner for `badgeDuration` seconds, as
/// screencast tools do, so an audience sees what was typed. With a `DemoScript`, Space steps through
/// it: a caption shows in a banner on the top row, keys play one per frame (waits hold them), so a
/// rehearsed demo runs without typos. Everything else passes through.
@MainActor
public final class Presenter: TerminalAppDecorator {
    /// How long a key stays in the badge, in seconds.
    public static let badgeDuration = 1.5
    /// At most this many recent keys show at once.
    public static let maximumKeys = 5

    private let clock: FrameClock
    private var recent: [(label: String, time: Double)] = []
    private let script: [DemoScript.Line]
    private var nextLine = 0
    private var pending: [KeyScriptStep] = []
    private var waitingUntil: Double?
    /// The caption the banner shows (the script's latest).
    public private(set) var caption: String?

    /// Presents `app`, which reads time from `clock`, with an optional script Space steps through.
    public init(app: TerminalApp, clock: FrameClock, script: [DemoScript.Line] = []) {
        self.clock = clock
        self.script = script
        super.init(app)
    }

    /// The keys the badge shows now, oldest first.
    public var badgeKeys: [String] {
        recent.filter { clock.now - $0.time < Self.badgeDuration }.map(\.label)
    }

    /// Space steps through the script when there is one; any other key or mouse press is noted in the badge and passed on.
    override public func handle(_ event: InputEvent) {
        if !script.isEmpty, event == .key(.character(" ")) {
            step()
            return
        }
        switch event {
        case .key(let key): note(KeyScript.token(for: key))
        case .mouse(let mouse) where mouse.action != .release: note(KeyScript.token(for: .mouse(mouse)))
        default: break
        }
        app.handle(event)
    }

    private func note(_ label: String) {
        recent.append((label, clock.now))
        if recent.count > Self.maximumKeys { recent.removeFirst(recent.count - Self.maximumKeys) }
    }

    /// The script's next line: a caption replaces the banner, keys queue up.
    private func step() {
        guard nextLine < script.count else { return }
        switch script[nextLine] {
        case .caption(let text): caption = text
        case .keys(let steps): pending += steps
        }
        nextLine += 1
    }

    /// Plays queued script keys, one per frame, holding at a wait until its time.
    override public func tick() {
        while let first = pending.first {
            if case .wait(let milliseconds) = first {
                let end = waitingUntil ?? clock.now + Double(milliseconds) / 1000
                guard clock.now >= end else {
                    waitingUntil = end
                    break
                }
                waitingUntil = nil
                pending.removeFirst()
                continue
            }
            pending.removeFirst()
            switch first {
            // Straight to the app: a scripted Space is the app's, not the next step.
            case .key(let key):
                note(KeyScript.token(for: key))
                app.handle(.key(key))
            case .mouse(let mouse):
                note(KeyScript.token(for: .mouse(mouse)))
                app.handle(.mouse(mouse))
            case .resize, .wait: break   // the terminal's size is the real one
            }
            break
        }
        app.tick()
    }

    /// The app's frame, the caption banner on the top row, then the badge above the bottom row (the
    /// status line, when shown).
    override public func render(into canvas: inout Canvas) {
        app.render(into: &canvas)
        if let caption, canvas.size.height >= 1 {
            let width = canvas.size.width
            let padding = max(0, (width - DisplayWidth.of(caption)) / 2)
            let line = String(repeating: " ", count: padding) + caption
            canvas.write(line + String(repeating: " ", count: max(0, width - DisplayWidth.of(line))), x: 0, y: 0,
                         style: Style(bold: true, reverse: true))
        }
        let keys = badgeKeys
        guard !keys.isEmpty, canvas.size.height >= 2 else { return }
        let text = " " + keys.joined(separator: " ") + " "
        let width = DisplayWidth.of(text)
        canvas.write(text, x: max(0, canvas.size.width - width - 1), y: canvas.size.height - 2, style: Style(bold: true, reverse: true))
    }

    /// Animating while a key shows, so the badge goes away on time without input.
    override public var isAnimating: Bool { app.isAnimating || !badgeKeys.isEmpty || !pending.isEmpty }
    /// Badges fade and scripted keys wait on the clock: every animating tick is drawn.
    override public var changesWithTime: Bool { isAnimating }
    /// Ticked every frame while a badge shows or a script plays.
    override public var nextTickTime: Double? { nil }
}
