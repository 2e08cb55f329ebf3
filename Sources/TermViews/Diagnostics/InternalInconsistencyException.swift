import Foundation

/// What UIKit raises as `NSInternalInconsistencyException` when a batch update does not match the
/// data source (wrong counts, index paths out of range, colliding operations). UIKit's app dies of
/// it; here the collection view reports it to the current `DiagnosticsSink`, then recovers with
/// `reloadData()`: the data source is asked again from scratch, nothing of its state is touched, the
/// completion handler gets `false`. The latest one is also kept on the collection view
/// (`latestInconsistency`) so a screen can show it in its status line.
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
}
