import Foundation
import TermCanvas
import TermCollectionView

/// Tells a `SectionBackgroundFlowLayout` where each section's background goes and what colour it has.
///
/// The collection view's data source adopts it — it knows what the sections mean — the way the
/// delegate adopts `CollectionViewDelegateFlowLayout`; the layout finds it with
/// `collectionView.dataSource as? SectionBackgroundLayoutDataSource`. Both methods are optional (UIKit
/// would mark them `@objc optional`): the defaults ask for the layout's own rect and no colour.
///
/// ```swift
/// extension PlannerDataSource: SectionBackgroundLayoutDataSource {
///     func collectionView(_ collectionView: CollectionView, layout: SectionBackgroundFlowLayout,
///                         backgroundRectForSectionAt section: Int) -> CGRect? {
///         let header = layout.layoutAttributesForSupplementaryView(
///             ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
///         return layout.defaultBackgroundRect(forSection: section).union(header?.frame ?? .null)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol SectionBackgroundLayoutDataSource: AnyObject {
    /// The background's frame for `section`, in content coordinates. Return `nil` for the layout's
    /// `defaultBackgroundRect(forSection:)`, or `.null` (any empty rect) for no background at all.
    /// Called from the layout's `prepare()`, after the flow layout has placed every element, so the
    /// layout's attributes for items, headers and footers may be read here.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: SectionBackgroundFlowLayout,
        backgroundRectForSectionAt section: Int) -> CGRect?

    /// The background colour of `section`; `nil` (the default) leaves the terminal's background.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: SectionBackgroundFlowLayout,
        backgroundColorForSectionAt section: Int) -> Color?
}

extension SectionBackgroundLayoutDataSource {
    /// Returns `nil`: the layout's default rect.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: SectionBackgroundFlowLayout,
        backgroundRectForSectionAt section: Int
    ) -> CGRect? {
        nil
    }

    /// Returns `nil`: no colour.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: SectionBackgroundFlowLayout,
        backgroundColorForSectionAt section: Int
    ) -> Color? {
        nil
    }
}
