extension JungleCup {
    /// One member of a Jungle Cup team.
    struct Player: Sendable, Equatable {
        /// What a player does on the pitch; the demo shows one section per role, in this order.
        enum Role: Int, CaseIterable, Sendable {
            case goalkeeper, defenders, midfielders, forwards

            /// The section header's title.
            var title: String {
                switch self {
                case .goalkeeper: "Goalkeeper"
                case .defenders: "Defenders"
                case .midfielders: "Midfielders"
                case .forwards: "Forwards"
                }
            }

            /// How one player of this role is described in a cell.
            var singular: String {
                switch self {
                case .goalkeeper: "Goalkeeper"
                case .defenders: "Defender"
                case .midfielders: "Midfielder"
                case .forwards: "Forward"
                }
            }
        }

        let name: String
        let number: Int
        let role: Role
        /// 0–99; the footer of a role's section shows the group's average.
        let strength: Int
    }
}
