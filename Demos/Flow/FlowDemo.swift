import Foundation
import TermApp
import TermCanvas
import TermCollectionView

extension Demo {
    /// A vertical flow layout: sections of word cells with headers and footers, in several scripts.
    public static let flow = Demo(
        name: "flow",
        summary: "Flow layout: sections, headers, footers, Korean/Japanese/emoji cells; p pins headers; "
            + "arrows focus, Enter selects, +/- resize"
    ) {
        FlowDemoViewController(collectionViewLayout: FlowDemoViewController.makeLayout())
    }
}

/// The flow demo, exactly as a UIKit screen is built: a flow layout, registered classes, and the
/// controller serving `FlowDemoData` — one cell per word, a header with the section title, a footer
/// with the count.
///
/// It is the touch demo too: focus is on (`allowsFocus`), so the arrows move a focus between words and
/// Enter/Space (or a click) selects as a tap does; `s` switches multiple selection; `m` picks up the
/// focused word for interactive movement; `e` opens its edit menu (cut, copy, paste); `+`/`-` change the item width live, the guide's pinch
/// pattern (a gesture changes a layout parameter, which invalidates).
final class FlowDemoViewController: CollectionViewController {
    static let cellIdentifier = "WordCell"
    static let headerIdentifier = "SectionHeader"
    static let footerIdentifier = "SectionFooter"

    static func makeLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 16, height: 3)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 0
        layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        layout.headerReferenceSize = CGSize(width: 0, height: 3)
        layout.footerReferenceSize = CGSize(width: 0, height: 1)
        return layout
    }

    /// The words, in the order the user arranged them (interactive movement reorders them).
    private var sections = FlowDemoData.sections

    private var flowLayout: CollectionViewFlowLayout? {
        collectionView.collectionViewLayout as? CollectionViewFlowLayout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "flow"
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: Self.headerIdentifier)
        collectionView.register(FlowFooterView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                                withReuseIdentifier: Self.footerIdentifier)
        addKeyCommand(KeyCommand(input: "p", title: "pin section headers on/off") { [unowned self] in
            guard let layout = self.flowLayout else { return }
            layout.sectionHeadersPinToVisibleBounds.toggle()
            self.statusMessage = "pinned headers " + (layout.sectionHeadersPinToVisibleBounds ? "on" : "off")
        })
        collectionView.allowsFocus = true
        addKeyCommand(KeyCommand(input: "s", title: "multiple selection on/off") { [unowned self] in
            self.collectionView.allowsMultipleSelection.toggle()
            self.statusMessage = "multiple selection " + (self.collectionView.allowsMultipleSelection ? "on" : "off")
        })
        addKeyCommand(KeyCommand(input: "m", title: "pick up the focused word: arrows carry it, Enter drops, Esc cancels") {
            [unowned self] in
            guard let focused = self.collectionView.indexPathForFocusedItem,
                  self.collectionView.beginInteractiveMovementForItem(at: focused) else { return }
            self.statusMessage = "moving \(self.word(at: focused))"
        })
        addKeyCommand(KeyCommand(input: "+", title: "wider items (a pinch out)") { [unowned self] in self.resizeItems(by: 2) })
        addKeyCommand(KeyCommand(input: "-", title: "narrower items (a pinch in)") { [unowned self] in self.resizeItems(by: -2) })
    }

    static let narrowestItem: CGFloat = 8
    static let widestItem: CGFloat = 40

    /// `+`/`-` resize the items: the pinch of the guide's example, a layout parameter changed live. The
    /// flow layout invalidates itself when `itemSize` changes; the next pass lays out at the new size.
    private func resizeItems(by step: CGFloat) {
        guard let layout = flowLayout else { return }
        let width = min(Self.widestItem, max(Self.narrowestItem, layout.itemSize.width + step))
        layout.itemSize = CGSize(width: width, height: layout.itemSize.height)
        statusMessage = "item width \(Int(width))"
    }

    override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// The word `copy`/`cut` put aside, for `paste`.
    private var clipboard: String?

    override func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { true }

    /// Cut and copy always; paste once something was copied.
    override func collectionView(
        _ collectionView: CollectionView, canPerformAction action: MenuAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        action == .paste ? clipboard != nil : action == .cut || action == .copy
    }

    /// Copy keeps the word; cut keeps it and removes it; paste inserts the kept word after the item.
    override func collectionView(
        _ collectionView: CollectionView, performAction action: MenuAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {
        var words = sections[indexPath.section].words
        switch action {
        case .copy, .cut:
            clipboard = words[indexPath.item]
            if action == .cut { words.remove(at: indexPath.item) }
        case .paste:
            guard let clipboard else { return }
            words.insert(clipboard, at: indexPath.item + 1)
        default:
            return
        }
        statusMessage = "\(action.title.lowercased()) \(clipboard ?? "")"
        sections[indexPath.section] = FlowDemoData.Section(title: sections[indexPath.section].title, words: words)
        if action != .copy { collectionView.reloadData() }
    }

    /// The drop: the word moves in the data, inside its section (moves stay in their section).
    override func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // The destination may be in another section: UIKit moves items between sections too.
        var source = sections[sourceIndexPath.section].words
        let word = source.remove(at: sourceIndexPath.item)
        sections[sourceIndexPath.section] = FlowDemoData.Section(title: sections[sourceIndexPath.section].title, words: source)
        var destination = sections[destinationIndexPath.section].words
        destination.insert(word, at: destinationIndexPath.item)
        sections[destinationIndexPath.section] = FlowDemoData.Section(title: sections[destinationIndexPath.section].title, words: destination)
        statusMessage = "moved \(word) to \(destinationIndexPath.item + 1)"
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        statusMessage = "selected \(word(at: indexPath))" + selectionCount
    }

    override func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        statusMessage = "deselected \(word(at: indexPath))" + selectionCount
    }

    private var selectionCount: String {
        let count = collectionView.indexPathsForSelectedItems?.count ?? 0
        return collectionView.allowsMultipleSelection ? " (\(count) selected)" : ""
    }

    private func word(at indexPath: IndexPath) -> String {
        sections[indexPath.section].words[indexPath.item]
    }

    override func numberOfSections(in collectionView: CollectionView) -> Int {
        sections.count
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].words.count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        cell.text = sections[indexPath.section].words[indexPath.item]
        return cell
    }

    override func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let isHeader = kind == CollectionView.elementKindSectionHeader
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: isHeader ? Self.headerIdentifier : Self.footerIdentifier, for: indexPath)
        let section = sections[indexPath.section]
        view.text = isHeader ? section.title : "\(section.words.count) items"
        return view
    }
}

/// A one-row footer: dim text, no border (a border needs three rows).
final class FlowFooterView: CollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        style = Style(dim: true)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(in context: DrawingContext) {
        context.writeLine("── \(text ?? "") ──", y: 0, inset: 1, centered: true, style: style)
    }
}
