import Foundation

extension Demo {
    /// The JungleCup app of Kodeco's custom-layout parallax tutorial: a stretchy header, a sticky menu,
    /// sticky section headers and parallax cells, each with a toggle key.
    public static let jungle = Demo(
        name: "jungle",
        summary: "JungleCup: stretchy header, sticky menu and section headers, parallax; 1-4/Tab teams, s m t p o toggles"
    ) {
        JungleCup.CollectionViewController()
    }
}

/// The jungle demo's namespace. It keeps the tutorial's type names (`CustomLayout`, `PlayerCell`,
/// `HeaderView`, …) without clashing with the other demos in the module.
enum JungleCup {}
