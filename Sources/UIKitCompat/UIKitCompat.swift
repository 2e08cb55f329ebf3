// `import UIKitCompat` gives a layout file what `import UIKit` gives it: Foundation, the geometry
// types, the collection view API and the view controllers under UIKit's names. A layout or a
// collection view controller written for UIKit compiles with only its import line changed (and any
// `override` moved out of extensions — see README).
@_exported import Foundation
@_exported import TermApp
@_exported import TermCollectionView

/// The iOS SDK's name for `CollectionViewDataSourcePrefetching`.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
/// The iOS SDK's name for `CollectionView`.
public typealias UICollectionView = CollectionView
/// The iOS SDK's name for `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// The iOS SDK's name for `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// The iOS SDK's name for `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// The iOS SDK's name for `CollectionViewLayoutInvalidationContext`.
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// The iOS SDK's name for `CollectionViewFlowLayoutInvalidationContext`.
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
/// The iOS SDK's name for `CollectionViewUpdateItem`.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
/// The iOS SDK's name for `CollectionViewTransitionLayout`.
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
/// The iOS SDK's name for `CollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>
    = CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// The iOS SDK's name for `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// The iOS SDK's name for `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// The iOS SDK's name for `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// The iOS SDK's name for `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// The iOS SDK's name for `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// The iOS SDK's name for `ScrollView`.
public typealias UIScrollView = ScrollView
/// The iOS SDK's name for `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// The iOS SDK's name for `View`.
public typealias UIView = View
/// The iOS SDK's name for `Color`.
public typealias UIColor = Color
/// The iOS SDK's name for `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// The iOS SDK's name for `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// The iOS SDK's name for `ViewController`.
public typealias UIViewController = ViewController
/// The iOS SDK's name for `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// The iOS SDK's name for `NavigationController`.
public typealias UINavigationController = NavigationController
/// The iOS SDK's name for `NavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// The iOS SDK's name for `SheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController
/// The iOS SDK's name for `SheetPresentationController.DetentResolutionContext`.
public typealias UISheetPresentationControllerDetentResolutionContext = SheetPresentationController.DetentResolutionContext
/// The iOS SDK's name for `StatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// The iOS SDK's name for `RectEdge`.
public typealias UIRectEdge = RectEdge

/// The iOS SDK's name for `TabBarController`.
public typealias UITabBarController = TabBarController

/// The iOS SDK's name for `PageViewController`.
public typealias UIPageViewController = PageViewController

/// The iOS SDK's name for `PageViewControllerDataSource`.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource

/// The iOS SDK's name for `PageViewControllerDelegate`.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate

/// The iOS SDK's name for `SplitViewController`.
public typealias UISplitViewController = SplitViewController

/// The iOS SDK's name for `SplitViewControllerDelegate`.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate

/// The iOS SDK's name for `TabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate

/// The iOS SDK's name for `TabBar`.
public typealias UITabBar = TabBar

/// The iOS SDK's name for `TabBarItem`.
public typealias UITabBarItem = TabBarItem
/// The iOS SDK's name for `Window`.
public typealias UIWindow = Window
/// A key a screen answers: the action is a closure, not a selector (there is no Objective-C runtime).
public typealias UIKeyCommand = KeyCommand
/// The iOS SDK's name for `CollectionViewFocusUpdateContext`.
public typealias UICollectionViewFocusUpdateContext = CollectionViewFocusUpdateContext
/// The iOS SDK's name for `FocusHeading`.
public typealias UIFocusHeading = FocusHeading
/// The iOS SDK's name for `FocusAnimationCoordinator`.
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
/// The iOS SDK's name for `CollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// The iOS SDK's name for `CollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// The iOS SDK's name for `CollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayoutSectionProvider
/// The iOS SDK's name for `CollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// The iOS SDK's name for `CollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// The iOS SDK's name for `CollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// The iOS SDK's name for `CollectionLayoutEdgeSpacing`.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// The iOS SDK's name for `CollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// The iOS SDK's name for `CollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// The iOS SDK's name for `CollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// The iOS SDK's name for `CollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
/// The iOS SDK's name for `CollectionLayoutVisibleItem`.
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
/// The iOS SDK's name for `CollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSectionVisibleItemsInvalidationHandler
/// The iOS SDK's name for `CollectionLayoutSupplementaryItem`.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// The iOS SDK's name for `CollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// The iOS SDK's name for `CollectionLayoutDecorationItem`.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// The iOS SDK's name for `CollectionLayoutAnchor`.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// The iOS SDK's name for `CollectionLayoutEnvironment`.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// The iOS SDK's name for `CollectionLayoutContainer`.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// The iOS SDK's name for `RectAlignment`.
public typealias NSRectAlignment = RectAlignment
/// The iOS SDK's name for `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// The iOS SDK's name for `ContentInsetsReference`.
public typealias UIContentInsetsReference = ContentInsetsReference
/// The iOS SDK's name for `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// The iOS SDK's name for `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// The iOS SDK's name for `CollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// The iOS SDK's name for `CollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// The iOS SDK's name for `ListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// The iOS SDK's name for `ContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// The iOS SDK's name for `CellAccessory`.
public typealias UICellAccessory = CellAccessory
/// The iOS SDK's name for `Image`.
public typealias UIImage = Image
/// The iOS SDK's name for `CollectionLayoutGroupCustomItem`.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// The iOS SDK's name for `CollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider

/// The type an untyped `#colorLiteral(...)` makes, as UIKit declares it: `UIColor`.
public typealias _ColorLiteralType = UIColor
/// The iOS SDK's name for `ContentView`.
public typealias UIContentView = ContentView
/// The iOS SDK's name for `ConfigurationState`.
public typealias UIConfigurationState = ConfigurationState
/// The iOS SDK's name for `CellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
/// The iOS SDK's name for `ListContentView`.
public typealias UIListContentView = ListContentView
