import Foundation

/// A Uniform Type Identifier: the `UniformTypeIdentifiers` framework's `UTType`, for the type
/// identifiers drag and drop code passes (`UTType.plainText.identifier`). `tcv run` blanks
/// `import UniformTypeIdentifiers` (and `MobileCoreServices`), which Linux does not have, so the
/// type comes with `import UIKit`. Conformance follows the system's tree for the types below.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier, such as `public.plain-text`.
    public let identifier: String

    /// The type named `identifier`.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    private init(known identifier: String) {
        self.identifier = identifier
    }

    /// Whether this type is `type` or one of its descendants.
    public func conforms(to type: UTType) -> Bool {
        ItemProvider.isTypeIdentifier(identifier, conformingTo: type.identifier)
    }

    /// The identifier, such as `public.plain-text`.
    public var description: String { identifier }

    /// `public.item`: the root of the tree, any item.
    public static let item = UTType(known: "public.item")
    /// `public.content`: document content.
    public static let content = UTType(known: "public.content")
    /// `public.data`: a byte stream.
    public static let data = UTType(known: "public.data")
    /// `public.text`: any text.
    public static let text = UTType(known: "public.text")
    /// `public.plain-text`: text without markup.
    public static let plainText = UTType(known: "public.plain-text")
    /// `public.utf8-plain-text`: plain text in UTF-8.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// `public.url`: a URL.
    public static let url = UTType(known: "public.url")
    /// `public.image`: any image.
    public static let image = UTType(known: "public.image")
    /// `public.png`: a PNG image.
    public static let png = UTType(known: "public.png")
    /// `public.jpeg`: a JPEG image.
    public static let jpeg = UTType(known: "public.jpeg")
    /// `public.json`: JSON text.
    public static let json = UTType(known: "public.json")
}
