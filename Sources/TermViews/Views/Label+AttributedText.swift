import Foundation

extension Label {
    /// The text with attributes (UIKit's `attributedText`). Setting it sets `text` to its string and
    /// takes the first run's `.font` and `.foregroundColor` for the whole label — a terminal label
    /// draws in one style; the other attributes are kept in the string and not drawn. Reading it
    /// after `text` was set gives that text without attributes.
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            if let attributed = attributedTextStorage, attributed.string == text { return attributed }
            return NSAttributedString(string: text)
        }
        set {
            attributedTextStorage = newValue
            guard let newValue, newValue.length > 0 else {
                text = newValue?.string
                return
            }
            let first = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? Font { self.font = font }
            if let color = first[.foregroundColor] as? Color { textColor = color }
            text = newValue.string
        }
    }
}
