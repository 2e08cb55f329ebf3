import Foundation

/// The content offsets of a scroll that goes back and forth over a few lines in the middle of the
/// content, one line per frame. Bouncing between two ends, instead of jumping back to the start,
/// keeps every frame a one-line scroll — the cost of one `<Down>` or `<Up>` keypress — however
/// short the content is.
struct ScrollBand {
    /// The offset of the band's first line.
    let start: CGFloat
    /// How many one-line steps separate the band's two ends.
    let steps: Int
    let step: CGFloat
    private var position = 0
    private var direction = 1

    /// A band of up to `maxSteps` steps centred on the middle of content `contentLength` long, seen
    /// through a viewport `viewportLength` long.
    init(contentLength: CGFloat, viewportLength: CGFloat, step: CGFloat, maxSteps: Int = 16) {
        let available = max(0, Int(((contentLength - viewportLength) / step).rounded(.down)))
        let middle = Int((contentLength - viewportLength) / 2 / step)
        steps = min(maxSteps, available)
        self.step = step
        start = CGFloat(max(0, min(available - steps, middle - steps / 2))) * step
    }

    /// The offset of the band's current line.
    var offset: CGFloat { start + CGFloat(position) * step }

    /// Moves one line on, turning round at either end, and returns the new offset.
    mutating func advance() -> CGFloat {
        guard steps > 0 else { return offset }
        if !(0...steps).contains(position + direction) { direction = -direction }
        position += direction
        return offset
    }
}
