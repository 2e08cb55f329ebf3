/// The carousel's cards: the planets (and a dwarf), each with its Japanese name and a fact short
/// enough for a card at three-quarter scale (14 columns inside the border).
enum CarouselData {
    struct Planet: Equatable {
        let symbol: String
        let name: String
        let japaneseName: String
        let fact: String
    }

    static let planets: [Planet] = [
        Planet(symbol: "⚪", name: "Mercury", japaneseName: "水星", fact: "88-day year"),
        Planet(symbol: "🟡", name: "Venus", japaneseName: "金星", fact: "hottest planet"),
        Planet(symbol: "🌍", name: "Earth", japaneseName: "地球", fact: "home, one moon"),
        Planet(symbol: "🔴", name: "Mars", japaneseName: "火星", fact: "Olympus Mons"),
        Planet(symbol: "🟠", name: "Jupiter", japaneseName: "木星", fact: "Great Red Spot"),
        Planet(symbol: "🪐", name: "Saturn", japaneseName: "土星", fact: "rings of ice"),
        Planet(symbol: "🟢", name: "Uranus", japaneseName: "天王星", fact: "rolls sideways"),
        Planet(symbol: "🔵", name: "Neptune", japaneseName: "海王星", fact: "fastest winds"),
        Planet(symbol: "🟤", name: "Pluto", japaneseName: "冥王星", fact: "a dwarf planet"),
    ]
}
