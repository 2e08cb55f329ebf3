import Foundation
import TermCanvas

/// Content a cell shows instead of its default drawing: UIKit's `UIContentConfiguration`.
///
/// UIKit's configurations make a content view; in a terminal a configuration draws itself into the
/// cell's drawing context, which is what that content view would do. Set one as a cell's
/// `contentConfiguration`; `ListContentConfiguration` is the one lists use.
public protocol ContentConfiguration: Sendable {
    /// Draws the content into `context` (the cell's area) with `style` as the base style.
    @MainActor func draw(in context: DrawingContext, style: Style)
}
