import Foundation
import TermCollectionView

extension JungleCup {
    /// The tutorial's `JungleCupCollectionViewController`: owns the collection view with the custom
    /// layout, registers the views, serves the displayed team's players by role, and switches teams.
    @MainActor
    final class CollectionViewController: CollectionViewDataSource {
        let collectionView: CollectionView
        let teams = Team.all
        /// The index of the team on screen (menu order).
        private(set) var displayedTeam = 0

        var customLayout: CustomLayout? {
            collectionView.collectionViewLayout as? CustomLayout
        }

        init() {
            collectionView = CollectionView(frame: .zero, collectionViewLayout: CustomLayout())
            setupCollectionViewLayout()
            collectionView.dataSource = self
        }

        private func setupCollectionViewLayout() {
            guard let customLayout else { return }
            // 1: one class per element, registered under the element's kind and id.
            collectionView.register(PlayerCell.self, forCellWithReuseIdentifier: CustomLayout.Element.cell.id)
            let supplementaryViews: [(CustomLayout.Element, CollectionReusableView.Type)] = [
                (.header, HeaderView.self), (.menu, MenuView.self),
                (.sectionHeader, SectionHeaderView.self), (.sectionFooter, SectionFooterView.self),
            ]
            for (element, viewClass) in supplementaryViews {
                collectionView.register(viewClass, forSupplementaryViewOfKind: element.kind, withReuseIdentifier: element.id)
            }
            // 2
            customLayout.settings = .jungleCup
        }

        /// Shows another team: reloads the data, keeping the scroll position where the new content allows.
        func showTeam(at index: Int) {
            guard teams.indices.contains(index) else { return }
            displayedTeam = index
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
            collectionView.contentOffset = collectionView.clampedToContent(collectionView.contentOffset)
        }

        /// Flips one of the layout's effects and invalidates the layout; returns the new value.
        func toggle(_ setting: WritableKeyPath<CustomLayoutSettings, Bool>) -> Bool {
            guard let customLayout else { return false }
            customLayout.settings[keyPath: setting].toggle()
            customLayout.invalidateLayout()
            return customLayout.settings[keyPath: setting]
        }

        private var team: Team {
            teams[displayedTeam]
        }

        private func players(inSection section: Int) -> [Player] {
            Player.Role(rawValue: section).map(team.players(in:)) ?? []
        }

        // MARK: - CollectionViewDataSource

        func numberOfSections(in collectionView: CollectionView) -> Int {
            Player.Role.allCases.count
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            players(inSection: section).count
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CustomLayout.Element.cell.id, for: indexPath)
            if let playerCell = cell as? PlayerCell {
                playerCell.player = players(inSection: indexPath.section)[indexPath.item]
                playerCell.animal = team.animal
            }
            return cell
        }

        func collectionView(
            _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> CollectionReusableView {
            let element = CustomLayout.Element.allCases.first { $0.kind == kind } ?? .header
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: element.id, for: indexPath)
            let role = Player.Role(rawValue: indexPath.section) ?? .goalkeeper
            switch view {
            case let menu as MenuView:
                menu.teams = teams
                menu.selectedIndex = displayedTeam
            case let header as SectionHeaderView:
                header.title = role.title
                header.playerCount = team.players(in: role).count
            case let footer as SectionFooterView:
                footer.title = role.title
                footer.strength = team.collectiveStrength(of: role)
            default:
                break
            }
            return view
        }
    }
}
