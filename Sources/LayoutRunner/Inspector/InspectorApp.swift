import Foundation
import TermCanvas
import TermCollectionView

/// A hosted collection view with an inspector: `i` toggles a panel describing an element (the one
/// picked with `I`, which steps through the visible elements, else the one under the last mouse click,
/// else the selected item, else the first visible one — see `InspectedElement`), the last `layoutAttributesForElements(in:)` query, the counters and
/// the last calls the collection view made. Everything else goes to the host unchanged.
///
/// It wraps `CollectionViewHost` (the hosting layer keeps no inspector): `i` and `I` are added to the
/// host's key commands, so the `?` help lists them and a screen's own command on those keys, added
/// earlier, wins.
@MainActor
public final class InspectorApp: TerminalApp {
    /// The wrapped host.
    public let host: CollectionViewHost
    /// Whether the panel shows.
    public private(set) var isShowingInspector = false
    /// The calls the collection view made; the panel shows the last ones.
    public let log: CallLog
    /// Where the mouse was last pressed, in screen cells.
    private var mouseLocation: (x: Int, y: Int)?
    /// The element picked with `I`.
    private var picked: ElementKey?

    /// Adds the inspector to `host`, making a `CallLog` its collection view's call observer.
    public init(host: CollectionViewHost, showing: Bool = false) {
        self.host = host
        self.isShowingInspector = showing
        self.log = CallLog()
        log.attach(to: host.collectionView)
        host.keyCommands.append(KeyCommand(input: "i", title: "inspector on/off") { [unowned self] in
            isShowingInspector.toggle()
        })
        host.keyCommands.append(KeyCommand(input: "I", title: "inspect the next element") { [unowned self] in
            isShowingInspector = true
            pickNext()
        })
    }

    public func setScreenSize(_ size: CellSize) { host.setScreenSize(size) }
    public func tick() { host.tick() }
    public var isFinished: Bool { host.isFinished }
    public var isAnimating: Bool { host.isAnimating }
    public var exitStatus: Int32 { host.exitStatus }

    public func handle(_ event: InputEvent) {
        if case .mouse(let mouse) = event, mouse.action == .press {
            mouseLocation = (mouse.x, mouse.y)
            picked = nil
        }
        host.handle(event)
    }

    public func render(into canvas: inout Canvas) {
        host.render(into: &canvas)
        guard isShowingInspector, !host.isShowingHelp else { return }
        let area = CellRect(x: 0, y: 0, width: canvas.size.width, height: max(0, canvas.size.height - 1))
        InspectorPanel.draw(content(), into: &canvas, area: area)
    }

    /// What the panel shows now.
    func content() -> InspectorPanel.Content {
        let collectionView = host.collectionView
        let offset = collectionView.contentOffset
        let point = mouseLocation.map { CGPoint(x: CGFloat($0.x) + 0.5 + offset.x, y: CGFloat($0.y) + 0.5 + offset.y) }
        let element = InspectedElement.find(in: collectionView, picked: picked, at: point)
        let screenFrame = element.map {
            CollectionViewRenderer.rasterize($0.attributes.frame.offsetBy(dx: -offset.x, dy: -offset.y),
                                             origin: CellRect(x: 0, y: 0, width: 0, height: 0))
        }
        return InspectorPanel.Content(
            element: element, elementScreenFrame: screenFrame, lastQuery: log.lastElementsQuery,
            statistics: collectionView.statistics, recentCalls: log.recentCalls)
    }

    /// Picks the element after the one shown (wrapping around), in an order that does not depend on the
    /// layout's: cells, then supplementary views, then decoration views, each by kind and index path.
    private func pickNext() {
        let elements = InspectedElement.visible(in: host.collectionView).sorted(by: InspectedElement.isOrderedBefore)
        guard !elements.isEmpty else { return }
        let current = content().element?.key
        let index = elements.firstIndex { $0.key == current }.map { ($0 + 1) % elements.count } ?? 0
        picked = elements[index].key
    }
}
