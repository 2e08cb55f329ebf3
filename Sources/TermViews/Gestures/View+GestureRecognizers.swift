import Foundation

extension View {
    /// Attaches `gestureRecognizer`: the mouse on this view or the views inside it reaches it.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.view = nil
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
    }
}
