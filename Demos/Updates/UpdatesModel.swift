import Foundation

/// The data behind the updates demo: sections of fruit, each item with a serial number (its identity)
/// and a version that a reload bumps.
struct UpdatesModel {
    struct Item: Equatable {
        let serial: Int
        let name: String
        var version = 1
    }

    struct Section: Equatable {
        let title: String
        var items: [Item]
    }

    static let names = ["Apple", "Banana", "Cherry", "Damson", "Elder", "Fig", "Grape", "Huckle", "Kiwi", "Lemon",
                        "Mango", "Nectar", "Olive", "Papaya", "Quince", "Rowan", "Sloe", "Tamarind", "Ugli", "Yuzu"]

    var sections: [Section] = []
    private var nextSerial = 1
    private var nextSection = 1

    /// Two sections of 6 and 5 items.
    static func initial() -> UpdatesModel {
        var model = UpdatesModel()
        model.sections = [model.makeSection(count: 6), model.makeSection(count: 5)]
        return model
    }

    /// A new item with the next serial number.
    mutating func makeItem() -> Item {
        defer { nextSerial += 1 }
        return Item(serial: nextSerial, name: Self.names[(nextSerial - 1) % Self.names.count])
    }

    /// A new section of `count` new items.
    mutating func makeSection(count: Int) -> Section {
        defer { nextSection += 1 }
        return Section(title: "Basket \(nextSection)", items: (0..<count).map { _ in makeItem() })
    }
}

/// SplitMix64: a tiny seeded generator, so the demo's random batches are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
