// The modern collection views extend the collection view's own types (a compositional layout is a
// `CollectionViewLayout`, a list cell a `CollectionViewCell`): code that imports this module sees them.
@_exported import TermCollectionViewCore
