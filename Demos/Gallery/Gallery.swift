import TermApp
import TermCanvas

/// The demo gallery app: a navigation controller whose root lists the demos; Enter pushes the chosen
/// demo, `q` in a demo pops back here, `q` here quits.
@MainActor
public enum Gallery {
    /// The gallery's window, running on `clock`.
    public static func makeWindow(demos: [Demo] = DemoCatalog.all, clock: FrameClock) -> Window {
        Window(rootViewController: NavigationController(rootViewController: GalleryViewController(demos: demos)), clock: clock)
    }
}
