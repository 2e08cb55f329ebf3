import Foundation

/// Which boundary a section's `contentInsets` are measured from: UIKit's `UIContentInsetsReference`.
///
/// Only the sides across the scroll axis are affected (leading and trailing in a vertical layout):
/// the scroll axis belongs to the whole layout, not to one section.
public enum ContentInsetsReference: Int, Hashable, Sendable {
    /// The safe area, as in UIKit since iOS 14.
    case automatic = 0
    /// The collection view's edges.
    case none
    /// The safe area, which is the whole view in a terminal (`safeAreaInsets` is zero).
    case safeArea
    /// The collection view's `layoutMargins`.
    case layoutMargins
    /// The readable content area: the layout margins, widened so that at most
    /// `ContentInsetsReference.readableWidth` columns remain (UIKit bases its readable width on the
    /// font; in a terminal the classic 80-column line is the readable measure).
    case readableContent

    /// The widest readable content area, in columns.
    public static let readableWidth: CGFloat = 80
}
