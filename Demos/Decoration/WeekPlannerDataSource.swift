import Foundation
import TermCanvas
import TermCollectionView

/// Serves `WeekPlannerData` — a day per section, an event per cell, a header and a footer per day —
/// and, as the layout's data source, each day's background rect and colour.
@MainActor
final class WeekPlannerDataSource: CollectionViewDataSource, SectionBackgroundLayoutDataSource {
    /// Which rect each day's background covers; the demo's `b` key cycles through them.
    enum BackgroundShape: CaseIterable {
        /// The header, the items and the section inset: the whole day up to its footer.
        case wholeSection
        /// The items and the section inset: the layout's default rect.
        case items
        /// No background.
        case none

        /// What the status line says after a switch.
        var summary: String {
            switch self {
            case .wholeSection: "backgrounds: whole section (header + items + inset)"
            case .items: "backgrounds: items + section inset (layout default)"
            case .none: "backgrounds: off"
            }
        }

        /// The next shape, wrapping around.
        var next: BackgroundShape {
            let all = Self.allCases
            return all[(all.firstIndex(of: self)! + 1) % all.count]
        }
    }

    /// A colour per day, cycled, for terminals with colours.
    static let colors: [Color] = [.blue, .green, .magenta, .cyan, .yellow, .red]

    var days = WeekPlannerData.days
    var backgroundShape = BackgroundShape.wholeSection

    func numberOfSections(in collectionView: CollectionView) -> Int {
        days.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        days[section].events.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: DecorationDemo.cellIdentifier, for: indexPath)
        let event = days[indexPath.section].events[indexPath.item]
        cell.text = event.title
        cell.secondaryText = event.timeRange
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let day = days[indexPath.section]
        if kind == CollectionView.elementKindSectionHeader {
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: DecorationDemo.headerIdentifier, for: indexPath)
            header.text = day.name
            header.secondaryText = day.events.count == 1 ? "1 event" : "\(day.events.count) events"
            return header
        }
        let footer = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: DecorationDemo.footerIdentifier, for: indexPath)
        footer.text = day.bookedSummary
        return footer
    }

    // MARK: SectionBackgroundLayoutDataSource

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: SectionBackgroundFlowLayout,
        backgroundRectForSectionAt section: Int
    ) -> CGRect? {
        switch backgroundShape {
        case .wholeSection:
            let header = collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            return collectionViewLayout.defaultBackgroundRect(forSection: section).union(header?.frame ?? .null)
        case .items:
            return nil
        case .none:
            return .null
        }
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: SectionBackgroundFlowLayout,
        backgroundColorForSectionAt section: Int
    ) -> Color? {
        Self.colors[section % Self.colors.count]
    }
}
