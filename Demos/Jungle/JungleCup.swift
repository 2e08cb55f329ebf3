import Foundation
import TermCanvas
import TermCollectionView

extension Demo {
    /// The JungleCup app of Kodeco's custom-layout parallax tutorial: a stretchy header, a sticky menu,
    /// sticky section headers and parallax cells, each with a toggle key.
    public static let jungle = Demo(
        name: "jungle",
        summary: "JungleCup: stretchy header, sticky menu and section headers, parallax; 1-4/Tab teams, s m t p o toggles"
    ) { clock in
        JungleCup.makeHost(clock: clock)
    }
}

/// The jungle demo's namespace. It keeps the tutorial's type names (`CustomLayout`, `PlayerCell`,
/// `HeaderView`, …) without clashing with the other demos in the module.
enum JungleCup {
    /// Builds the demo's screen: the collection view controller, and its keys.
    @MainActor
    static func makeHost(clock: FrameClock) -> CollectionViewHost {
        let controller = CollectionViewController()
        let host = CollectionViewHost(collectionView: controller.collectionView, title: "jungle", clock: clock)
        host.retainedObjects = [controller]
        host.keyCommands = teamCommands(controller, host: host) + settingsCommands(controller, host: host)
        return host
    }

    /// `1`–`4` show a team, Tab the next one.
    @MainActor
    private static func teamCommands(_ controller: CollectionViewController, host: CollectionViewHost) -> [KeyCommand] {
        let teams = controller.teams.enumerated().map { index, team in
            KeyCommand(input: Character("\(index + 1)"), title: "show the \(team.name)") { [unowned host] in
                controller.showTeam(at: index)
                host.statusMessage = "team \(team.name)"
            }
        }
        let next = KeyCommand(inputs: [.tab], title: "next team") { [unowned host] in
            controller.showTeam(at: (controller.displayedTeam + 1) % controller.teams.count)
            host.statusMessage = "team \(controller.teams[controller.displayedTeam].name)"
        }
        return teams + [next]
    }

    /// One key per effect, so a viewer can compare it on and off.
    @MainActor
    private static func settingsCommands(_ controller: CollectionViewController, host: CollectionViewHost) -> [KeyCommand] {
        let toggles: [(Character, String, WritableKeyPath<CustomLayoutSettings, Bool>)] = [
            ("s", "stretchy header", \.isHeaderStretchy),
            ("o", "header overlay", \.isAlphaOnHeaderActive),
            ("m", "sticky menu", \.isMenuSticky),
            ("t", "sticky section headers", \.isSectionHeadersSticky),
            ("p", "parallax", \.isParallaxOnCellsEnabled),
        ]
        return toggles.map { key, name, setting in
            KeyCommand(input: key, title: "\(name) on/off") { [unowned host] in
                let isOn = controller.toggle(setting)
                host.statusMessage = "\(name) \(isOn ? "on" : "off")"
            }
        }
    }
}
