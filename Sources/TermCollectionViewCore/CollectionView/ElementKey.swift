import Foundation

/// The identity of a displayed element across layout passes: category, kind and index path.
/// A view stays attached to its element while the element stays visible; attributes with the same key
/// in the next pass update that view instead of dequeuing a new one.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var category: CollectionView.ElementCategory
    /// The element kind of a supplementary or decoration view; `nil` for a cell.
    public var kind: String?
    /// The element's index path.
    public var indexPath: IndexPath

    /// A key from its three parts.
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

    /// Hashes a two-index path (every item and section element) as its two integers: `IndexPath`'s
    /// own hashing walks its storage generically, and a layout pass hashes every visible element's
    /// key several times. Equal keys have equal paths, so they hash alike either way.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(kind)
        if indexPath.count == 2 {
            hasher.combine(indexPath.section)
            hasher.combine(indexPath.item)
        } else {
            hasher.combine(indexPath)
        }
    }

    /// The key as traces show it: the category, the kind in parentheses, the index path, such as `cell[0, 3]`.
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
