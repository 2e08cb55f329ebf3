import Foundation

extension LayoutProblem {
    /// How an element is named in reports: category, kind and index path.
    static func elementName(_ attributes: CollectionViewLayoutAttributes) -> String {
        let path = attributes.indexPath.isEmpty ? "(empty index path)" : attributes.indexPath.map(String.init).joined(separator: " - ")
        switch attributes.representedElementCategory {
        case .cell: return "cell \(path)"
        case .supplementaryView: return "supplementary view \(attributes.representedElementKind ?? "") \(path)"
        case .decorationView: return "decoration view \(attributes.representedElementKind ?? "") \(path)"
        }
    }
}
