import Foundation
import TermCanvas

/// A scroll view scrolls itself by keys, as a UIKit scroll view does when it is in the responder chain
/// of a key (`pressesBegan(_:with:)` in `ScrollView.swift`): the key becomes a `ScrollCommand`, and the
/// view's own `UserScrolling` moves `contentOffset`, timing the drag's end and the settle on the
/// window's clock (which the key's event brings), which ticks the view until it rests
/// (`ScrollView+FrameTicking.swift`).
extension ScrollView {
    /// Scrolls by `key` as the user's scrolling. False when `key` is no scroll key, scrolling is off,
    /// or the content cannot move along the key's axis: the key is then someone else's.
    package func scroll(byKey key: Key, in event: PressesEvent?) -> Bool {
        guard let command = ScrollCommand(key: key), canScroll(along: command) else { return false }
        return scroll(command, clock: event?.clock, screenScale: event?.screenScale ?? .cells)
    }

    /// Performs `command` as the user's scrolling: one row or column of `screenScale` per line.
    /// Adopts `clock` when the view has none yet. False without any clock.
    package func scroll(_ command: ScrollCommand, clock: FrameClock?, screenScale: ScreenScale) -> Bool {
        if self.clock == nil { self.clock = clock }
        let lineStep = CGSize(width: screenScale.pointsPerColumn, height: screenScale.pointsPerRow)
        guard let scrolling = userScrolling(lineStep: lineStep) else { return false }
        layoutIfNeeded()
        scrolling.perform(command)
        startTicking(animating: false)
        return true
    }

    /// Whether the content is larger than the bounds along `command`'s axis (and scrolling is on).
    package func canScroll(along command: ScrollCommand) -> Bool {
        guard isScrollEnabled else { return false }
        layoutIfNeeded()
        switch command {
        case .columns: return contentSize.width > bounds.width
        default: return contentSize.height > bounds.height
        }
    }
}
