import Foundation
import TermCanvas

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
