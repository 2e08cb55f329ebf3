import Foundation

/// One view moving from one presentation to another along UIKit's default curve.
struct ElementAnimation {
    var key: ElementKey
    let view: CollectionReusableView
    var from: ViewPresentation
    var to: ViewPresentation
    let start: Double
    let duration: Double
    /// A disappearing view: it stays drawn until the animation ends, then goes to the reuse queue.
    let removesView: Bool
    /// The batch update that started it, whose completion waits for it.
    let batch: Int

    func presentation(at now: Double) -> ViewPresentation {
        let progress = duration > 0 ? (now - start) / duration : 1
        return from.interpolated(to: to, fraction: CGFloat(MediaTimingFunction.easeInEaseOut.value(at: progress)))
    }

    func isFinished(at now: Double) -> Bool { now >= start + duration }
}
