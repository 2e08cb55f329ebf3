// The UI-prefixed names of the views and Auto Layout types a cell or screen is built from.
import TermApp
import TermCollectionView

/// The iOS SDK's name for `Label`.
public typealias UILabel = Label
/// The iOS SDK's name for `Font`.
public typealias UIFont = Font
/// The iOS SDK's name for `ImageView`.
public typealias UIImageView = ImageView
/// The iOS SDK's name for `StackView`.
public typealias UIStackView = StackView
/// The iOS SDK's name for `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// The iOS SDK's name for `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// The iOS SDK's name for `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// The iOS SDK's name for `LayoutAnchor`.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
/// The iOS SDK's name for `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// The iOS SDK's name for `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// The iOS SDK's name for `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// The iOS SDK's name for `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// The iOS SDK's name for `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// The iOS SDK's name for `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// The iOS SDK's name for `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// The iOS SDK's name for `Application`.
public typealias UIApplication = Application
/// The iOS SDK's name for `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// The iOS SDK's name for `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// The iOS SDK's name for `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// The iOS SDK's name for `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// The iOS SDK's name for `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// The iOS SDK's name for `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// The iOS SDK's name for `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// The iOS SDK's name for `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// The iOS SDK's name for `RotationGestureRecognizer`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// The iOS SDK's name for `DynamicAnimator`.
public typealias UIDynamicAnimator = DynamicAnimator
/// The iOS SDK's name for `DynamicAnimatorDelegate`.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
/// The iOS SDK's name for `DynamicBehavior`.
public typealias UIDynamicBehavior = DynamicBehavior
/// The iOS SDK's name for `DynamicItem`.
public typealias UIDynamicItem = DynamicItem
/// The iOS SDK's name for `AttachmentBehavior`.
public typealias UIAttachmentBehavior = AttachmentBehavior
/// The iOS SDK's name for `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// The iOS SDK's name for `ViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// The iOS SDK's name for `ViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// The iOS SDK's name for `BezierPath`.
public typealias UIBezierPath = BezierPath
/// The iOS SDK's name for `RectCorner`.
public typealias UIRectCorner = RectCorner
/// The iOS SDK's name for `GraphicsPath`.
public typealias CGPath = GraphicsPath
/// The iOS SDK's name for `ParagraphStyle`.
public typealias NSParagraphStyle = ParagraphStyle
/// The iOS SDK's name for `MutableParagraphStyle`.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
/// The iOS SDK's name for `UnderlineStyle`.
public typealias NSUnderlineStyle = UnderlineStyle
/// The iOS SDK's name for `StringDrawingOptions`.
public typealias NSStringDrawingOptions = StringDrawingOptions
/// The iOS SDK's name for `FontMetrics`.
public typealias UIFontMetrics = FontMetrics
/// The iOS SDK's name for `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// The iOS SDK's name for `TraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// The iOS SDK's name for `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// The iOS SDK's name for `ListSeparatorConfiguration`.
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
/// The iOS SDK's name for `FontDescriptor`.
public typealias UIFontDescriptor = FontDescriptor
/// The iOS SDK's name for `TextAttachment`.
public typealias NSTextAttachment = TextAttachment

/// The iOS SDK's name for `VisualEffect`.
public typealias UIVisualEffect = VisualEffect

/// The iOS SDK's name for `BlurEffect`.
public typealias UIBlurEffect = BlurEffect

/// The iOS SDK's name for `VibrancyEffect`.
public typealias UIVibrancyEffect = VibrancyEffect

/// The iOS SDK's name for `VibrancyEffect.Style`.
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style

/// The iOS SDK's name for `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView

/// The iOS SDK's name for `AccessibilityTraits`.
public typealias UIAccessibilityTraits = AccessibilityTraits

/// The iOS SDK's name for `ViewController.ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ViewController.ModalPresentationStyle

/// The iOS SDK's name for `ViewController.ModalTransitionStyle`.
public typealias UIModalTransitionStyle = ViewController.ModalTransitionStyle
