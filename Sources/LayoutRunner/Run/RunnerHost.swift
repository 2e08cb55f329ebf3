import TermApp
import TermCanvas
import TermCollectionView

/// The one place a `tcv run` program builds its screen: a `Window` whose root is the controller (the
/// user's `UICollectionViewController` or `UIViewController` subclass, or the generated `IndexPathViewController`), with the
/// window's status line, help and the inspector (`i`) as chrome. Public for LayoutTesting, whose
/// screens are the ones `tcv run` shows.
@MainActor
public enum RunnerHost {
    /// The window around `controller`, with the inspector.
    public static func makeWindow(controller: ViewController, clock: FrameClock, screenScaling: ScreenScaling) -> Window {
        let window = Window(rootViewController: controller, clock: clock, screenScaling: screenScaling)
        window.inspector = Inspector()
        return window
    }

    /// The window as the options present it: the status line hidden with `--hide-status`, and in a
    /// `Presenter` (key badge, the script's captions and steps) with `--present` or `--script`.
    static func makeApp(controller: ViewController, clock: FrameClock, options: RunOptions, script: [DemoScript.Line],
                        screenScaling: ScreenScaling) -> TerminalApp {
        makeApp(window: makeWindow(controller: controller, clock: clock, screenScaling: screenScaling), clock: clock,
                options: options, script: script)
    }

    static func makeApp(window: Window, clock: FrameClock, options: RunOptions, script: [DemoScript.Line]) -> TerminalApp {
        window.showsStatusLine = !options.hideStatus
        guard options.present || options.script != nil else { return window }
        return Presenter(app: window, clock: clock, script: script)
    }

    /// The `--script` file's lines (none without one); `tcv` checked the file before starting the
    /// program, so a failure here is the file changing in between.
    static func loadScript(_ path: String?) throws(LayoutRunner.Failure) -> [DemoScript.Line] {
        guard let path else { return [] }
        do {
            return try DemoScript.parse(String(contentsOfFile: path, encoding: .utf8))
        } catch {
            throw LayoutRunner.Failure("--script \(path): \(error)")
        }
    }
}
