import Foundation

/// What UIKit raises as `NSInternalInconsistencyException` when a batch update does not match the
/// data source (wrong counts, index paths out of range, colliding operations). UIKit's app dies of
/// it; here the collection view hands it to `handler`, then recovers with `reloadData()`: the data
/// source is asked again from scratch, nothing of its state is touched, the completion handler gets
/// `false`. The latest one is also kept on the collection view (`latestInconsistency`) so a screen
/// can show it in its status line.
///
/// ```swift
/// InternalInconsistencyException.handler = { exception in log.append(exception.reason) }
/// ```
public struct InternalInconsistencyException: Error, Equatable, Sendable, CustomStringConvertible {
    /// The exception's name, as UIKit's `NSException.name` reads.
    public static let name = "NSInternalInconsistencyException"

    /// UIKit's message for the inconsistency (`NSException.reason`).
    public let reason: String

    /// Why the counts in `reason` can look as if they agree, when tcv knows it (UIKit's own message
    /// is kept word for word in `reason`, which then reads like a contradiction).
    public let cause: String?

    /// An exception with `reason` and, when known, the `cause` behind it.
    public init(reason: String, cause: String? = nil) {
        self.reason = reason
        self.cause = cause
    }

    /// `NSInternalInconsistencyException: REASON`, followed by ` Why: CAUSE` when there is one: the
    /// line written to standard error.
    public var description: String { "\(Self.name): \(reason)" + (cause.map { " Why: \($0)" } ?? "") }

    /// Receives every inconsistency. The default writes `description` and a newline on standard error;
    /// the terminal program collects them while the screen is in use, and tests record them.
    @MainActor public static var handler: @MainActor (InternalInconsistencyException) -> Void = defaultHandler

    /// Writes `NSInternalInconsistencyException: REASON` on standard error (never trapping if it is closed).
    @MainActor public static let defaultHandler: @MainActor (InternalInconsistencyException) -> Void = { exception in
        StandardError.write(exception.description + "\n")
    }
}
