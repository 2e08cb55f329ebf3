import Foundation
import TermCanvas

/// Pull to refresh: UIKit's `UIRefreshControl`, set as a scroll view's `refreshControl`. A drag that
/// ends with the content pulled down past its top by at least `triggerRows` rows (the rubber band:
/// `↑`, `k` or the wheel at the top) begins refreshing and sends `.valueChanged` to the targets, as the
/// user's pull does on the phone; the top row then shows `⟳` and the title until `endRefreshing()`.
@preconcurrency @MainActor
open class RefreshControl: Control {
    /// How far, in rows, the content must be pulled past its top for the pull to refresh.
    public static let triggerRows: CGFloat = 1

    /// Whether a refresh is under way (from a pull or `beginRefreshing()`) until `endRefreshing()`.
    open private(set) var isRefreshing = false
    /// The text shown beside the spinner while refreshing.
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the control refreshing, as UIKit's does, without sending an action (your code started it).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh: the row goes away.
    open func endRefreshing() {
        isRefreshing = false
    }

    /// A pull past the top ended: refresh and tell the targets, unless a refresh is already under way.
    func refreshFromPull() {
        guard isEnabled, !isRefreshing else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }

    /// The row drawn at the top of the scroll view while refreshing.
    package var refreshingLine: String {
        "⟳ " + (attributedTitle?.string ?? "Refreshing…")
    }
}
