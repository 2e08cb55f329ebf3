import Foundation
import TermCanvas

/// Counts taps as UIKit's `UITouch.tapCount` does for a mouse: a press on the same screen cell within
/// half a second of the last release is one more tap of the same gesture (a double click is 2).
package struct TapCounter {
    private var lastRelease: (time: Double, x: Int, y: Int, count: Int)?

    package init() {}

    /// The tap count of a press at `mouse`'s cell at `time`: 1, or one more than the last tap's.
    package func count(forPress mouse: MouseEvent, at time: Double) -> Int {
        guard let last = lastRelease, last.x == mouse.x, last.y == mouse.y, time - last.time <= 0.5 else { return 1 }
        return last.count + 1
    }

    /// Notes the release of a tap counted `count`, at `mouse`'s cell at `time`.
    package mutating func noteRelease(_ mouse: MouseEvent, at time: Double, count: Int) {
        lastRelease = (time, mouse.x, mouse.y, count)
    }
}
