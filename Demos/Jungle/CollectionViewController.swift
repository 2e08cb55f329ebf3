import UIKitCompat

extension JungleCup {
    /// The tutorial's `JungleCupCollectionViewController`: a collection view controller with the custom
    /// layout; it registers the views, serves the displayed team's players by role, and switches teams.
    /// Differences from the tutorial: the layout comes through `init(collectionViewLayout:)` instead of
    /// the storyboard, views are classes instead of nibs, and the data source overrides sit in the class
    /// body (an `override` cannot live in an extension without the Objective-C runtime).
    final class CollectionViewController: UICollectionViewController {
        // MARK: - Properties

        var customLayout: CustomLayout? {
            collectionView?.collectionViewLayout as? CustomLayout
        }

        let teams = Team.all
        /// The index of the team on screen (menu order).
        private(set) var displayedTeam = 0

        init() {
            super.init(collectionViewLayout: CustomLayout())
        }

        // MARK: - View Life Cycle

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "jungle"
            setupCollectionViewLayout()
        }

        override var keyCommands: [UIKeyCommand]? {
            teamCommands + settingsCommands
        }

        private func setupCollectionViewLayout() {
            guard let collectionView, let customLayout else { return }
            // 1: one class per element, registered under the element's kind and id.
            collectionView.register(PlayerCell.self, forCellWithReuseIdentifier: CustomLayout.Element.cell.id)
            let supplementaryViews: [(CustomLayout.Element, UICollectionReusableView.Type)] = [
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

        // MARK: - Keys (the tutorial's app has a menu to tap; here keys pick the team and the effects)

        /// `1`–`4` show a team, Tab the next one.
        private var teamCommands: [UIKeyCommand] {
            let teams = teams.enumerated().map { index, team in
                UIKeyCommand(input: Character("\(index + 1)"), title: "show the \(team.name)") { [unowned self] in
                    showTeam(at: index)
                    statusMessage = "team \(team.name)"
                }
            }
            let next = UIKeyCommand(inputs: [.tab], title: "next team") { [unowned self] in
                showTeam(at: (displayedTeam + 1) % self.teams.count)
                statusMessage = "team \(self.teams[displayedTeam].name)"
            }
            return teams + [next]
        }

        /// One key per effect, so a viewer can compare it on and off.
        private var settingsCommands: [UIKeyCommand] {
            let toggles: [(Character, String, WritableKeyPath<CustomLayoutSettings, Bool>)] = [
                ("s", "stretchy header", \.isHeaderStretchy),
                ("o", "header overlay", \.isAlphaOnHeaderActive),
                ("m", "sticky menu", \.isMenuSticky),
                ("t", "sticky section headers", \.isSectionHeadersSticky),
                ("p", "parallax", \.isParallaxOnCellsEnabled),
            ]
            return toggles.map { key, name, setting in
                UIKeyCommand(input: key, title: "\(name) on/off") { [unowned self] in
                    let isOn = toggle(setting)
                    statusMessage = "\(name) \(isOn ? "on" : "off")"
                }
            }
        }

        // MARK: - UICollectionViewDataSource

        override func numberOfSections(in collectionView: UICollectionView) -> Int {
            Player.Role.allCases.count
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            players(inSection: section).count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CustomLayout.Element.cell.id, for: indexPath)
            if let playerCell = cell as? PlayerCell {
                playerCell.player = players(inSection: indexPath.section)[indexPath.item]
                playerCell.animal = team.animal
            }
            return cell
        }

        override func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
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
