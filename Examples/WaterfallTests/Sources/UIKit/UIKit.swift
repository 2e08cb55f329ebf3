// The iOS app's `import UIKit` reaches TermCollectionView's UIKit-named API (UICollectionView, UICollectionViewLayout, …).
@_exported import UIKitCompat
