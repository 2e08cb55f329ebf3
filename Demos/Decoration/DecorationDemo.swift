import Foundation
import TermCanvas
import TermCollectionView

extension Demo {
    /// Section backgrounds: a flow layout subclass puts a decoration view behind each day of a week planner.
    public static let decoration = Demo(
        name: "decoration",
        summary: "Section backgrounds: decoration views behind each day of a week planner; b cycles their shape"
    ) { clock in
        DecorationDemo.makeHost(clock: clock)
    }
}

/// Builds the decoration demo as a UIKit screen would: the section-background flow layout, registered
/// cell, header and footer classes, and a data source that also feeds the layout.
@MainActor
enum DecorationDemo {
    static let cellIdentifier = "EventCell"
    static let headerIdentifier = "DayHeader"
    static let footerIdentifier = "DayFooter"

    /// Three 24-column cells per row at 80 columns (2 + 24 + 2 + 24 + 2 + 24 + 2 = 80), two at 60. A day
    /// of `r` rows is 1 (header) + 1 (inset) + 5r − 1 (rows and spacing) + 1 (inset) + 1 (footer) rows.
    static func makeLayout() -> SectionBackgroundFlowLayout {
        let layout = SectionBackgroundFlowLayout()
        layout.itemSize = CGSize(width: 24, height: 4)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 1
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        layout.headerReferenceSize = CGSize(width: 0, height: 1)
        layout.footerReferenceSize = CGSize(width: 0, height: 1)
        return layout
    }

    /// A collection view with the demo's layout and registrations, showing `dataSource`.
    static func makeCollectionView(dataSource: WeekPlannerDataSource) -> CollectionView {
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.register(EventCell.self, forCellWithReuseIdentifier: cellIdentifier)
        collectionView.register(DayHeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: headerIdentifier)
        collectionView.register(DayFooterView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                                withReuseIdentifier: footerIdentifier)
        collectionView.dataSource = dataSource
        return collectionView
    }

    static func makeHost(clock: FrameClock) -> CollectionViewHost {
        let dataSource = WeekPlannerDataSource()
        let collectionView = makeCollectionView(dataSource: dataSource)
        let host = CollectionViewHost(collectionView: collectionView, title: "decoration", clock: clock)
        host.retainedObjects = [dataSource]
        host.keyCommands = [
            KeyCommand(input: "b", title: "background shape: whole section / items / off") { [unowned host] in
                dataSource.backgroundShape = dataSource.backgroundShape.next
                // The rects come from the data source in prepare(), so a new shape needs a new layout pass.
                collectionView.collectionViewLayout.invalidateLayout()
                host.statusMessage = dataSource.backgroundShape.summary
            },
        ]
        return host
    }
}
