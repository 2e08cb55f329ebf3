import Foundation
import TermCanvas
import TermCollectionView

/// A view controller whose view is a collection view: UIKit's `UICollectionViewController`.
///
/// As UIKit documents it: created in code with `init(collectionViewLayout:)`, the controller makes a
/// new collection view with that layout when its view loads (`collectionView` is the view, and reading
/// it loads it); it makes itself the collection view's data source and delegate unless they are set;
/// it reloads the data when the view is about to appear for the first time and clears the selection
/// each time it appears unless `clearsSelectionOnViewWillAppear` is false.
///
/// It conforms to `CollectionViewDataSource` and `CollectionViewDelegate` with `open` methods, so a
/// subclass writes `override func collectionView(_:numberOfItemsInSection:)` exactly as a UIKit
/// subclass does. Scroll keys and the mouse wheel scroll the collection view (see `ScrollCommand`),
/// which takes its own keys and clicks (`ViewController+CollectionViewInput.swift`); `keyCommands`
/// come first.
///
/// ```swift
/// final class NumbersViewController: CollectionViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "numbers"
///         collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
///     }
///     override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
///     override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///         cell.text = "item \(indexPath.item)"
///         return cell
///     }
/// }
/// // Window(rootViewController: NumbersViewController(collectionViewLayout: MyLayout())) runs it
/// ```
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let initialLayout: CollectionViewLayout
    private var hasAppeared = false

    /// Whether the selection is cleared each time the view appears (UIKit's default: true).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether dragging an item off its place moves it (`beginInteractiveMovementForItem(at:)`), the
    /// mouse's form of UIKit's standard long press for reordering (default true, as UIKit's). Set it
    /// to false when your own gesture recognizer drives the movement.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet {
            if isViewLoaded { collectionView.userInput.installsStandardGestureForInteractiveMovement = installsStandardGestureForInteractiveMovement }
        }
    }

    /// A controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init()
    }

    /// The collection view's layout (UIKit's `UICollectionViewController.collectionViewLayout`).
    public var collectionViewLayout: CollectionViewLayout { collectionView.collectionViewLayout }

    /// Enters or leaves editing mode, and the collection view with it (UIKit does the same).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if isViewLoaded { collectionView.isEditing = editing }
    }

    /// The managed collection view: the controller's view. Reading it loads the view. Assigning one
    /// makes the controller its data source and delegate where those are not set (UIKit documents this).
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set {
            view = newValue
            adopt(newValue)
        }
    }

    /// Makes a collection view with the layout given at init, the size of the screen once shown.
    open override func loadView() {
        collectionView = CollectionView(frame: ScreenMetrics.bounds, collectionViewLayout: initialLayout)
    }

    /// Reloads the data the first time (UIKit: "when the collection view is about to appear for the
    /// first time"), and clears the selection when `clearsSelectionOnViewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collectionView else { return }
        if !hasAppeared {
            hasAppeared = true
            collectionView.reloadData()
        }
        if clearsSelectionOnViewWillAppear {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
    }

    /// Ends a touch under way and takes the focus away (UIKit: focus leaves with the screen; the
    /// collection view remembers the item for `remembersLastFocusedIndexPath`).
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let collectionView else { return }
        collectionView.cancelTouch()
        collectionView.resignFocus()
    }

    /// Scrolls as the user's scroll keys do (part of the current drag, if any): lets a screen's own
    /// key commands scroll, e.g. to say in the help what a scroll key does in that screen.
    public func scroll(_ command: ScrollCommand) {
        // Its own collection view, even while a row inside a cell is driven (its edit menu open).
        guard let collectionView else { return }
        collectionView.userInput.screenScale = screenScale
        collectionView.performUserScroll(command)
    }

    private func adopt(_ collectionView: CollectionView?) {
        guard let collectionView else { return }
        if collectionView.dataSource == nil { collectionView.dataSource = self }
        if collectionView.delegate == nil { collectionView.delegate = self }
        if let clock { collectionView.clock = clock }
        collectionView.userInput.installsStandardGestureForInteractiveMovement = installsStandardGestureForInteractiveMovement
    }

    // MARK: - CollectionViewDataSource (override in a subclass, as in UIKit)

    /// No items until a subclass says otherwise.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass that has items must override this (UIKit requires it of every data source).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        UsageError.report(UsageError(
            "\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:); "
                + "override it to dequeue and configure a cell"))
        return CollectionViewCell.usageErrorStandIn()
    }

    /// One section, as UIKit's default.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// A layout that asks for supplementary views needs a subclass to override this.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        UsageError.report(UsageError(
            "the layout asks for a supplementary view of kind \"\(kind)\" but \(type(of: self)) does not override "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:); override it to dequeue one"))
        return CollectionReusableView.usageErrorStandIn()
    }

    /// Whether the item may be moved interactively: no by default (override to allow it).
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// The index titles shown along the trailing edge: none by default.
    open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }
    /// Where an index title goes: the first item of section `index` by default.
    open func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    /// Moves the item in the data after an interactive movement. Does nothing by default.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: - CollectionViewDelegate (override in a subclass, as in UIKit)

    /// A cell is about to be shown. Does nothing by default.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// A cell left the screen. Does nothing by default.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// A supplementary view is about to be shown. Does nothing by default.
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// A supplementary view left the screen. Does nothing by default.
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Whether a touch highlights the item (false skips its selection too): yes by default.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// A touch down highlighted the item. Does nothing by default.
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// The touch ended and the item's highlight went. Does nothing by default.
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Whether the user may select the item: yes by default.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Whether a touch may deselect the selected item (multiple selection): yes by default.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// The user selected the item. Does nothing by default.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// The user's selection left the item. Does nothing by default.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// The item's context menu (`e` or a right-click shows it): none by default.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Whether the menu key shows the item's edit menu: no by default.
    open func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// Whether the item's edit menu offers `action`: no by default.
    open func collectionView(
        _ collectionView: CollectionView, canPerformAction action: MenuAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { false }
    /// The user chose `action` in the item's edit menu. Does nothing by default.
    open func collectionView(
        _ collectionView: CollectionView, performAction action: MenuAction, forItemAt indexPath: IndexPath, withSender sender: Any?) {}
    /// Where a moving item goes when the layout proposes `proposedIndexPath`: the proposal by default.
    open func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// Where a moving item goes, given where it started and where it is shown now (iOS 15): by default
    /// what `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` says.
    open func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// Whether the item can take the focus: the collection view's `allowsFocus` by default.
    open func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        collectionView.allowsFocus
    }
    /// The focus moved between items. Does nothing by default.
    open func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator) {}

    // MARK: - ScrollViewDelegate (override in a subclass, as in UIKit; each does nothing by default)

    /// The content offset changed.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// A burst of user scrolling (a drag) begins.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// The drag ends; the delegate may move where the content comes to rest.
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// The drag ended; `decelerate` says whether the content moves on.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// The content starts moving to where the drag said it should rest.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// The content came to rest.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// An animated `setContentOffset`/`scrollToItem` arrived.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

    // MARK: - What the window drives

    override func attach(clock: FrameClock) {
        super.attach(clock: clock)
        // A view loaded later gets the clock when the controller adopts it.
        if isViewLoaded { collectionView.clock = clock }
    }
}
