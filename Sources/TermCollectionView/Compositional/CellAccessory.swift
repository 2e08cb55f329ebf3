import Foundation

/// A glyph a list cell shows at its trailing side: UIKit's `UICellAccessory`.
///
/// Drawn as terminal glyphs: `disclosureIndicator` "›", `checkmark` "✓", `outlineDisclosure` "▸"
/// collapsed and "▾" expanded, `label(text:)` its dimmed text. In a section of a diffable data
/// source's section snapshot, tapping a cell whose outline disclosure has the `.header` style (or
/// `.automatic` on a cell showing a `.header()` configuration) expands or collapses it, as UIKit's
/// header-style disclosure does. With the `.cell` style only the glyph itself toggles in UIKit; the
/// glyph is not hit-tested here, so such a tap only selects.
public struct CellAccessory: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case disclosureIndicator
        case checkmark
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        case label(String)
    }

    /// UIKit's `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// Whether tapping the whole cell (`.header`) or only the disclosure (`.cell`) toggles.
        public enum Style: Int, Hashable, Sendable { case automatic, header, cell }

        public var style: Style

        public init(style: Style = .automatic) {
            self.style = style
        }
    }

    let kind: Kind

    public static func disclosureIndicator() -> CellAccessory { CellAccessory(kind: .disclosureIndicator) }
    public static func checkmark() -> CellAccessory { CellAccessory(kind: .checkmark) }
    public static func outlineDisclosure(options: OutlineDisclosureOptions = OutlineDisclosureOptions()) -> CellAccessory {
        CellAccessory(kind: .outlineDisclosure(options.style))
    }
    public static func label(text: String) -> CellAccessory { CellAccessory(kind: .label(text)) }

    /// What the accessory draws on a cell whose outline item is (or is not) expanded.
    func glyph(expanded: Bool) -> String {
        switch kind {
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .outlineDisclosure: expanded ? "▾" : "▸"
        case .label(let text): text
        }
    }

    /// The outline disclosure's style, if this is one.
    var outlineStyle: OutlineDisclosureOptions.Style? {
        if case .outlineDisclosure(let style) = kind { return style }
        return nil
    }

    var isDim: Bool {
        if case .label = kind { return true }
        return kind == .disclosureIndicator
    }
}
