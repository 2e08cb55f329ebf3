import Foundation

/// A picture in a terminal: one glyph. Stands in for UIKit's `UIImage` where content configurations
/// take an image; `Image(systemName:)` maps common SF Symbols names to a glyph.
public struct Image: Hashable, Sendable {
    /// What is drawn: a single character, possibly two columns wide.
    public let glyph: String

    /// An image that draws as `glyph`.
    public init(glyph: String) {
        self.glyph = glyph
    }

    /// The glyph for an SF Symbols name (the part before the first ".", so "star.fill" is a star).
    /// A name without a glyph of its own draws as `◆`, so the view shows where the symbol goes: the
    /// catalogue has thousands of names, and code written for iOS unwraps the ones it uses (UIKit
    /// returns `nil` only for names that are not in it). An empty name has no image.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        let base = name.split(separator: ".").first.map(String.init) ?? name
        glyph = Self.directionalGlyphs[name] ?? Self.symbolGlyphs[base] ?? Self.unknownSymbolGlyph
    }

    /// What a symbol name without a glyph of its own draws as.
    static let unknownSymbolGlyph = "◆"

    /// An image from the app's bundle or asset catalog (UIKit's `UIImage(named:)`). A terminal cannot
    /// draw a bitmap and tcv reads no asset catalog, so every named image draws as the picture glyph
    /// `▨` (the SF Symbol "photo"): the layout shows where the image goes. An empty name has no image.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.glyph = "▨"
    }

    /// Symbols whose direction is in the rest of the name (a chevron is nothing without it).
    static let directionalGlyphs: [String: String] = [
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "square.and.arrow.up": "⇧",
        "square.and.pencil": "✎", "square.grid.2x2": "▦",
    ]

    static let symbolGlyphs: [String: String] = [
        "star": "★", "heart": "♥", "folder": "▤", "doc": "▯", "trash": "♺", "gear": "⚙", "gearshape": "⚙",
        "person": "☺", "house": "⌂", "bell": "♪", "music": "♫", "checkmark": "✓", "xmark": "✗",
        "circle": "○", "square": "□", "triangle": "△", "bolt": "ϟ", "envelope": "✉", "paperplane": "➤",
        "flag": "⚑", "bookmark": "⊡", "tag": "⌗", "clock": "◷", "calendar": "▦", "photo": "▨",
        "sun": "☼", "moon": "☾", "cloud": "☁", "globe": "◍", "lock": "⊠", "magnifyingglass": "⌕",
        "icloud": "☁", "iphone": "▯", "ipad": "▭", "newspaper": "▤", "plus": "+", "minus": "−",
        "info": "ⓘ", "exclamationmark": "!", "questionmark": "?", "pencil": "✎",
        "cart": "⛟", "bag": "⊔", "creditcard": "▭", "phone": "☏", "message": "✉", "bubble": "✉",
        "camera": "◉", "video": "▶", "play": "▶", "pause": "⏸", "stop": "■", "forward": "»", "backward": "«",
        "link": "⛓", "location": "➤", "map": "▦", "pin": "⚲", "mappin": "⚲", "eye": "◉", "hand": "✋",
        "hourglass": "⧗", "timer": "◷", "alarm": "◷", "battery": "▭", "wifi": "◠", "antenna": "◠",
        "list": "≡", "line": "≡", "ellipsis": "…", "slider": "⚙", "rectangle": "▭",
        "sparkles": "✧", "flame": "♨", "leaf": "❦", "drop": "◖", "snowflake": "❄", "car": "⛟",
        "airplane": "✈", "bicycle": "⚲", "figure": "☺", "books": "▤", "book": "▯", "graduationcap": "⌂",
        "gift": "⊞", "trophy": "♛", "crown": "♛", "rosette": "✪", "chart": "▥", "dollarsign": "$",
    ]
}
