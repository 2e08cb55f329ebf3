import Foundation

/// A view drawn behind a section: UIKit's `NSCollectionLayoutDecorationItem`.
///
/// `background(elementKind:)` covers the section's content area including its `contentInsets` but
/// not its extending headers and footers, less the decoration's own `contentInsets`. The view class
/// is registered with the layout's `register(_:forDecorationViewOfKind:)`; its index path is
/// `IndexPath(item: 0, section: section)`. With the default `zIndex` 0 it draws below the section's
/// cells, as UIKit documents ("appears below all other items in the section").
@preconcurrency @MainActor
public class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The decoration view's kind, under which its class is registered with the layout.
    public let elementKind: String
    /// Drawing order; 0 (the default) is below everything else in the section.
    public var zIndex: Int = 0

    /// A background for a whole section.
    public class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }

    required init(elementKind: String) {
        self.elementKind = elementKind
        let full = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        super.init(layoutSize: full, supplementaryItems: [])
    }
}
