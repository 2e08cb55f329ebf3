import Foundation

/// How text is laid out in paragraphs: UIKit's `NSParagraphStyle` (stored only: a label aligns by
/// its `textAlignment`).
open class ParagraphStyle: NSObject, @unchecked Sendable {
    /// The default style.
    public static let `default` = ParagraphStyle()
    /// Extra room between lines (stored only).
    open var lineSpacing: CGFloat { storage.lineSpacing }
    /// The alignment (stored only).
    open var alignment: TextAlignment { storage.alignment }
    /// How lines break (stored only).
    open var lineBreakMode: LineBreakMode { storage.lineBreakMode }
    /// A line-height multiple (stored only).
    open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
    /// Room after the paragraph (stored only).
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }

    struct Storage {
        var lineSpacing: CGFloat = 0
        var alignment = TextAlignment.natural
        var lineBreakMode = LineBreakMode.byWordWrapping
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
    }
    var storage = Storage()

    public override init() {
        super.init()
    }
}

/// A paragraph style to set up: UIKit's `NSMutableParagraphStyle` (stored only).
open class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat {
        get { storage.lineSpacing }
        set { storage.lineSpacing = newValue }
    }
    open override var alignment: TextAlignment {
        get { storage.alignment }
        set { storage.alignment = newValue }
    }
    open override var lineBreakMode: LineBreakMode {
        get { storage.lineBreakMode }
        set { storage.lineBreakMode = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { storage.lineHeightMultiple }
        set { storage.lineHeightMultiple = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { storage.paragraphSpacing }
        set { storage.paragraphSpacing = newValue }
    }
}
