// The UI-prefixed names of the views and Auto Layout types a cell or screen is built from.
import TermApp
import TermCollectionView

public typealias UILabel = Label
public typealias UIFont = Font
public typealias UIImageView = ImageView
public typealias UIStackView = StackView
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode
public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UILayoutGuide = LayoutGuide
public typealias UILayoutPriority = LayoutPriority
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias UIApplication = Application
public typealias UINavigationBar = NavigationBar
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UIDynamicAnimator = DynamicAnimator
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
public typealias UIDynamicBehavior = DynamicBehavior
public typealias UIDynamicItem = DynamicItem
public typealias UIAttachmentBehavior = AttachmentBehavior
public typealias UINavigationItem = NavigationItem
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias CGPath = GraphicsPath
public typealias NSParagraphStyle = ParagraphStyle
public typealias NSMutableParagraphStyle = MutableParagraphStyle
public typealias NSUnderlineStyle = UnderlineStyle
public typealias NSStringDrawingOptions = StringDrawingOptions
public typealias UIFontMetrics = FontMetrics
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
public typealias UIContentSizeCategory = ContentSizeCategory
