import TermApp
import TermCanvas
import TermCollectionView

/// The one place a `tcv run` program builds its window: a `Window` whose root is the controller (the
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
}
