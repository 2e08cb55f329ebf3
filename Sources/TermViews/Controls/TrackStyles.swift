import Foundation
import TermCanvas

/// The two styles of a drawn track, a slider's or a progress view's: the done part in `filled` (else
/// the view's tint, else blue, as UIKit's default tint), the rest in `rest` (else dim).
@MainActor
enum TrackStyles {
    static func of(filled: Color?, rest: Color?, tint: Color?) -> (filled: Style, rest: Style) {
        var done = Style.plain
        done.foreground = (filled ?? tint ?? .systemBlue).nearestTerminalColor
        var remaining = Style.plain
        if let rest, rest.isVisible { remaining.foreground = rest.nearestTerminalColor } else { remaining.isDim = true }
        return (done, remaining)
    }
}
