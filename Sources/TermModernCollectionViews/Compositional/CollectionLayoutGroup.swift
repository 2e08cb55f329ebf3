import Foundation

/// Items laid out in a row or a column, the unit a section repeats: UIKit's `NSCollectionLayoutGroup`.
///
/// A group measures its subitems against its own size less its `contentInsets`, then places them
/// along its axis, `interItemSpacing` apart:
///
/// - `subitems:` places the subitems in order and starts over with the first one while the next still
///   fits, so a full-width group of one `.fractionalWidth(0.2)` item holds five (Apple's grid sample);
/// - `subitem:count:` and `repeatingSubitem:count:` hold exactly `count` copies and give each the
///   length `(group length − spacings) / count` along the axis, whatever the item's own dimension says
///   ("count wins"); the other axis keeps the item's dimension.
///
/// Groups nest: a subitem may itself be a group, measured against its parent's content area.
///
/// A `custom(layoutSize:itemProvider:)` group asks its provider where its items go. The provider
/// takes only the environment, so the layout asks it once per section each time the layout is
/// prepared, and every repetition of the group uses those frames: a provider must not count on
/// being called once per group (UIKit does not promise when it calls it either).
@preconcurrency @MainActor
public class CollectionLayoutGroup: CollectionLayoutItem {
    enum Axis: Sendable { case horizontal, vertical }

    let axis: Axis
    /// The group's subitems (items or groups), in placement order.
    public let subitems: [CollectionLayoutItem]
    /// How many copies of the single subitem the group holds, for `subitem:count:`.
    let fixedCount: Int?
    /// Space between subitems along the group's axis; `nil` is no space.
    public var interItemSpacing: CollectionLayoutSpacing?
    /// The item provider of a custom group.
    let customItemProvider: CollectionLayoutGroupCustomItemProvider?

    init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?,
         customItemProvider: CollectionLayoutGroupCustomItemProvider? = nil) {
        self.axis = axis
        self.subitems = subitems
        self.fixedCount = count.map { max(1, $0) }
        self.customItemProvider = customItemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group whose items `itemProvider` places (see the type's documentation for when it is asked).
    public class func custom(layoutSize: CollectionLayoutSize,
                             itemProvider: @escaping CollectionLayoutGroupCustomItemProvider) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [], count: nil, customItemProvider: itemProvider)
    }

    /// A row of `subitems`, repeated while they fit.
    public class func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A row of exactly `count` copies of `subitem`, each a `count`th of the row (iOS 13–15 spelling).
    public class func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A row of exactly `count` copies of `subitem`, each a `count`th of the row (iOS 16 spelling).
    public class func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A column of `subitems`, repeated while they fit.
    public class func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A column of exactly `count` copies of `subitem`, each a `count`th of the column (iOS 13–15 spelling).
    public class func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A column of exactly `count` copies of `subitem`, each a `count`th of the column (iOS 16 spelling).
    public class func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}
