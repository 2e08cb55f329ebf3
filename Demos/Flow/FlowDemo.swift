import Foundation
import TermCanvas
import TermCollectionView

extension Demo {
    /// A vertical flow layout: sections of word cells with headers and footers, in several scripts.
    public static let flow = Demo(
        name: "flow",
        summary: "Flow layout: sections, headers, footers, Korean/Japanese/emoji cells; p pins headers"
    ) { clock in
        FlowDemo.makeHost(clock: clock)
    }
}

/// Builds the flow demo exactly as a UIKit screen would: a flow layout, registered classes, a data source.
@MainActor
enum FlowDemo {
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

    static func makeHost(clock: FrameClock) -> CollectionViewHost {
        let layout = makeLayout()
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: cellIdentifier)
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: headerIdentifier)
        collectionView.register(FlowFooterView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                                withReuseIdentifier: footerIdentifier)
        let dataSource = FlowDemoDataSource()
        collectionView.dataSource = dataSource
        let host = CollectionViewHost(collectionView: collectionView, title: "flow", clock: clock)
        host.retainedObjects = [dataSource]
        host.keyCommands = [
            KeyCommand(input: "p", title: "pin section headers on/off") { [unowned host] in
                layout.sectionHeadersPinToVisibleBounds.toggle()
                host.statusMessage = "pinned headers " + (layout.sectionHeadersPinToVisibleBounds ? "on" : "off")
            },
        ]
        return host
    }
}

/// Serves `FlowDemoData`: one cell per word, a header with the section title, a footer with the count.
@MainActor
final class FlowDemoDataSource: CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int {
        FlowDemoData.sections.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        FlowDemoData.sections[section].words.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FlowDemo.cellIdentifier, for: indexPath)
        cell.text = FlowDemoData.sections[indexPath.section].words[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let isHeader = kind == CollectionView.elementKindSectionHeader
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: isHeader ? FlowDemo.headerIdentifier : FlowDemo.footerIdentifier, for: indexPath)
        let section = FlowDemoData.sections[indexPath.section]
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
