// The collection view is built on UIKit's generic views (View, ScrollView, Label, Auto Layout, geometry),
// which live one target down in TermViews. Re-exporting them keeps `import TermCollectionView` what it
// was before the split: everything a layout file or a port needs, under one import.
@_exported import TermViews
