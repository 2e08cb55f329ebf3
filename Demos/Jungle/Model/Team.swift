extension JungleCup {
    /// A Jungle Cup team: the four the tutorial's menu switches between.
    struct Team: Sendable {
        /// The animal the team's portraits show.
        enum Animal: Sendable {
            case owl, giraffe, parrot, tiger
        }

        let name: String
        let emoji: String
        let animal: Animal
        let players: [Player]

        /// The players of one role, in squad order: the items of that role's section.
        func players(in role: Player.Role) -> [Player] {
            players.filter { $0.role == role }
        }

        /// The average strength of the players of `role` (0 when the role is empty): the section footer's
        /// "collective strength".
        func collectiveStrength(of role: Player.Role) -> Int {
            let group = players(in: role)
            guard !group.isEmpty else { return 0 }
            let total = group.reduce(0) { $0 + $1.strength }
            return (total + group.count / 2) / group.count
        }
    }
}
