import Foundation
import TermCanvas
import TermCollectionView

/// Manages one screen's view: UIKit's `UIViewController`, reduced to what a terminal screen needs.
///
/// The view loads lazily, as in UIKit: the first read of `view` calls `loadView()` then
/// `viewDidLoad()`. A `Window` shows the controller: it calls `viewWillAppear(_:)` /
/// `viewDidAppear(_:)` when the controller comes on screen (and the disappear pair when it leaves),
/// gives the view the screen's size, and brackets the view's layout with `viewWillLayoutSubviews()` /
/// `viewDidLayoutSubviews()` whenever the view's bounds changed: its first size, a resize, and for a
/// collection view a scroll (UIKit lays a scroll view out as it scrolls). A layout invalidation alone
/// does not call them.
@preconcurrency @MainActor
open class ViewController: Responder {
    private var loadedView: View?

    /// The traits of the screen the controller is shown on (the device's size classes and display
    /// scale), as its views have them; trait overrides are not simulated.
    open var traitCollection: TraitCollection { TraitCollection.current }

    /// The screen's name; the window's status line and help overlay show it. As UIKit documents,
    /// assigning it updates the title of the controller's navigation item too.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What the navigation bar — here the window's status line — shows for this controller: UIKit's
    /// `navigationItem`. Its `title` is what the status line shows.
    public let navigationItem = NavigationItem()

    /// The title the status line and help show: the navigation item's, else `title`.
    var displayedTitle: String? { navigationItem.title ?? title }

    // Strong references, dropped when the view leaves the tree: a weak one would give the collection
    // view a side table, and every retain and release of it, many a frame, would take the slow path.

    /// The outermost collection view the last click landed in: the driven one while it stays in the
    /// tree (`ViewController+CollectionViewInput.swift`).
    var chosenCollectionView: CollectionView? {
        didSet { if chosenCollectionView !== oldValue { drivenCollectionViewFound = nil } }
    }
    /// The collection view a held mouse button's press went to: its drags and release follow (same file).
    var mouseCapture: CollectionView?
    /// The driven collection view as last found, and the tree's generation then: valid while no view
    /// tree changed (`View.hierarchyGeneration`); a new root view or a click on another collection
    /// view clears it (same file).
    var drivenCollectionViewFound: (generation: UInt, collectionView: CollectionView?)?
    /// The control of the view tree a mouse press went down on, until its release
    /// (`ViewController+TreeTouches.swift`).
    var pressedTreeControl: Control?
    /// The sheet `sheetPresentationController` made (`SheetPresentationController.swift`).
    var madeSheetPresentationController: SheetPresentationController?
    /// The touch a press on the view tree began, until its release (same file).
    var treeTouch: TouchSequence?
    /// The taps on the view tree so far: a quick second click on the same cell is a double tap.
    var treeTaps = TapCounter()

    /// A short message for the status line, e.g. "parallax off"; replaced by the next one.
    /// Terminal-only (UIKit has no status line): a key command sets it to say what it did.
    open var statusMessage: String?

    /// The navigation controller this controller is on, if any (UIKit's `navigationController`).
    public internal(set) weak var navigationController: NavigationController?
    /// Stored only: a presented controller always takes the whole screen here.
    open var definesPresentationContext = false
    /// The controller this one presented (`present(_:animated:completion:)`), on screen over it until dismissed.
    public private(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public private(set) weak var presentingViewController: ViewController?
    /// The item that stands for this controller in a tab bar (UIKit's `tabBarItem`): made when first
    /// read, titled by nothing (the tab then shows `title`).
    open var tabBarItem: TabBarItem! {
        get {
            if let item = tabBarItemIfMade { return item }
            let item = TabBarItem()
            tabBarItemIfMade = item
            return item
        }
        set { tabBarItemIfMade = newValue }
    }
    private var tabBarItemIfMade: TabBarItem?
    /// The child view controllers added with `addChild(_:)`, in order (`ViewController+Containment.swift`).
    public internal(set) var children: [ViewController] = []
    /// The container this controller is a child of (UIKit's `parent`).
    public internal(set) weak var parent: ViewController?
    /// Stored only: a presented controller here always fills the screen, as `.fullScreen` does
    /// (an alert draws as a box over it).
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    /// Stored only: a presented controller appears at once (a terminal has no transition).
    open var modalTransitionStyle = ModalTransitionStyle.coverVertical
    /// Whether the user may not dismiss the presented controller themselves (UIKit refuses the swipe
    /// down): `q`/Esc, the terminal's way back, then leave it presented; code still dismisses it.
    open var isModalInPresentation = false

    /// UIKit's `UIModalPresentationStyle`.
    public enum ModalPresentationStyle: Int, Sendable {
        case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2
    }

    /// UIKit's `UIModalTransitionStyle`.
    public enum ModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

    /// The clock animations and scrolling run on; the window hands it down before the controller appears.
    var clock: FrameClock?
    /// Points per column and row of the window showing the controller: how its view's points reach
    /// the screen and the mouse's cells come back as points. The window sets it.
    var screenScale: ScreenScale = .cells

    private var addedKeyCommands: [KeyCommand] = []
    /// The view's bounds at the last bracketed layout; nil before the first.
    private var laidOutBounds: CGRect?

    /// Creates a controller whose view loads on first use.
    public override init() {
        super.init()
    }

    /// UIKit's designated initializer. Both arguments are ignored: there are no nib files, so the
    /// view always comes from `loadView()` (the base makes an empty view, as UIKit does without a nib).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// The coordinator of the push or pop under way: always `nil`, as UIKit's is outside a transition —
    /// a terminal push or pop happens at once, so none is ever under way when code asks.
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? { nil }

    /// The controller's root view, loaded on first access (`loadView()`, then `viewDidLoad()`).
    public var view: View! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            if loadedView?.viewDelegate === self { loadedView?.viewDelegate = nil }
            loadedView = newValue
            newValue?.viewDelegate = self
            drivenCollectionViewFound = nil
        }
    }

    /// The window showing this controller (or the container it is in); set by the window.
    weak var window: Responder?

    /// UIKit's answer: the view's superview (a controller whose view is embedded), else the
    /// navigation controller it is in, else its container (a tab bar controller's tab), else the
    /// window. A presented controller's chain goes to the window, not through its presenter (UIKit's
    /// goes through the presentation's container views).
    open override var next: Responder? {
        loadedView?.superview ?? navigationController ?? parent ?? window
    }

    /// Key commands first, then, before the window's own keys, what a controller's screen does with
    /// a key its collection view did not see: focus and scrolling (`handleUnclaimedKey`).
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard let key = presses.first?.terminalKey, handleUnclaimedKey(key) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    /// Whether the view has been loaded (reading it does not load it).
    public var isViewLoaded: Bool { loadedView != nil }
    /// The view if it is loaded, else nil — reading it never loads it (UIKit's `viewIfLoaded`).
    public var viewIfLoaded: View? { loadedView }

    /// Loads the view now if it is not loaded yet, as UIKit's `loadViewIfNeeded()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View(frame: ScreenMetrics.bounds) }
        viewDidLoad()
        // UIKit updates a new view's constraints once before its first layout (`updateViewConstraints()`).
        loadedView?.setNeedsUpdateConstraints()
    }

    /// Creates the view. The base makes an empty `View` as large as the screen, as UIKit's does, so
    /// `viewDidLoad` can build subviews from `view.bounds` (`UICollectionView(frame: view.bounds, …)`);
    /// the window then gives it the area above the status line. Subclasses that make their own view
    /// set `view` here and do not call `super`.
    open func loadView() {
        view = View(frame: ScreenMetrics.bounds)
    }

    /// Called once, after `loadView()`: register classes, configure the view.
    open func viewDidLoad() {}

    /// Light or dark for the screen (stored only: the terminal draws in its own theme).
    open var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified

    /// The traits changed (a terminal resize that changed the size classes); the window calls it on
    /// the visible controller, then down its view tree.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Whether the screen is in editing mode (UIKit's `isEditing`); set it with `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Enters or leaves editing mode. Subclasses override it to show their editing state and call
    /// `super` (a collection view controller also sets its collection view's `isEditing`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonItemIfMade?.title = editing ? "Done" : "Edit"
    }

    /// An Edit/Done item that toggles `isEditing` (UIKit's `editButtonItem`). The status line has no
    /// buttons: its action runs when code sends it (`sendAction()`).
    public var editButtonItem: BarButtonItem {
        if let item = editButtonItemIfMade { return item }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit", primaryAction: Action(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        editButtonItemIfMade = item
        return item
    }
    private var editButtonItemIfMade: BarButtonItem?

    /// Called before the controller's view comes on screen.
    open func viewWillAppear(_ animated: Bool) {}

    /// About to be added to `parent` as a child (nil: about to be removed). Called by `addChild(_:)`;
    /// a container calls it with nil before removing a child. Does nothing by default.
    open func willMove(toParent parent: ViewController?) {}

    /// Added to `parent` as a child (nil: removed). A container calls it after adding the child's
    /// view; `removeFromParent()` calls it with nil. Does nothing by default.
    open func didMove(toParent parent: ViewController?) {}

    /// Called after the controller's view came on screen.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called between `viewWillAppear(_:)` and `viewDidAppear(_:)`, once the view is in the window and
    /// has its frame — before its own layout pass — as UIKit's iOS 17 `viewIsAppearing(_:)`: the place
    /// for work that needs the view's size and traits.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Never called: the safe area is always zero here, so it never changes.
    open func viewSafeAreaInsetsDidChange() {}

    /// Never called: a terminal program gets no memory warnings.
    open func didReceiveMemoryWarning() {}

    /// Shows `viewController` as UIKit's default `show(_:sender:)` does: pushed on the navigation
    /// controller this one is in, else presented.
    open func show(_ viewController: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows `viewController` as a detail: the split view controller this one is in shows it
    /// (`SplitViewController.showDetailViewController(_:sender:)`), else it is presented, as UIKit
    /// does outside a split view controller.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let splitViewController, splitViewController !== self {
            splitViewController.showDetailViewController(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    /// A split view controller collapses `secondaryViewController` onto this one, its primary, when
    /// its delegate does not (UIKit's `collapseSecondaryViewController(_:for:)`). Does nothing by
    /// default; a navigation controller pushes it.
    open func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {}

    /// Stored only: a presented controller fills the screen here, whatever size it prefers.
    open var preferredContentSize: CGSize = .zero
    /// Stored only: the safe area is always zero here, and these insets are not added to it.
    open var additionalSafeAreaInsets: EdgeInsets = .zero
    /// Stored only: there is no toolbar.
    open var toolbarItems: [BarButtonItem]?
    /// Stored only: there is no bottom bar to hide (the tab row stays).
    open var hidesBottomBarWhenPushed = false
    /// Stored only: the view always fills the area above the status line.
    open var edgesForExtendedLayout: RectEdge = .all
    /// Stored only: the terminal has no iOS status bar.
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// Called before the controller's view leaves the screen (a push covers it, a pop removes it).
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the controller's view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the view lays out its subviews because its bounds changed (size or scroll position).
    open func viewWillLayoutSubviews() {}

    /// The view's constraints need updating (UIKit's `updateViewConstraints()`): called before a
    /// layout pass once the view loaded, and after `view.setNeedsUpdateConstraints()`, before
    /// `viewWillLayoutSubviews()`. The default calls the view's `updateConstraints()`. Override it to
    /// change constraints in one batch, and call `super.updateViewConstraints()` as the last step, as
    /// UIKit requires (an override that does not is reported, as UIKit raises).
    open func updateViewConstraints() {
        if isViewLoaded { view.updateConstraints() }
    }

    /// Called after the view laid out its subviews because its bounds changed: the place to scroll to a
    /// first position, once, as a UIKit screen does.
    open func viewDidLayoutSubviews() {}

    /// Stored only: the terminal has no iOS status bar (tcv's status line is its own and shows anyway).
    open var prefersStatusBarHidden: Bool { false }

    /// Does nothing: there is no iOS status bar to update (see `prefersStatusBarHidden`).
    public func setNeedsStatusBarAppearanceUpdate() {}

    /// The view is about to change to `size` (points): a terminal resize, which tcv animates as the phone
    /// animates a rotation. Code given to `coordinator.animate(alongsideTransition:completion:)` runs
    /// with the resize's animations; the common `collectionViewLayout.invalidateLayout()` here works as
    /// on iOS. Call `super`: a container forwards the call to its children.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The keys this screen answers beyond scrolling, tried before the scroll keys (UIKit's
    /// `UIResponder.keyCommands`). The base returns those added with `addKeyCommand(_:)`; override it
    /// to compute them.
    open override var keyCommands: [KeyCommand]? {
        addedKeyCommands.isEmpty ? nil : addedKeyCommands
    }

    /// Adds a key command to `keyCommands`.
    public func addKeyCommand(_ keyCommand: KeyCommand) {
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a key command added with `addKeyCommand(_:)`.
    public func removeKeyCommand(_ keyCommand: KeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    // MARK: - What the window drives

    /// Lays the view out for `frame`. When the view's bounds changed since the last layout — a new size,
    /// or a scroll (a scroll view's bounds origin is its content offset) — the pass is bracketed by
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, as UIKit documents: "When a view's bounds
    /// change, the view adjusts the position of its subviews" (`viewWillLayoutSubviews`).
    func layoutView(in frame: CGRect) {
        if view.frame != frame { view.frame = frame }
        // The constraint update pass comes first: UIKit calls `updateViewConstraints()` after
        // `viewWillAppear(_:)` and before `viewWillLayoutSubviews()`.
        view.updateConstraintsIfNeeded()
        guard laidOutBounds != view.bounds else {
            layoutViewContent()
            return
        }
        viewWillLayoutSubviews()
        layoutViewContent()
        // Recorded before the did-call: a scroll made there (to a first position) is laid out next frame.
        laidOutBounds = view.bounds
        viewDidLayoutSubviews()
    }

    /// The view's own layout pass: the view tree's constraints, then the collection view in it, if
    /// any. A collection view controller runs its collection view's.
    func layoutViewContent() {
        view.layoutIfNeeded()
        drivenCollectionView?.layoutIfNeeded()
    }

    /// Hands down the window's clock.
    func attach(clock: FrameClock) {
        self.clock = clock
        if let driven = drivenCollectionViewFound?.collectionView, driven.clock == nil { driven.clock = clock }
    }

    /// The controller whose view fills the screen: what it presented, else itself (or a container's
    /// visible child).
    var visibleController: ViewController { presentedViewController?.visibleController ?? self }

    /// Presents `viewController` over this one, as UIKit presents modally: it takes the screen (an
    /// alert draws over its presenter) until `dismiss(animated:completion:)`, and `q`/Esc dismisses it.
    /// `completion` runs on the next run-loop turn; `animated` is accepted (no transition is drawn).
    open func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil else { return }
        viewController.presentingViewController = self
        presentedViewController = viewController
        viewController.loadViewIfNeeded()
        if let completion { MainQueue.async(completion) }
    }

    /// Dismisses what this controller presented — or, called on the presented controller, itself.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: nil)
        }
        if let completion { MainQueue.async(completion) }
    }

    // What the window drives: the collection views of the tree take their own input
    // (`ViewController+CollectionViewInput.swift`), and every scroll view runs its own scrolling on
    // the clock's tickers; the controller routes the mouse to them.

    /// Handles a key the responder chain brought up to the controller: the driven collection view's,
    /// when the key started at a first responder outside it (a search field above the list), else a
    /// scroll view's on a screen without a collection view (`ViewController+TreeScrolling.swift`).
    /// Returns whether it was used.
    func handleUnclaimedKey(_ key: Key) -> Bool {
        if let driven = drivenCollectionView {
            // A key the driven collection view saw on its way up is not given to it again.
            guard let first = Responder.firstResponder, first.responderChain.contains(where: { $0 === self }),
                  !first.responderChain.contains(where: { $0 === driven }) else { return false }
            return driven.handleUserKey(key, screenScale: screenScale, clock: clock)
        }
        return handleTreeKey(key)
    }

    /// Where a key starts when no first responder is on this controller's screen: the collection
    /// view holding the focus in the driven one (a row in its focused cell, whose item has the
    /// focus), else the driven one, as if it had the focus, else the controller itself.
    var keyStartResponder: Responder {
        guard let driven = drivenCollectionView else { return self }
        // Asked only with focus on: a key frame of a list without focus costs nothing more.
        return driven.allowsFocus ? driven.focusedCollectionView : driven
    }

    /// Handles a mouse event: the wheel scrolls the innermost scroll view under the pointer that
    /// moves its way (`ViewController+CollectionViewInput.swift`); a press on a collection view is
    /// that collection view's, with its drags and release; a click on a control of the tree is the
    /// control's, any other press a touch for the view under it and its recognizers
    /// (`ViewController+TreeTouches.swift`).
    func handleMouse(_ mouse: MouseEvent) {
        guard isViewLoaded else { return }
        let chain = viewChain(under: mouse)
        if let command = ScrollCommand(mouse: mouse) {
            _ = handleWheel(mouse, command: command, chain: chain)
            return
        }
        if handleCollectionViewMouse(mouse, chain: chain) { return }
        if handleTreeControlPress(mouse, chain: chain) { return }
        _ = handleTreeTouches(mouse, chain: chain)
    }

    /// Draws the view tree into `viewport`: a collection view — the view itself or one in it — draws
    /// its cells where the tree puts it, with its index strip and edit menu (`CollectionViewRenderer`),
    /// then the views added to it, over its cells and scrolling with its content, as a scroll view's
    /// subviews do.
    func render(into canvas: inout Canvas, viewport: CellRect) {
        guard isViewLoaded else { return }
        let context = DrawingContext(canvas: canvas, scale: screenScale)
        canvas = Canvas(size: .init(width: 0, height: 0))   // hand the storage to the context (no copy)
        if let collectionView = view as? CollectionView, collectionView.isItsCellsAlone {
            // The everyday screen: what the tree would draw is the cells alone, so they are drawn
            // straight, without the tree's steps around them (a key frame's worth of calls).
            CollectionViewRenderer.render(collectionView, in: context, viewport: viewport)
        } else {
            view.drawTree(in: context, frame: viewport, viewport: viewport)
        }
        canvas = context.takeCanvas()
    }
}

extension CollectionView {
    /// Whether drawing the view as a tree would draw its cells and nothing more: no views added to
    /// it, no background colour and no border of its own.
    fileprivate var isItsCellsAlone: Bool {
        subviews.isEmpty && backgroundColor?.isVisible != true && layer.borderWidth <= 0
    }
}

extension ViewController: ConstraintUpdateMediator {
    package func updateConstraints(ofRootView view: View) {
        updateViewConstraints()
    }

    package var constraintUpdateName: String { "\(type(of: self)).updateViewConstraints()" }
}
