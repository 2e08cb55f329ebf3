import Foundation

/// An image inside attributed text: UIKit's `NSTextAttachment`. In a terminal label the attachment is
/// its image's glyph in the string (`NSAttributedString(attachment:)`).
@preconcurrency @MainActor
open class TextAttachment: NSObject {
    /// The image shown.
    open var image: Image?
    /// Where the image sits relative to the line (stored only: a glyph takes one cell).
    open var bounds: CGRect = .zero

    /// An attachment without an image yet.
    public override init() {
        super.init()
    }

    /// An attachment showing `image`.
    public convenience init(image: Image) {
        self.init()
        self.image = image
    }
}

extension NSAttributedString {
    /// A one-character string showing `attachment`: its image's glyph (`◆` without an image).
    @MainActor
    public convenience init(attachment: TextAttachment) {
        self.init(string: attachment.image?.glyph ?? Image.unknownSymbolGlyph, attributes: [.attachment: attachment])
    }
}

extension NSMutableAttributedString {
    /// An empty string to append to, as Apple's Foundation makes one (Linux's has no such initializer).
    public convenience init() {
        self.init(string: "")
    }
}
