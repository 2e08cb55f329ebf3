import Foundation

/// UIKit's default numbers, in the unit of the screen shown: UIKit's own values in points when a
/// device is shown (`ScreenScaling.device`), terminal-sized values at one point per cell.
///
/// One place for every default a layout can meet, so no other code decides between the two units.
/// Each is read when it is needed (a view's margins when the view is made, list metrics when a list
/// section is made), from `ScreenMetrics`, which the window sets up before its views load.
@MainActor
public enum StandardMetrics {
    /// A view's default `layoutMargins`: UIKit's 8 points on each side. At one point per cell: one
    /// column left and right, and no rows (8 points is about a column, and half a row rounds to none,
    /// since a row is a whole line of text).
    public static var layoutMargins: EdgeInsets {
        ScreenMetrics.usesPoints ? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
    }

    /// UIKit's standard ("system") spacing between siblings: 8 points. At one point per cell: one
    /// column side by side and none stacked (the reasoning of `layoutMargins`).
    public static func systemSpacing(vertical: Bool) -> CGFloat {
        ScreenMetrics.usesPoints ? 8 : (vertical ? 0 : 1)
    }

    /// A list row's height: UIKit's 44-point minimum row height (Human Interface Guidelines: a
    /// control's hit target is at least 44 × 44 points). At one point per cell: one line of text,
    /// and one more for the separator under it.
    public static func listRowHeight(showsSeparators: Bool) -> CGFloat {
        ScreenMetrics.usesPoints ? 44 : (showsSeparators ? 2 : 1)
    }

    /// A list section's header or footer height: 44 points, the estimate UIKit's documentation uses
    /// for headers and footers; one row at one point per cell.
    public static var listSupplementaryHeight: CGFloat { ScreenMetrics.usesPoints ? 44 : 1 }

    /// The inset on each side of an `.insetGrouped` list's rows: 20 points on a phone (UIKit's
    /// readable side margin), 2 columns at one point per cell.
    public static var insetGroupedSideInset: CGFloat { ScreenMetrics.usesPoints ? 20 : 2 }

    /// The inset on each side of a `.sidebar` list's rows: 10 points, one column at one point per cell.
    public static var sidebarSideInset: CGFloat { ScreenMetrics.usesPoints ? 10 : 1 }

    /// The space before each section of a grouped, inset-grouped or sidebar list: 35 points (UIKit's
    /// empty grouped section header), one blank row at one point per cell.
    public static var groupedSectionSpacing: CGFloat { ScreenMetrics.usesPoints ? 35 : 1 }
}
