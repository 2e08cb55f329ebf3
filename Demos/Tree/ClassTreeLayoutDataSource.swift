import Foundation
import TermCollectionView

/// What the class-tree layout needs to know about the tree beyond the section and item counts: the
/// guide's `MyCustomProtocol` ("Custom Layouts: A Worked Example", Listing 6-1).
///
/// The guide's reasoning: rather than reaching into a particular data source, the layout declares a
/// protocol of its own, so any object that adopts it can drive the layout and the layout stays
/// reusable. It is deliberately not `CollectionViewDataSource`, which only knows counts and views.
@preconcurrency @MainActor
protocol ClassTreeLayoutDataSource: AnyObject {
    /// How many rows the class at `indexPath` and all its subclasses need: one for a class without
    /// subclasses, otherwise the sum over its subclasses. The guide's
    /// `numRowsForClassAndChildrenAtIndexPath:`.
    func numRowsForClassAndChildren(at indexPath: IndexPath) -> Int

    /// The index paths (in the next section) of the direct subclasses of the class at `indexPath`,
    /// which the guide's `attributesWithChildrenAtIndexPath:` stores in the custom attributes.
    func indexPathsOfChildrenForClass(at indexPath: IndexPath) -> [IndexPath]
}
