// `import UIKitCompat` gives a layout file what `import UIKit` gives it: Foundation, the geometry
// types, the collection view API and the view controllers under UIKit's names. A layout or a
// collection view controller written for UIKit compiles with only its import line changed (and any
// `override` moved out of extensions — see README).
@_exported import Foundation
@_exported import TermApp
@_exported import TermCollectionView

public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
public typealias UICollectionView = CollectionView
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
public typealias UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>
    = CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UIView = View
public typealias UIColor = Color
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UIViewController = ViewController
public typealias UICollectionViewController = CollectionViewController
public typealias UINavigationController = NavigationController
public typealias UIWindow = Window
/// A key a screen answers: the action is a closure, not a selector (there is no Objective-C runtime).
public typealias UIKeyCommand = KeyCommand
public typealias UICollectionViewFocusUpdateContext = CollectionViewFocusUpdateContext
public typealias UIFocusHeading = FocusHeading
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator

/// The pre-Swift-4.2 UIKit constant older layout files still use (`UIEdgeInsets.zero` works too).
public let UIEdgeInsetsZero = EdgeInsets.zero

/// The Objective-C-era constant for `NSDirectionalEdgeInsets.zero`.
public let NSDirectionalEdgeInsetsZero = DirectionalEdgeInsets.zero

#if !canImport(CoreGraphics)
/// Core Graphics colours are absent on Linux and nothing here draws through layers, so `cgColor`
/// hands back the colour itself under this name.
public typealias CGColor = Color
#endif

extension NSValue {
    /// Boxes a transform, as UIKit's `NSValue(cgAffineTransform:)` does (used to key or compare transforms).
    public convenience init(cgAffineTransform transform: CGAffineTransform) { self.init(doubles: transform, count: 6) }
    /// The boxed transform.
    public var cgAffineTransformValue: CGAffineTransform { unboxed(as: CGAffineTransform.identity) }

    /// Boxes a point, as UIKit's `NSValue(cgPoint:)` does (dynamics anchors, dictionary values).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }

    /// Boxes a size, as UIKit's `NSValue(cgSize:)` does.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }

    /// Boxes a rectangle, as UIKit's `NSValue(cgRect:)` does.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }

    /// Boxes a vector, as UIKit's `NSValue(cgVector:)` does.
    public convenience init(cgVector vector: CGVector) { self.init(doubles: vector, count: 2) }
    /// The boxed vector.
    public var cgVectorValue: CGVector { unboxed(as: CGVector.zero) }

    /// Boxes edge insets, as UIKit's `NSValue(uiEdgeInsets:)` does.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(doubles: insets, count: 4) }
    /// The boxed edge insets.
    public var uiEdgeInsetsValue: UIEdgeInsets { unboxed(as: UIEdgeInsets.zero) }

    /// Boxes a struct of `count` doubles as an array type: Linux Foundation's NSValue cannot encode
    /// struct types.
    private convenience init<Value>(doubles value: Value, count: Int) {
        let bytes = withUnsafeBytes(of: value) { Array($0) }
        self.init(bytes: bytes, objCType: "[\(count)d]")
    }

    /// The boxed struct, read over `initial`.
    private func unboxed<Value>(as initial: Value) -> Value {
        var value = initial
        withUnsafeMutableBytes(of: &value) { getValue($0.baseAddress!) }
        return value
    }
}

/// The pre-iOS-11 global name of `UICollectionView.elementKindSectionHeader`, still common in layout files.
public let UICollectionElementKindSectionHeader = CollectionView.elementKindSectionHeader

/// The pre-iOS-11 global name of `UICollectionView.elementKindSectionFooter`.
public let UICollectionElementKindSectionFooter = CollectionView.elementKindSectionFooter

// Compositional layouts (iOS 13+): UIKit's names, NS-prefixed ones included.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayoutSectionProvider
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSectionVisibleItemsInvalidationHandler
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
public typealias NSRectAlignment = RectAlignment
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias UIContentInsetsReference = ContentInsetsReference
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIContentConfiguration = ContentConfiguration
public typealias UICellAccessory = CellAccessory
public typealias UIImage = Image
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider

/// The type an untyped `#colorLiteral(...)` makes, as UIKit declares it: `UIColor`.
public typealias _ColorLiteralType = UIColor
public typealias UIContentView = ContentView
public typealias UIConfigurationState = ConfigurationState
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIListContentView = ListContentView
