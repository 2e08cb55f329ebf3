extension JungleCup.Team {
    /// The four teams, in menu order (keys 1–4).
    static let all: [JungleCup.Team] = [owls, giraffes, parrots, tigers]

    /// Builds a squad from (name, number, strength) rows per role.
    private static func squad(_ rows: [(JungleCup.Player.Role, [(String, Int, Int)])]) -> [JungleCup.Player] {
        rows.flatMap { role, players in
            players.map { JungleCup.Player(name: $0.0, number: $0.1, role: role, strength: $0.2) }
        }
    }

    static let owls = JungleCup.Team(name: "Owls", emoji: "🦉", animal: .owl, players: squad([
        (.goalkeeper, [("Barnaby Hoot", 1, 81)]),
        (.defenders, [("Olive Tawny", 2, 74), ("Percy Screech", 4, 69), ("Wilma Barnes", 5, 77), ("Otis Snowy", 3, 72)]),
        (.midfielders, [("Hector Horn", 8, 79), ("Luna Eagleton", 6, 84), ("Ezra Pellet", 10, 88), ("Mabel Talon", 7, 71)]),
        (.forwards, [("Ollie Swoop", 9, 86), ("Nyx Moonwing", 11, 90), ("Archie Hoolet", 17, 68)]),
    ]))

    static let giraffes = JungleCup.Team(name: "Giraffes", emoji: "🦒", animal: .giraffe, players: squad([
        (.goalkeeper, [("Gerald Longneck", 1, 92)]),
        (.defenders, [("Zara Spots", 2, 80), ("Tallulah Reach", 5, 85), ("Kito Acacia", 4, 66),
                      ("Mara Savanna", 3, 73), ("Jabari Hooves", 15, 70)]),
        (.midfielders, [("Nia Patchwork", 6, 75), ("Rafiki Tall", 8, 78), ("Imani Canopy", 10, 82), ("Dudu Stretch", 14, 64)]),
        (.forwards, [("Twiga Bolt", 9, 83), ("Amara Skyline", 7, 77), ("Zuri Lofty", 11, 71)]),
    ]))

    static let parrots = JungleCup.Team(name: "Parrots", emoji: "🦜", animal: .parrot, players: squad([
        (.goalkeeper, [("Polly Featherstone", 1, 76)]),
        (.defenders, [("Rio Scarlet", 4, 71), ("Coco Macaw", 2, 79), ("Kiwi Plume", 3, 65), ("Mango Beak", 5, 74)]),
        (.midfielders, [("Paco Squawk", 10, 91), ("Lola Tropic", 8, 80), ("Sunny Conure", 6, 73),
                        ("Jade Lorikeet", 14, 77), ("Pepe Cockatoo", 16, 69)]),
        (.forwards, [("Blu Rocket", 9, 87), ("Tango Wings", 11, 82), ("Ruby Echo", 7, 75)]),
    ]))

    static let tigers = JungleCup.Team(name: "Tigers", emoji: "🐯", animal: .tiger, players: squad([
        (.goalkeeper, [("Rajah Stripes", 1, 88)]),
        (.defenders, [("Shere Khanson", 5, 90), ("Amber Prowl", 2, 76), ("Bengal Brooks", 4, 81), ("Tora Claw", 3, 73)]),
        (.midfielders, [("Sumatra Sly", 8, 79), ("Ember Pounce", 6, 74), ("Kali Roar", 10, 85), ("Sasha Saber", 14, 70)]),
        (.forwards, [("Blaze Fang", 9, 93), ("Indira Dash", 7, 84), ("Zeus Growl", 11, 78), ("Tigra Swift", 19, 72)]),
    ]))
}
