import TermCanvas

/// Presenter mode for live demos (`tcv demo NAME --present`): wraps an app and shows each key (and
/// mouse action) pressed in a badge in the bottom-right corner for `badgeDuration` seconds, as
/// screencast tools do, so an audience sees what was typed. Everything else passes through.
@MainActor
public final class Presenter: TerminalApp {
    /// How long a key stays in the badge, in seconds.
    public static let badgeDuration = 1.5
    /// At most this many recent keys show at once.
    public static let maximumKeys = 5

    private let app: TerminalApp
    private let clock: FrameClock
    private var recent: [(label: String, time: Double)] = []

    /// Presents `app`, which reads time from `clock`.
    public init(app: TerminalApp, clock: FrameClock) {
        self.app = app
        self.clock = clock
    }

    /// The keys the badge shows now, oldest first.
    public var badgeKeys: [String] {
        recent.filter { clock.now - $0.time < Self.badgeDuration }.map(\.label)
    }

    public func setScreenSize(_ size: CellSize) { app.setScreenSize(size) }

    public func handle(_ event: InputEvent) {
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

    public func tick() { app.tick() }

    /// The app's frame, then the badge above the bottom row (the status line, when shown).
    public func render(into canvas: inout Canvas) {
        app.render(into: &canvas)
        let keys = badgeKeys
        guard !keys.isEmpty, canvas.size.height >= 2 else { return }
        let text = " " + keys.joined(separator: " ") + " "
        let width = DisplayWidth.of(text)
        canvas.write(text, x: max(0, canvas.size.width - width - 1), y: canvas.size.height - 2, style: Style(bold: true, reverse: true))
    }

    public var isFinished: Bool { app.isFinished }
    /// Animating while a key shows, so the badge goes away on time without input.
    public var isAnimating: Bool { app.isAnimating || !badgeKeys.isEmpty }
    public var exitStatus: Int32 { app.exitStatus }
}
