import Foundation

/// A row's swipe action: UIKit's `UIContextualAction`. Stored only: a terminal has no swipe; your code
/// can run the handler (`perform()`).
@preconcurrency @MainActor
open class ContextualAction: NSObject {
    /// UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable { case normal = 0, destructive = 1 }

    /// What the handler is told when it is done: whether the action was performed.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// Whether the action is plain or destructive. Stored only.
    public let style: Style
    /// The action's title. Stored only.
    public var title: String?
    /// Stored only.
    public var image: Image?
    /// Stored only.
    public var backgroundColor: Color?
    private let handler: Handler

    /// An action whose `handler` runs when it is performed (`perform(in:)`).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// Runs the handler as a swipe's tap would, on `sourceView`; returns what it reported (false when
    /// it did not report synchronously).
    @discardableResult
    public final func perform(in sourceView: View = View(frame: .zero)) -> Bool {
        var performed = false
        handler(self, sourceView) { performed = $0 }
        return performed
    }
}

/// The swipe actions of a row: UIKit's `UISwipeActionsConfiguration`, from a list configuration's
/// `leadingSwipeActionsConfigurationProvider`/`trailingSwipeActionsConfigurationProvider`. Stored only.
@preconcurrency @MainActor
open class SwipeActionsConfiguration: NSObject {
    /// The actions, first nearest the row's edge in UIKit. Stored only.
    public let actions: [ContextualAction]
    /// UIKit runs the first action on a full swipe. Stored only.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
        super.init()
    }
}
