import TermCanvas
import TermCollectionView

extension ScreenRequest {
    /// Sets up the process-wide screen before the user's objects are made: their defaults follow its
    /// unit, and headless (`size` given) `UIScreen.main` in a layout's `init()` is the screen it is
    /// shown on. The app's layout direction too.
    @MainActor
    func prepareProcess(headlessSize size: CellSize?) {
        ScreenMetrics.prepare(for: scaling)
        if let size { ScreenMetrics.update(size: size, scaling: scaling) }
        UserInterfaceLayoutDirection.app = rightToLeft ? .rightToLeft : .leftToRight
    }
}
