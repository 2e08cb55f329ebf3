import Foundation

extension CollectionView {
    /// The direction a flow layout scrolls: UIKit's `UICollectionView.ScrollDirection`.
    ///
    /// Vertical layouts fill rows left to right and stack them downwards; horizontal layouts fill
    /// columns top to bottom and stack them to the right.
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Lines are rows; content grows downwards.
        case vertical = 0
        /// Lines are columns; content grows to the right.
        case horizontal = 1
    }
}
