import Foundation
import TermCanvas

/// A mouse press on a control until its release, as UIKit tracks a touch on a control: the press
/// highlights the control, drags stay with it, and a release over the same control is its click.
/// Used for the controls in a collection view's cells and for those of a plain view tree.
package enum ControlPress {
    /// Handles one event of a press on a control. `pressed` is the control the press went down on
    /// (kept by the caller between events), `controlUnderPointer` finds the control under the event,
    /// and `click` delivers the click. Returns whether the event was a control's.
    @MainActor
    package static func handle(_ action: MouseButtonAction, pressed: inout Control?, controlUnderPointer: () -> Control?,
                       click: (Control) -> Void) -> Bool {
        switch action {
        case .press:
            guard let control = controlUnderPointer() else { return false }
            pressed = control
            control.isHighlighted = true
            return true
        case .drag:
            return pressed != nil
        case .release:
            guard let control = pressed else { return false }
            pressed = nil
            control.isHighlighted = false
            if controlUnderPointer() === control { click(control) }
            return true
        default:
            return false
        }
    }
}
