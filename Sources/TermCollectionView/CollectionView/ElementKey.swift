import Foundation

/// The identity of a displayed element across layout passes: category, kind and index path.
/// A view stays attached to its element while the element stays visible; attributes with the same key
/// in the next pass update that view instead of dequeuing a new one.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    public var category: CollectionView.ElementCategory
    public var kind: String?
    public var indexPath: IndexPath

    public init(category: CollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The key of the element that `attributes` describe.
    public init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(category: attributes.representedElementCategory,
                  kind: attributes.representedElementKind,
                  indexPath: attributes.indexPath)
    }

    public var description: String {
        "\(category)\(kind.map { "(\($0))" } ?? "")[\(indexPath.map(String.init).joined(separator: ", "))]"
    }
}

extension CollectionView {
    /// What an element is: UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }
}
