/// A cell as the canvas stores it: plain bits with no references, so a frame of thousands of cells
/// is created, copied, compared and freed as a block of memory (no retain, release or string
/// comparison per cell). `Cell` is the public face; the canvas converts at its edges.
///
/// A cell is 16 bytes: cells are cleared, drawn and compared with the last frame's every frame (in
/// the columns drawn, see `DrawnSpan`), so their size is memory traffic on every frame. The grapheme's UTF-8 bytes
/// (up to 12, which covers every letter, CJK character, box-drawing character and most emoji,
/// including flags, skin tones and two-person sequences) are kept inline; a longer grapheme (a joined
/// emoji family) is kept in the canvas's `longGraphemes` table and referred to by index.
///
/// Two packed cells with the same bytes show the same thing, except long graphemes, whose indices
/// belong to their canvas: `Canvas.cell(at:equals:in:)` compares those by text.
struct PackedCell: Equatable, Sendable {
    /// UTF-8 bytes 0–7 of the grapheme, byte 0 lowest; for a long grapheme, its index in the table.
    var low: UInt64
    /// UTF-8 bytes 8–11.
    var high: UInt32
    /// The style's bits (see `PackedStyle`).
    var style: UInt16
    /// The grapheme's UTF-8 byte count (0 for a continuation), or `longMarker`. With it the 16 bytes
    /// have no padding, so rows compare with `memcmp`.
    var byteCount: UInt16

    static let inlineCapacity = 12
    static let longMarker: UInt16 = 0xFF
    static let blank = PackedCell(low: 0x20, high: 0, style: 0, byteCount: 1)

    /// The space that replaces an orphaned half of a wide grapheme, keeping `style`.
    static func space(style: UInt16) -> PackedCell { PackedCell(low: 0x20, high: 0, style: style, byteCount: 1) }

    /// The right half of a wide grapheme drawn in `style`.
    static func continuation(style: UInt16) -> PackedCell { PackedCell(low: 0, high: 0, style: style, byteCount: 0) }

    /// Packs `cell`, adding its grapheme to `longGraphemes` when it does not fit inline.
    init(_ cell: Cell, longGraphemes: inout [String]) {
        style = PackedStyle.pack(cell.style)
        let utf8 = cell.text.utf8
        guard utf8.count <= Self.inlineCapacity else {
            let index = longGraphemes.firstIndex(of: cell.text) ?? {
                longGraphemes.append(cell.text)
                return longGraphemes.count - 1
            }()
            low = UInt64(index)
            high = 0
            byteCount = Self.longMarker
            return
        }
        var low: UInt64 = 0, high: UInt32 = 0, count = 0
        for byte in utf8 {
            if count < 8 { low |= UInt64(byte) << (8 * count) } else { high |= UInt32(byte) << (8 * (count - 8)) }
            count += 1
        }
        self.low = low
        self.high = high
        self.byteCount = UInt16(count)
    }

    /// `character` in packed `style` (a border part: packed without building a `Cell`).
    init(character: Character, style: UInt16, longGraphemes: inout [String]) {
        self.init(Cell(text: String(character)), longGraphemes: &longGraphemes)
        self.style = style
    }

    /// The one-byte grapheme `byte` (printable ASCII) in `style`.
    init(ascii byte: UInt8, style: UInt16) {
        self.init(low: UInt64(byte), high: 0, style: style, byteCount: 1)
    }

    /// The one-scalar grapheme `scalar` in `style`, encoded without making a `String` (at most 4
    /// UTF-8 bytes, so always inline).
    init(scalar: Unicode.Scalar, style: UInt16) {
        // Most scalars of simple text (a status line's words between its "│") are ASCII.
        if scalar.isASCII {
            self.init(ascii: UInt8(scalar.value), style: style)
            return
        }
        var low: UInt64 = 0, count = 0
        for byte in UTF8.encode(scalar)! {
            low |= UInt64(byte) << (8 * count)
            count += 1
        }
        self.init(low: low, high: 0, style: style, byteCount: UInt16(count))
    }

    private init(low: UInt64, high: UInt32, style: UInt16, byteCount: UInt16) {
        self.low = low
        self.high = high
        self.style = style
        self.byteCount = byteCount
    }

    /// The same bits: the comparison a frame makes per cell.
    @inline(__always)
    func isSame(as other: PackedCell) -> Bool {
        low == other.low && high == other.high && style == other.style && byteCount == other.byteCount
    }

    /// True for the right half of a wide grapheme (no text).
    var isContinuation: Bool { byteCount == 0 }

    /// True when the grapheme lives in the canvas's `longGraphemes` table.
    var isLong: Bool { byteCount == Self.longMarker }

    /// The grapheme, reading long ones from `longGraphemes`.
    func text(_ longGraphemes: [String]) -> String {
        if isLong { return longGraphemes[Int(low)] }
        let count = Int(byteCount)
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count {
                buffer[index] = UInt8(truncatingIfNeeded: index < 8 ? low >> (8 * index) : UInt64(high) >> (8 * (index - 8)))
            }
            return count
        }
    }

    func cell(_ longGraphemes: [String]) -> Cell {
        Cell(text: text(longGraphemes), style: PackedStyle.unpack(style))
    }
}
