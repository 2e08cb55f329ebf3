import Foundation
import TermCanvas
import TermCollectionView

/// Window chrome that shows how the visible collection view laid out an element: `i` toggles a panel
/// describing one element (the one picked with `I`, which steps through the visible elements, else the
/// one under the last mouse press, else the selected item, else the first visible one — see
/// `InspectedElement`), the last `layoutAttributesForElements(in:)` query, the collection view's counters
/// and the last calls it made on its layout, data source and delegate.
///
/// Terminal-only (UIKit has no such panel; it is the terminal's stand-in for Xcode's view debugger).
/// A window shows it when its `inspector` is set:
/// ```swift
/// let window = Window(rootViewController: controller)
/// window.inspector = Inspector()
/// ```
/// The window tries the visible controller's own key commands first, so a screen's command on `i`
/// or `I` wins; the `?` help lists the inspector's keys after the screen's.
@preconcurrency @MainActor
public final class Inspector {
    /// Whether the panel shows.
    public private(set) var isShowing: Bool
    /// The calls the inspected collection view made; the panel shows the last ones. A new log starts
    /// when another controller comes on screen, so the panel never shows another screen's calls.
    public private(set) var log = CallLog()
    /// The keys the inspector answers: `i` (panel on/off) and `I` (next element).
    public private(set) var keyCommands: [KeyCommand] = []
    /// The collection view the log observes: the visible controller's.
    private weak var collectionView: CollectionView?
    /// Where the mouse was last pressed, in screen cells.
    private var mouseLocation: (x: Int, y: Int)?
    /// The element picked with `I`.
    private var picked: ElementKey?
    /// The window's points per cell: a press's cell becomes a point, a frame becomes cells.
    var screenScale = ScreenScale.cells

    /// An inspector whose panel starts hidden, or showing.
    public init(showing: Bool = false) {
        isShowing = showing
        keyCommands = [
            KeyCommand(input: "i", title: "inspector on/off") { [unowned self] in isShowing.toggle() },
            KeyCommand(input: "I", title: "inspect the next element") { [unowned self] in
                isShowing = true
                pickNext()
            },
        ]
    }

    // MARK: - What the window drives

    /// Follows the controller that came on screen: its collection view's calls go to the log from now on.
    func inspect(_ controller: ViewController) {
        guard let shown = controller.drivenCollectionView, shown !== collectionView else { return }
        stopInspecting()
        collectionView = shown
        log = CallLog()
        log.attach(to: shown)
    }

    /// Stops observing the collection view it inspected (the window dropped this inspector).
    func stopInspecting() {
        if let collectionView { log.detach(from: collectionView) }
        collectionView = nil
        picked = nil
        mouseLocation = nil
    }

    /// Remembers a mouse press: the element under it is inspected next.
    func noteMouse(_ mouse: MouseEvent) {
        guard mouse.action == .press else { return }
        mouseLocation = (mouse.x, mouse.y)
        picked = nil
    }

    /// Draws the panel inside `area` (the visible controller's rows) when it shows.
    func draw(into canvas: inout Canvas, area: CellRect) {
        guard isShowing, let collectionView else { return }
        InspectorPanel.draw(content(of: collectionView), into: &canvas, area: area)
    }

    /// What the panel shows now.
    private func content(of collectionView: CollectionView) -> InspectorPanel.Content {
        let offset = collectionView.contentOffset
        let point = mouseLocation.map { location in
            let touched = screenScale.point(atCellCenter: location.x, location.y)
            return CGPoint(x: touched.x + offset.x, y: touched.y + offset.y)
        }
        let element = InspectedElement.find(in: collectionView, picked: picked, at: point)
        let screenFrame = element.map {
            screenScale.cellRect(for: $0.attributes.frame.offsetBy(dx: -offset.x, dy: -offset.y),
                                 origin: CellRect(x: 0, y: 0, width: 0, height: 0))
        }
        return InspectorPanel.Content(
            element: element, elementScreenFrame: screenFrame, lastQuery: log.lastElementsQuery,
            statistics: collectionView.statistics, recentCalls: log.recentCalls)
    }

    /// Picks the element after the one shown (wrapping around), in an order that does not depend on the
    /// layout's: cells, then supplementary views, then decoration views, each by kind and index path.
    private func pickNext() {
        guard let collectionView else { return }
        let elements = InspectedElement.visible(in: collectionView).sorted(by: InspectedElement.isOrderedBefore)
        guard !elements.isEmpty else { return }
        let current = content(of: collectionView).element?.key
        let index = elements.firstIndex { $0.key == current }.map { ($0 + 1) % elements.count } ?? 0
        picked = elements[index].key
    }
}
