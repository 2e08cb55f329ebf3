import Foundation
import TermCanvas

/// One user drag: a burst of scroll input (keys, a page key, wheel notches) with no pause of
/// `UserScrolling.dragEndDelay` or more between two inputs.
struct UserDrag: Equatable {
    /// The axis of a step; the directional lock keeps a drag to the first one.
    enum Axis: Equatable { case vertical, horizontal }

    /// Where the content was when the drag began.
    let startOffset: CGPoint
    /// When the first input came.
    let startTime: Double
    /// When the latest input came.
    var lastInputTime: Double
    /// The axis the first step moved along, once one has.
    var axis: Axis?

    init(startOffset: CGPoint, time: Double) {
        self.startOffset = startOffset
        self.startTime = time
        self.lastInputTime = time
    }

    /// The drag's velocity in points per millisecond, UIKit's unit: the
    /// distance from `startOffset` to `offset` over the time from the first input to one frame after
    /// the last, since each input moves the content within one frame. One ↓ in the headless runner at
    /// one point per cell: 1 point / 16 ms = 0.0625; five ↓ 16 ms apart: 5 / 80 ms, the same speed.
    func velocity(endingAt offset: CGPoint) -> CGPoint {
        let milliseconds = (lastInputTime - startTime + FrameTiming.frameDuration) * 1000
        return CGPoint(x: (offset.x - startOffset.x) / milliseconds, y: (offset.y - startOffset.y) / milliseconds)
    }
}
