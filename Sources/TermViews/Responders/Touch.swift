import Foundation

/// UIKit's `UITouch`: the mouse's left button held down, from press to release, as one finger.
///
/// The window delivers it to the view hit-testing finds under the pointer (`hitTest(_:with:)`), in
/// `touchesBegan(_:with:)`, `touchesMoved` as the pointer drags, and `touchesEnded` at the release
/// (`touchesCancelled` when a gesture recognizer took the touch over). A terminal reports where the
/// pointer is by screen cell: a touch is at the cell's centre, in points.
@preconcurrency @MainActor
public final class Touch: NSObject {
    /// UIKit's `UITouch.Phase`, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4
    }

    /// UIKit's `UITouch.TouchType`: the mouse is an indirect pointer.
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect = 1, pencil = 2, indirectPointer = 3
    }

    /// Where the touch is in its life.
    public package(set) var phase: Phase = .began
    /// When the touch last changed, in seconds (the window's clock).
    public package(set) var timestamp: TimeInterval
    /// How many times the mouse was clicked here in quick succession (a double click is 2).
    public package(set) var tapCount: Int
    /// The view the touch began in; it keeps it when the pointer leaves the view, as in UIKit.
    public package(set) weak var view: View?
    /// The gesture recognizers that receive this touch (those of `view` and the views above it).
    public package(set) var gestureRecognizers: [GestureRecognizer]?
    /// Always `.indirectPointer`: a mouse.
    public var type: TouchType { .indirectPointer }
    /// Stored only: a mouse has no force (UIKit's value for a touch without force is 0).
    public var force: CGFloat { 0 }
    /// Stored only: the touch radius of a finger; a pointer is a point.
    public var majorRadius: CGFloat { 0 }

    private var location: CGPoint
    private var previous: CGPoint

    /// A touch beginning at `location` (the root view's coordinates) in `view`.
    package init(view: View, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
        self.view = view
        self.location = location
        previous = location
        self.timestamp = timestamp
        self.tapCount = tapCount
    }

    /// Where the touch is, in `view`'s coordinates (the root view's when nil).
    public func location(in view: View?) -> CGPoint { point(location, in: view) }

    /// Where the touch was before its last move, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> CGPoint { point(previous, in: view) }

    /// Moves the touch to `location` (root coordinates) in `phase` at `timestamp`.
    package func update(to location: CGPoint, phase: Phase, timestamp: TimeInterval) {
        previous = self.location
        self.location = location
        self.phase = phase
        self.timestamp = timestamp
    }

    private func point(_ inRoot: CGPoint, in view: View?) -> CGPoint {
        guard let view else { return inRoot }
        return view.convert(inRoot, from: nil)
    }
}
