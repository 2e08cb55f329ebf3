import TermCanvas

extension JungleCup {
    /// The picture in a player's cell: a small scene, taller than the window it is seen through.
    ///
    /// The tutorial gives the cell's image view negative top and bottom insets of the maximum parallax
    /// offset, so moving the image never uncovers the cell's background. Here the scene has `bleed`
    /// extra rows above (foliage) and below (the ground) the animal for the same reason.
    struct PlayerPortrait: Sendable {
        /// Columns of every scene.
        static let width = 11
        /// Rows above and below the animal; must be at least the layout's `maxParallaxOffset`.
        static let bleed = 1

        /// The scene, top to bottom: `bleed` rows of foliage, the animal, `bleed` rows of ground.
        let rows: [String]

        /// The portrait of a player of a team of `animal`; `number` varies the eyes so a squad's
        /// faces differ.
        init(animal: Team.Animal, number: Int) {
            let eyes = ["o", "O", "@", "^", "-", "*"]
            let eye = eyes[abs(number) % eyes.count]
            rows = Self.scene(for: animal).map { $0.replacingOccurrences(of: "E", with: eye) }
        }

        /// The foreground colour of the animal's rows.
        static func color(for animal: Team.Animal) -> TerminalColor {
            switch animal {
            case .owl: .yellow
            case .giraffe: .yellow
            case .parrot: .cyan
            case .tiger: .red
            }
        }

        // Each scene is 6 rows of 11 columns: foliage, four rows of animal ("E" marks the eyes), ground.
        private static func scene(for animal: Team.Animal) -> [String] {
            switch animal {
            case .owl: [
                #" \|/  \|/  "#,
                #"    ,_,    "#,
                #"   (E,E)   "#,
                #"   (   )   "#,
                #"   -"-"-   "#,
                #" ========= "#,
            ]
            case .giraffe: [
                #" \|/  \|/  "#,
                #"    o o    "#,
                #"  =(E E)=  "#,
                #"    |  |   "#,
                #"    (oo)   "#,
                #"  ,,|::|,, "#,
            ]
            case .parrot: [
                #" \|/  \|/  "#,
                #"    ,--.   "#,
                #"   ( E  >  "#,
                #"   /) )    "#,
                #"  ==""==   "#,
                #"    ||     "#,
            ]
            case .tiger: [
                #" \|/  \|/  "#,
                #"  /\_._/\  "#,
                #"  (E   E)  "#,
                #"   \=Y=/   "#,
                #"  //|||\\  "#,
                #" """"""""" "#,
            ]
            }
        }
    }
}
