import Foundation

/// How a list draws its separators: UIKit's `UIListSeparatorConfiguration`. Stored only — a list
/// draws its separators as a dim rule under each row where `showsSeparators` is on.
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Hashable, Sendable { case automatic, visible, hidden }

    public var topSeparatorVisibility = Visibility.automatic
    public var bottomSeparatorVisibility = Visibility.automatic
    public var topSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var color: Color?
    public var multipleSelectionColor: Color?

    /// The default separators of a list of `listAppearance`.
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {}
}
