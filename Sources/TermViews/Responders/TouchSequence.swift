import Foundation
import TermCanvas

/// One touch from press to release — the mouse's left button held — as UIKit delivers it: the
/// gesture recognizers of the hit view and the views above it see each step first, then the hit
/// view gets `touchesBegan`, `touchesMoved` and `touchesEnded` (each passed up the responder chain
/// unless a responder handles it). Once a recognizer that `cancelsTouchesInView` has recognized its
/// gesture, the view gets `touchesCancelled` instead, once, and nothing more.
@MainActor
package final class TouchSequence {
    package let touch: Touch
    private let recognizers: [GestureRecognizer]
    private let event: Event
    private var isCancelled = false

    /// Whether the gesture recognizers under the press took any of it (the press is theirs).
    package var reachesRecognizers: Bool { !recognizers.isEmpty }

    /// Whether a recognizer that `cancelsTouchesInView` has recognized its gesture: the rest of the
    /// touch is the recognizers', not the views'.
    package var recognizersTookOver: Bool {
        recognizers.contains { $0.hasRecognized && $0.cancelsTouchesInView }
    }

    /// Begins the touch at `location` (root coordinates) on `chain`, the hit view first.
    package init?(chain: [View], location: CGPoint, time: Double, tapCount: Int) {
        guard let hit = chain.first else { return nil }
        touch = Touch(view: hit, location: location, timestamp: time, tapCount: tapCount)
        recognizers = chain.flatMap { $0.gestureRecognizers ?? [] }.filter(\.isEnabled)
        touch.gestureRecognizers = recognizers
        event = Event(timestamp: time)
        event.allTouches = [touch]
        recognizers.forEach { $0.mouseDown(at: location, time: time) }
        hit.touchesBegan([touch], with: event)
    }

    /// The pointer dragged to `location`.
    package func move(to location: CGPoint, time: Double) {
        touch.update(to: location, phase: .moved, timestamp: time)
        event.timestamp = time
        recognizers.forEach { $0.mouseDragged(to: location, time: time) }
        deliver { $0.touchesMoved($1, with: $2) }
    }

    /// The button came up at `location`.
    package func end(at location: CGPoint, time: Double) {
        touch.update(to: location, phase: .ended, timestamp: time)
        event.timestamp = time
        recognizers.forEach { $0.mouseUp(at: location, time: time) }
        deliver { $0.touchesEnded($1, with: $2) }
    }

    /// Sends the step to the touch's view, or `touchesCancelled` once a recognizer took the touch.
    private func deliver(_ step: (View, Set<Touch>, Event) -> Void) {
        guard !isCancelled, let view = touch.view else { return }
        if recognizersTookOver {
            isCancelled = true
            touch.update(to: touch.location(in: nil), phase: .cancelled, timestamp: touch.timestamp)
            view.touchesCancelled([touch], with: event)
            return
        }
        step(view, [touch], event)
    }
}
