import Foundation

/// A glyph a list cell shows at its trailing side: UIKit's `UICellAccessory`.
///
/// Drawn as terminal glyphs: `disclosureIndicator` "›", `checkmark` "✓", `outlineDisclosure` "▸"
/// collapsed and "▾" expanded, `label(text:)` its dimmed text, `delete` "⊖", `insert` "⊕",
/// `reorder` "≡", `multiselect` "○" ("●" selected), `detail` "ⓘ"; a `customView` draws nothing of its
/// own. Each shows in the states its `displayed` names — `delete`, `insert`, `reorder` and
/// `multiselect` only while the collection view `isEditing`, as UIKit's defaults say. In a section of
/// a diffable data source's section snapshot, tapping a cell whose outline disclosure has the
/// `.header` style (or `.automatic` on a cell showing a `.header()` configuration) expands or
/// collapses it, as UIKit's header-style disclosure does. With the `.cell` style only the glyph itself
/// toggles in UIKit; the glyph is not hit-tested here, so such a tap only selects. Action handlers are
/// stored: glyphs are not hit-tested.
public struct CellAccessory: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case disclosureIndicator
        case checkmark
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        case label(String)
        case delete, insert, reorder, multiselect, detail, customView
    }

    /// When an accessory shows: UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Hashable, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// UIKit's `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// Whether tapping the whole cell (`.header`) or only the disclosure (`.cell`) toggles.
        public enum Style: Int, Hashable, Sendable { case automatic, header, cell }

        /// Which tap toggles the item: `.header` (or `.automatic` on a header-configured cell) makes a tap on the cell expand or collapse it; `.cell` leaves the cell's tap to selection.
        public var style: Style
        /// Whether the disclosure is hidden; the other options are stored only.
        public var isHidden: Bool?
        /// Stored only: the glyph draws in the cell's style.
        public var tintColor: Color?
        /// Stored only: the glyph takes its own width.
        public var reservedLayoutWidth: CGFloat?

        /// Makes the options, as UIKit's initializer with the same labels.
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: Color? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// The options the other accessories take (UIKit's per-accessory `…Options`; only `isHidden` is read).
    public struct Options: Hashable, Sendable {
        /// Whether the accessory is hidden; the other options are stored only.
        public var isHidden: Bool?
        /// Stored only: the glyph draws in the cell's style.
        public var tintColor: Color?
        /// Stored only: glyphs have no background of their own.
        public var backgroundColor: Color?
        /// Stored only: the glyph takes its own width.
        public var reservedLayoutWidth: CGFloat?
        /// Stored only: no separator is drawn beside the accessory.
        public var showsVerticalSeparator: Bool?

        /// Makes the options, as UIKit's initializer with the same labels.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: Color? = nil,
                    backgroundColor: Color? = nil, showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// UIKit's `UICellAccessory.CustomViewConfiguration` (the view is stored, not drawn).
    public struct CustomViewConfiguration: @unchecked Sendable {
        /// The view (stored, not drawn).
        public let customView: View
        /// The side and the editing states the view shows in; only the displayed state is read.
        public var placement: Placement
        /// Whether the accessory is hidden.
        public var isHidden: Bool?
        /// Stored only.
        public var reservedLayoutWidth: CGFloat?
        /// Stored only.
        public var tintColor: Color?
        /// Stored only.
        public var maintainsFixedSize: Bool?

        /// Makes the configuration, as UIKit's initializer with the same labels.
        public init(customView: View, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
                    tintColor: Color? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// UIKit's `UICellAccessory.Placement`.
    public enum Placement: Hashable, Sendable {
        case leading(displayed: DisplayedState = .always), trailing(displayed: DisplayedState = .always)
    }

    let kind: Kind
    /// When it shows.
    let displayed: DisplayedState
    /// Whether its options hide it.
    let isHidden: Bool
    /// What a tap on it would run (stored only: glyphs are not hit-tested).
    let actionHandler: (@MainActor @Sendable () -> Void)?

    init(kind: Kind, displayed: DisplayedState = .always, isHidden: Bool? = nil, actionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        self.actionHandler = actionHandler
    }

    /// Equal when the kind, the displayed state and the hidden flag match; action handlers are not compared.
    public static func == (lhs: CellAccessory, rhs: CellAccessory) -> Bool {
        lhs.kind == rhs.kind && lhs.displayed == rhs.displayed && lhs.isHidden == rhs.isHidden
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(displayed)
        hasher.combine(isHidden)
    }

    /// A "›" that says the row leads on (always shown by default).
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden)
    }
    /// A "✓" (always shown by default).
    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden)
    }
    /// "▸"/"▾" for an outline item; the `.header` style expands and collapses on a tap of the row.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@MainActor @Sendable () -> Void)? = nil) -> CellAccessory {
        CellAccessory(kind: .outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    /// Dimmed text at the trailing side.
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(kind: .label(text), displayed: displayed, isHidden: options.isHidden)
    }
    /// A "⊖" shown while editing (the handler is stored: glyphs are not hit-tested).
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: (@MainActor @Sendable () -> Void)? = nil) -> CellAccessory {
        CellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    /// A "⊕" shown while editing (the handler is stored).
    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = Options(),
                              actionHandler: (@MainActor @Sendable () -> Void)? = nil) -> CellAccessory {
        CellAccessory(kind: .insert, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    /// A "≡" grip shown while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> CellAccessory {
        CellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden)
    }
    /// "○", "●" when selected, shown while editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> CellAccessory {
        CellAccessory(kind: .multiselect, displayed: displayed, isHidden: options.isHidden)
    }
    /// An "ⓘ" (the handler is stored).
    public static func detail(displayed: DisplayedState = .always, options: Options = Options(),
                              actionHandler: (@MainActor @Sendable () -> Void)? = nil) -> CellAccessory {
        CellAccessory(kind: .detail, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    /// A view of your own: its displayed state and `isHidden` are kept, the view is neither kept nor drawn.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        let displayed: DisplayedState = switch configuration.placement {
        case .leading(let state), .trailing(let state): state
        }
        return CellAccessory(kind: .customView, displayed: displayed, isHidden: configuration.isHidden)
    }

    /// Whether it shows in a collection view that is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// What the accessory draws on a cell whose outline item is (or is not) expanded, and selected.
    func glyph(expanded: Bool, selected: Bool = false) -> String {
        switch kind {
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .outlineDisclosure: expanded ? "▾" : "▸"
        case .label(let text): text
        case .delete: "⊖"
        case .insert: "⊕"
        case .reorder: "≡"
        case .multiselect: selected ? "●" : "○"
        case .detail: "ⓘ"
        case .customView: ""
        }
    }

    /// The outline disclosure's style, if this is one.
    var outlineStyle: OutlineDisclosureOptions.Style? {
        if case .outlineDisclosure(let style) = kind { return style }
        return nil
    }

    var isDim: Bool {
        if case .label = kind { return true }
        return kind == .disclosureIndicator || kind == .reorder
    }
}
