import Foundation
import TermCanvas

/// What a typing key does to a text being edited with the caret at its end, as a text field and a text
/// view both type: a character is appended, Backspace or Delete removes the last character, Return
/// appends a line break where the text has lines. The range is UTF-16, as UIKit's delegates are asked.
struct TypedEdit {
    /// The part of the text replaced.
    let range: NSRange
    /// What replaces it.
    let replacement: String

    /// The edit `key` makes to `text`; nil for a key that does not edit it (Return in a single line,
    /// Esc, arrows). Backspace on an empty text is an empty edit.
    init?(key: Key, text: String, allowsLineBreaks: Bool) {
        let length = (text as NSString).length
        switch key {
        case .character(let character):
            self.init(range: NSRange(location: length, length: 0), replacement: String(character))
        case .enter where allowsLineBreaks:
            self.init(range: NSRange(location: length, length: 0), replacement: "\n")
        case .backspace, .delete:
            let removed = text.last.map { (String($0) as NSString).length } ?? 0
            self.init(range: NSRange(location: length - removed, length: removed), replacement: "")
        default:
            return nil
        }
    }

    private init(range: NSRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Whether the edit changes nothing (Backspace on an empty text).
    var isEmpty: Bool { range.length == 0 && replacement.isEmpty }
}
