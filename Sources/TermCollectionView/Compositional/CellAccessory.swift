import Foundation

/// A glyph a list cell shows at its trailing side: UIKit's `UICellAccessory`.
///
/// Drawn as terminal glyphs: `disclosureIndicator` "›", `checkmark` "✓", `outlineDisclosure` "▸",
/// `label(text:)` its dimmed text. `outlineDisclosure` only draws: expanding and collapsing a
/// section snapshot is not simulated (there is no diffable data source here).
public struct CellAccessory: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case disclosureIndicator
        case checkmark
        case outlineDisclosure
        case label(String)
    }

    let kind: Kind

    public static func disclosureIndicator() -> CellAccessory { CellAccessory(kind: .disclosureIndicator) }
    public static func checkmark() -> CellAccessory { CellAccessory(kind: .checkmark) }
    public static func outlineDisclosure() -> CellAccessory { CellAccessory(kind: .outlineDisclosure) }
    public static func label(text: String) -> CellAccessory { CellAccessory(kind: .label(text)) }

    /// What the accessory draws.
    var glyph: String {
        switch kind {
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .outlineDisclosure: "▸"
        case .label(let text): text
        }
    }

    var isDim: Bool {
        if case .label = kind { return true }
        return kind == .disclosureIndicator
    }
}
