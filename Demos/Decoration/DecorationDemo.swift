import Foundation
import TermApp
import TermCanvas
import TermCollectionView

extension Demo {
    /// Section backgrounds: a flow layout subclass puts a decoration view behind each day of a week planner.
    public static let decoration = Demo(
        name: "decoration",
        summary: "Section backgrounds: decoration views behind each day of a week planner; b cycles their shape"
    ) {
        DecorationViewController(collectionViewLayout: DecorationDemo.makeLayout())
    }
}

/// The decoration demo's layout and reuse identifiers.
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
}

/// The week planner screen, as a UIKit screen is built: registered cell, header and footer classes,
/// and a data source object that also feeds the layout (the layout reads its section background
/// rects from it in `prepare()`).
final class DecorationViewController: CollectionViewController {
    private let weekPlanner = WeekPlannerDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "decoration"
        collectionView.register(EventCell.self, forCellWithReuseIdentifier: DecorationDemo.cellIdentifier)
        collectionView.register(DayHeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: DecorationDemo.headerIdentifier)
        collectionView.register(DayFooterView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                                withReuseIdentifier: DecorationDemo.footerIdentifier)
        collectionView.dataSource = weekPlanner
        addKeyCommand(KeyCommand(input: "b", title: "background shape: whole section / items / off") { [unowned self] in
            self.weekPlanner.backgroundShape = self.weekPlanner.backgroundShape.next
            // The rects come from the data source in prepare(), so a new shape needs a new layout pass.
            self.collectionView.collectionViewLayout.invalidateLayout()
            self.statusMessage = self.weekPlanner.backgroundShape.summary
        })
    }
}
