import TermApp
import TermCanvas

extension Window {
    /// A left click at screen cell (`x`, `y`): the button's press, then its release there.
    func click(x: Int, y: Int) {
        handle(.mouse(MouseEvent(action: .press, x: x, y: y)))
        handle(.mouse(MouseEvent(action: .release, x: x, y: y)))
    }
}
