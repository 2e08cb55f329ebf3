import Foundation
import TermCanvas

/// A scroll view runs its own scrolling on its clock, as a UIKit scroll view runs its deceleration
/// on the display: once the user scrolls it, or code animates its offset, it joins the clock's
/// `tickers`, and each turn of the run loop ends its drag, settles it or springs it back, until
/// nothing moves. Whoever handed it the key or the wheel — the responder chain, the window's
/// hit-testing, a cell's row — need not tick it.
extension ScrollView: FrameTicking {
    /// Advances the user's scrolling (a drag's end, a spring-back) and the running animations to the
    /// clock's time. Returns whether anything still needs ticks. (tcv's run loop calls it; not UIKit API.)
    public func tickFrame() -> Bool {
        let scrolling = activeUserScrolling
        scrolling?.tick()
        isAnimatingOnTicks = updateAnimations()
        return isAnimatingOnTicks || scrolling?.needsFrames == true || needsTicksBesidesAnimations
    }

    /// Whether an animation moves the content now (an offset animation, a settle; a collection
    /// view's batch update). (tcv's run loop reads it; not UIKit API.)
    public var changesWithTime: Bool { offsetAnimation != nil || isAnimatingOnTicks }

    /// While only a drag waits to end or a pull to spring back: when. (tcv's run loop reads it.)
    public var nextTickTime: Double? { changesWithTime ? nil : activeUserScrolling?.nextTimerTime }

    /// Joins the clock's tickers, if there is a clock: something started moving. Every animation
    /// starts with a tick's worth of motion assumed, until the first tick says otherwise.
    package func startTicking(animating: Bool) {
        guard let clock else { return }
        if animating { isAnimatingOnTicks = true }
        clock.tickers.add(self)
    }
}
