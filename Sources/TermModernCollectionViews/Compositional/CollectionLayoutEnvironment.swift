import Foundation

/// The space a compositional layout lays out in: UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol CollectionLayoutContainer: AnyObject {
    /// The collection view's visible size less its adjusted content insets, in points.
    var contentSize: CGSize { get }
    /// `contentSize` less `contentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets of the layout configuration's `contentInsetsReference` (zero for the safe area).
    var contentInsets: DirectionalEdgeInsets { get }
    /// The same as `contentInsets`.
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section will be: UIKit's `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol CollectionLayoutEnvironment: AnyObject {
    /// The space the section is laid out in: the collection view's size less its content insets.
    var container: CollectionLayoutContainer { get }
    /// The traits the layout is computed with (size classes, display scale).
    var traitCollection: TraitCollection { get }
}

/// The container a layout pass hands to section providers.
final class CompositionalLayoutContainer: CollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: DirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}

/// The environment a layout pass hands to section providers.
final class CompositionalLayoutEnvironment: CollectionLayoutEnvironment {
    let container: CollectionLayoutContainer
    let traitCollection: TraitCollection

    init(container: CollectionLayoutContainer, traitCollection: TraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
