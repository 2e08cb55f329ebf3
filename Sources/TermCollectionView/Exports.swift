// `import TermCollectionView` brings the whole collection view, as it did before the targets were
// split by dependency direction: UIKit's generic views (TermViews), the collection view with its
// layouts (TermCollectionViewCore), and the modern collection views built on it — compositional
// layouts, lists and diffable data sources (TermModernCollectionViews).
@_exported import TermViews
@_exported import TermCollectionViewCore
@_exported import TermModernCollectionViews
