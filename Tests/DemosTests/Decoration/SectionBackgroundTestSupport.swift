import Foundation
import TermCanvas
import TermCollectionView
@testable import Demos

/// A plain data source for the section-background layout tests: sections with the given item counts,
/// default cells, one-row headers and footers. It does not adopt `SectionBackgroundLayoutDataSource`,
/// so the layout uses its default rects.
@MainActor
class CountsDataSource: CollectionViewDataSource {
    let counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: DecorationDemo.cellIdentifier, for: indexPath)
        cell.text = "item \(indexPath.section).\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let isHeader = kind == CollectionView.elementKindSectionHeader
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: isHeader ? DecorationDemo.headerIdentifier : DecorationDemo.footerIdentifier,
            for: indexPath)
        view.text = isHeader ? "Section \(indexPath.section)" : "end \(indexPath.section)"
        return view
    }
}

/// Adds the layout data source: a rect and a colour per section, `nil` where the test wants the default.
@MainActor
final class RectsDataSource: CountsDataSource, SectionBackgroundLayoutDataSource {
    var rects: [Int: CGRect] = [:]
    var colors: [Int: Color] = [:]

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: SectionBackgroundFlowLayout,
        backgroundRectForSectionAt section: Int
    ) -> CGRect? {
        rects[section]
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: SectionBackgroundFlowLayout,
        backgroundColorForSectionAt section: Int
    ) -> Color? {
        colors[section]
    }
}

/// A collection view with the demo's layout and registrations, `width`×`height` cells, laid out once at offset 0.
@MainActor
func makePlannerCollectionView(
    dataSource: CollectionViewDataSource, width: CGFloat = 80, height: CGFloat = 20
) -> CollectionView {
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: DecorationDemo.makeLayout())
    collectionView.register(EventCell.self, forCellWithReuseIdentifier: DecorationDemo.cellIdentifier)
    collectionView.register(DayHeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                            withReuseIdentifier: DecorationDemo.headerIdentifier)
    collectionView.register(DayFooterView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                            withReuseIdentifier: DecorationDemo.footerIdentifier)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return collectionView
}

extension CollectionView {
    /// The sections whose background views are on screen, in drawing order.
    var visibleBackgroundSections: [Int] {
        viewsInDrawingOrder.filter { $0.key.category == .decorationView }.map(\.key.indexPath.section)
    }

    /// The on-screen background view of `section`, if any.
    func backgroundView(inSection section: Int) -> CollectionReusableView? {
        viewsInDrawingOrder.first { $0.key.category == .decorationView && $0.key.indexPath.section == section }?.view
    }

    /// Scrolls to `y` and runs the layout pass.
    func scroll(toY y: CGFloat) {
        contentOffset = CGPoint(x: 0, y: y)
        layoutIfNeeded()
    }
}
