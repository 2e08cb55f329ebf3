import Foundation

/// How a list draws its separators: UIKit's `UIListSeparatorConfiguration`. Stored only — a list
/// draws its separators as a dim rule under each row where `showsSeparators` is on.
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Hashable, Sendable { case automatic, visible, hidden }

    /// Whether the separator above the row shows (stored only).
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the separator below the row shows (stored only).
    public var bottomSeparatorVisibility = Visibility.automatic
    /// Stored only.
    public var topSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// Stored only.
    public var bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// Stored only: separators draw dim.
    public var color: Color?
    /// Stored only.
    public var multipleSelectionColor: Color?

    /// The default separators of a list of `listAppearance`.
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {}
}
