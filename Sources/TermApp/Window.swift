import Foundation
import TermCanvas
import TermCollectionView

/// The screen: UIKit's `UIWindow` with its `rootViewController`, and the app shell a terminal run
/// loop drives (it is a `TerminalApp`). The visible controller's view fills every row but the status
/// line; the window routes input to it and draws the chrome.
///
/// Keys go, in order: to the help overlay when it shows (any key closes it); to a text field or text
/// view being edited, which types it (iOS 15 gives text input the key first, unless a key command
/// `wantsPriorityOverSystemBehavior`); to the key commands along the responder chain (`Responder`)
/// from the first responder — the visible controller's driven collection view when none is in its
/// chain — then the `inspector`'s; then as a press (`pressesBegan(_:with:)`) up that chain, where a
/// scroll view scrolls itself and a collection view takes its own keys (`ScrollCommand`: j/k/↓/↑, h/l/←/→,
/// Space/PgDn/PgUp, g/G/Home/End) — where the collection view `allowsFocus`, the arrows move the focus
/// and Enter/Space tap the focused item instead; ←/→ (h/l) and the sideways wheel scroll an orthogonal
/// section of a compositional layout (see `CollectionView+SidewaysSections.swift`); at the
/// chain's end, the window: `?` opens the help (when `showsHelp`), `q`/Esc pops a navigation
/// controller's top controller, or finishes the app at the root. The mouse wheel scrolls; a click on an
/// item taps it, a right-click opens its edit menu, a drag moves it.
///
/// ```swift
/// import TermApp
/// import TermCurses
///
/// // Restores the terminal on every exit path; exits with 0 after `q`, 130 after Ctrl-C.
/// exit(try TerminalRunLoop.run(Window(rootViewController: NumbersViewController(collectionViewLayout: MyLayout()))))
/// ```
///
/// A window made with a `VirtualClock` runs headless under `HeadlessRunner(app:clock:size:)` with that
/// clock, so a live session and a snapshot show the same frame for the same keys.
@preconcurrency @MainActor
public final class Window: Responder, TerminalApp {
    /// The window's content (a `NavigationController` for a stack of screens). Replacing it brings the
    /// new controller on screen at the next input or frame, with its appearance calls.
    public var rootViewController: ViewController {
        didSet {
            isShowingHelp = false
            rootViewController.window = self
        }
    }
    /// Whether the bottom row shows the status line (title, message, offset, size, counters).
    public var showsStatusLine = true
    /// A notice from outside the app, first in the status line until set to nil: `tcv run --watch`
    /// shows "rebuilding…" and a failed build's first error here, over the last good build.
    public var notice: String?
    /// Whether the status line shows the collection view's work counters (visible, passes, prepare,
    /// made/reused). Snapshots that are not about those counters turn them off, so a counting change
    /// does not touch every golden frame.
    public var showsStatusCounters = true
    /// Whether `?` opens the help overlay listing the visible controller's key commands.
    public var showsHelp = true
    /// The inspector panel (`i`, `I`) over the visible collection view; nil (the default) for none.
    /// Terminal-only chrome, as the status line is.
    public var inspector: Inspector? {
        didSet {
            oldValue?.stopInspecting()
            inspector?.screenScale = screenScale
            // A loaded view is inspected at once, so the inspector's log is attached before a trace's.
            if visibleViewController.isViewLoaded { inspector?.inspect(visibleViewController) }
        }
    }
    /// Whether the help overlay is showing.
    public private(set) var isShowingHelp = false
    /// True once `q`/Esc was pressed at the root: the run loop stops.
    public private(set) var isFinished = false
    /// Always 0: a window finishes only by the user's choice.
    public var exitStatus: Int32 { 0 }

    /// The clock animations and user scrolling run on.
    public let clock: FrameClock
    /// How points map onto the terminal: one point per cell (the default, for layouts written for
    /// the terminal) or a device's width across the terminal's width. Changing it lays the screen out
    /// again at the new scale.
    public var screenScaling: ScreenScaling {
        didSet {
            guard screenScaling != oldValue else { return }
            ScreenMetrics.prepare(for: screenScaling)
            setScreenSize(screenSize)
        }
    }
    /// Points per column and per row at the current size: the one mapping between the views' points
    /// and the terminal's cells (see `ScreenScale`).
    public private(set) var screenScale = ScreenScale.cells
    private var screenSize = CellSize(width: 0, height: 0)
    /// The controller that received `viewWillAppear`/`viewDidAppear` last.
    private var appearedController: ViewController?

    /// A window showing `rootViewController`, running animations and scrolling on `clock`: real time
    /// by default; `HeadlessRunner` needs the `VirtualClock` it advances. (UIKit makes a window with
    /// `init(windowScene:)` and then sets `rootViewController`; a terminal has one screen, so the root
    /// comes with the window.)
    ///
    /// `screenScaling` says how its points reach the terminal; UIKit's defaults (layout margins,
    /// spacing, list rows) of views made from now on follow its unit (see `ScreenMetrics`).
    public init(rootViewController: ViewController, clock: FrameClock = SystemClock(), screenScaling: ScreenScaling = .cells) {
        self.rootViewController = rootViewController
        self.clock = clock
        self.screenScaling = screenScaling
        ScreenMetrics.prepare(for: screenScaling)
        super.init()
        CADisplayLink.displayClock = clock
        rootViewController.window = self
        makeKey()
    }

    /// The key window (`Window+KeyWindow.swift`); weak, so a window that is gone is no one's key window.
    static weak var key: Window?

    /// The controller whose view is on screen: the root, or the top of a navigation stack.
    public var visibleViewController: ViewController { rootViewController.visibleController }

    /// True while a scroll view on the clock's tickers — a collection view included — scrolls or
    /// animates without input.
    public var isAnimating: Bool { !clock.tickers.isEmpty }

    /// True while the visible view changes by itself (an animation); a drag waiting to end is not.
    public var changesWithTime: Bool { clock.tickers.changesWithTime }

    /// When the next timer is due (the end of a drag, a spring-back): the first a ticker waits for;
    /// nil when one of them needs every frame.
    public var nextTickTime: Double? { clock.tickers.nextTickTime }

    /// The collection view (or other view) takes every row but the status line, as many points as
    /// those cells hold at `screenScaling`.
    public func setScreenSize(_ size: CellSize) {
        let isResize = screenSize.width > 0 && screenSize.height > 0 && size != screenSize
        let previousTraits = isResize ? TraitCollection.current : nil
        screenSize = size
        screenScale = screenScaling.scale(forColumns: size.width)
        inspector?.screenScale = screenScale
        ScreenMetrics.update(size: size, scaling: screenScaling)
        if let previousTraits { announceTraitChange(from: previousTraits) }
        // A resize of a running window is the terminal's rotation: the root controller hears of it
        // first (`viewWillTransition(to:with:)`), then the views animate to the new size as on the
        // phone (the collection view's animated bounds change), with the code run alongside.
        guard isResize else { return showVisibleController() }
        let coordinator = SizeTransitionCoordinator()
        rootViewController.viewWillTransition(to: frame(of: contentRect).size, with: coordinator)
        View.animate(withDuration: CollectionView.boundsChangeAnimationDuration) {
            showVisibleController()
            coordinator.runAlongside()
        }
        coordinator.complete()
    }

    /// Routes a key or mouse event to the help overlay, the visible controller, or the window's own keys.
    public func handle(_ event: InputEvent) {
        // Scrolling is clamped to the content size, which only a layout pass knows.
        showVisibleController()
        switch event {
        case .key(let key): handle(key)
        case .mouse(let mouse):
            if !isShowingHelp {
                inspector?.noteMouse(mouse)
                if let tabs = shownTabBarController, mouse.y == contentRect.maxY {
                    if mouse.action == .release, let index = tab(at: mouse, in: tabs) { tabs.selectTab(at: index) }
                } else {
                    visibleViewController.handleMouse(mouse)
                }
            }
        case .resize(let size): setScreenSize(size)
        }
        // A key may have pushed or popped: the new screen appears (and gets its size) at once. Otherwise
        // the next layout pass waits for the frame, as the old one did, so a key and the ticks after
        // it share one pass.
        if visibleViewController !== appearedController { showVisibleController() }
    }

    /// A key goes to the help overlay while it shows, to a search under way (as to a text field),
    /// to a first responder that is editing text (before any key command without priority, as on
    /// iOS 15), then up the responder chain from the first responder (when none is in the visible
    /// controller's chain, from its driven collection view, else the controller): first the key
    /// commands along the chain (the inspector's last), as UIKit matches them; then
    /// `pressesBegan(_:with:)`, which a collection view uses for its focus and scrolling, views pass
    /// up, and this window ends (help, back).
    private func handle(_ key: Key) {
        if isShowingHelp {
            isShowingHelp = false
            return
        }
        let controller = visibleViewController
        if let search = controller.navigationItem.searchController, search.handleSearchKey(key) { return }
        let first = firstResponder(showing: controller)
        // Text input first (a field being edited types the key), unless a command wants priority.
        if first === Responder.firstResponder, !keyCommandWantsPriority(key, from: first), first.takesTextInput(key) { return }
        // Walked through `next` rather than `responderChain`: a key frame makes no array.
        var responder: Responder? = first
        var steps = 0
        while let current = responder, steps < 256 {
            if let command = current.keyCommands?.first(where: { $0.inputs.contains(key) }) {
                return command.perform(startingAt: first, offeredBy: current)
            }
            responder = current === self ? nil : current.next
            steps += 1
        }
        if let command = inspector?.keyCommands.first(where: { $0.inputs.contains(key) }) { return command.action() }
        let press = Press(key: key, timestamp: clock.now)
        let presses: Set<Press> = [press]
        // One event object, refilled for each key: UIKit reuses its event objects too (its docs:
        // never keep an event, or an object from one, past the call).
        pressesEvent.allPresses = presses
        pressesEvent.timestamp = press.timestamp
        pressesEvent.clock = clock
        pressesEvent.screenScale = screenScale
        let event = pressesEvent
        first.pressesBegan(presses, with: event)
        press.phase = .ended
        first.pressesEnded(presses, with: event)
    }

    /// Whether a command along the chain from `first` matches `key` and wants priority over text input.
    private func keyCommandWantsPriority(_ key: Key, from first: Responder) -> Bool {
        first.responderChain.contains { responder in
            responder.keyCommands?.contains { $0.wantsPriorityOverSystemBehavior && $0.inputs.contains(key) } == true
        }
    }

    /// The event every press travels with (see `handle(_:)`).
    private let pressesEvent = PressesEvent(presses: [], timestamp: 0)

    /// Where a key starts: the first responder when `controller` is in its chain, else the
    /// collection view holding the focus on the controller's screen, else `controller`
    /// (`ViewController.keyStartResponder`).
    private func firstResponder(showing controller: ViewController) -> Responder {
        guard let first = Responder.firstResponder, first.responderChain.contains(where: { $0 === controller }) else {
            return controller.keyStartResponder
        }
        return first
    }

    /// The end of the chain: `?` opens the help (when `showsHelp`), `q`/Esc goes back, Tab and
    /// Shift-Tab select the next and previous tab of a tab bar controller.
    public override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard let key = presses.first?.terminalKey else { return }
        if key == .character("?") && showsHelp {
            isShowingHelp = true
        } else if key == .character("q") || key == .escape {
            goBack()
        } else if key == .tab || key == .backTab, let tabs = shownTabBarController, let count = tabs.viewControllers?.count, count > 0 {
            tabs.selectTab(at: (tabs.selectedIndex + (key == .tab ? 1 : count - 1)) % count)
        }
    }

    /// The end of the chain: nothing more to do when a key comes up.
    public override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {}

    /// The visible controller's key commands, then the inspector's (as the help overlay lists them).
    private func keyCommands(of controller: ViewController) -> [KeyCommand] {
        (controller.keyCommands ?? []) + (inspector?.keyCommands ?? [])
    }

    /// Pops the visible controller off its navigation stack, or finishes at the root.
    private func goBack() {
        let controller = visibleViewController
        if controller.presentingViewController != nil {
            if !controller.isModalInPresentation { controller.dismiss(animated: false) }
        } else if let navigationController = controller.navigationController, navigationController.viewControllers.count > 1 {
            navigationController.popViewController(animated: false)
        } else {
            isFinished = true
        }
    }

    /// Starts a run-loop turn: runs what waits on the main queue (`MainQueue.drain()`: the app's
    /// `DispatchQueue.main.async` blocks, `apply` completions), then advances every scroll view on the
    /// clock's tickers — each collection view's scrolling, sections and animations — to the clock's time.
    public func tick() {
        MainQueue.drain()
        clock.tickers.tick()
    }

    /// Draws the visible controller's view, then the status line, the inspector and the help overlay
    /// when shown.
    public func render(into canvas: inout Canvas) {
        showVisibleController()
        let controller = visibleViewController
        controller.render(into: &canvas, viewport: contentRect)
        if let tabs = shownTabBarController { drawTabBar(tabs, into: &canvas) }
        let title = controller.displayedTitle ?? ""
        // The status line and the help describe the collection view the keys go to.
        let driven = controller.drivenCollectionView
        if showsStatusLine && canvas.size.height > 0 {
            let facts = driven.map { StatusLine.facts(for: $0, showingCounters: showsStatusCounters) } ?? []
            StatusLine.draw(StatusLine.text(notice: notice ?? controller.navigationItem.searchController?.statusText, title: title,
                                            warning: driven.flatMap(StatusLine.warning(for:)), message: controller.statusMessage,
                                            facts: facts, showsHelpHint: showsHelp),
                            into: &canvas, row: canvas.size.height - 1)
        }
        if isShowingHelp {
            HelpOverlay.draw(title: "\(title) — keys", commands: keyCommands(of: controller), collectionView: driven,
                             switchesTabs: shownTabBarController != nil, into: &canvas)
        } else {
            inspector?.draw(into: &canvas, area: contentRect)
        }
    }

    /// The rows the visible controller's view takes: all but the status line and a tab bar's row.
    private var contentRect: CellRect {
        let statusRows = showsStatusLine ? 1 : 0, tabRows = shownTabBarController == nil ? 0 : 1
        return CellRect(x: 0, y: 0, width: screenSize.width, height: max(0, screenSize.height - statusRows - tabRows))
    }

    /// The tab bar controller whose tab row shows: the one the visible controller is in, unless its
    /// bar is hidden or a controller presented over it covers it.
    private var shownTabBarController: TabBarController? {
        guard let tabs = visibleViewController.tabBarController, !tabs.tabBar.isHidden,
              tabs.presentedViewController == nil else { return nil }
        return tabs
    }

    /// The tab row, just below the content: each tab's label, the selected one reversed.
    private func drawTabBar(_ tabs: TabBarController, into canvas: inout Canvas) {
        let row = contentRect.maxY
        guard row < canvas.size.height else { return }
        var x = 0
        for (index, label) in tabs.tabLabels.enumerated() {
            let style = index == tabs.selectedIndex ? Style(reverse: true) : Style(dim: true)
            x += canvas.write(label, x: x, y: row, style: style, clip: canvas.bounds)
            x += canvas.write("│", x: x, y: row, style: .plain, clip: canvas.bounds)
        }
    }

    /// The tab under a click on the tab row, if any.
    private func tab(at mouse: MouseEvent, in tabs: TabBarController) -> Int? {
        guard mouse.y == contentRect.maxY, mouse.x >= 0 else { return nil }
        var x = 0
        for (index, label) in tabs.tabLabels.enumerated() {
            let width = DisplayWidth.of(label)
            if mouse.x < x + width { return index }
            x += width + 1
        }
        return nil
    }

    /// Brings the visible controller on screen if it changed (appearance calls, clock), then lays it out.
    private func showVisibleController() {
        let controller = visibleViewController
        // Called on every event and frame: the controller (and its scrolling) hears only of a change.
        if controller.screenScale != screenScale { controller.screenScale = screenScale }
        if controller !== appearedController {
            controller.window = self
            let previous = appearedController
            // UIKit's order for a push: the new view loads, the old one will disappear, the new one
            // will appear (then its navigation controller's delegate hears willShow), the old one did
            // disappear, the new one is placed (viewIsAppearing), lays out and did appear (then
            // didShow), as a logging navigation delegate sees it on iOS.
            controller.attach(clock: clock)
            controller.loadViewIfNeeded()
            inspector?.inspect(controller)
            let navigation = controller.navigationController
            previous?.forEachInContainment { $0.viewWillDisappear(false) }
            controller.forEachInContainment { $0.viewWillAppear(false) }
            // UIKit adds the new view to the window after viewWillAppear, and takes the covered one
            // out before its viewDidDisappear, unless it stays on screen beneath (a presenter).
            controller.view.setInWindow(true)
            if let navigation { navigation.delegate?.navigationController(navigation, willShow: controller, animated: false) }
            appearedController = controller
            if let previous, previous.isViewLoaded, !previous.isOnScreen(under: controller) {
                previous.view.setInWindow(false)
            }
            previous?.forEachInContainment { $0.viewDidDisappear(false) }
            let frame = frame(of: contentRect)
            if controller.view.frame != frame { controller.view.frame = frame }
            controller.forEachInContainment { $0.viewIsAppearing(false) }
            controller.layoutView(in: frame)
            controller.forEachInContainment { $0.viewDidAppear(false) }
            if let navigation { navigation.delegate?.navigationController(navigation, didShow: controller, animated: false) }
            isShowingHelp = false
        } else {
            controller.layoutView(in: frame(of: contentRect))
        }
    }

    private func frame(of rect: CellRect) -> CGRect {
        screenScale.rect(of: rect)
    }

    /// Calls `traitCollectionDidChange(_:)` on the visible controller and its view tree when a resize
    /// changed the size classes, as UIKit does on a rotation that changes them.
    private func announceTraitChange(from previous: TraitCollection) {
        let current = TraitCollection.current
        guard current.horizontalSizeClass != previous.horizontalSizeClass || current.verticalSizeClass != previous.verticalSizeClass
        else { return }
        let controller = visibleViewController
        controller.traitCollectionDidChange(previous)
        guard controller.isViewLoaded else { return }
        func walk(_ view: View) {
            view.traitCollectionDidChange(previous)
            view.subviews.forEach(walk)
        }
        walk(controller.view)
    }
}
