import Foundation

/// A value an item provider can carry: Foundation's `NSItemProviderWriting`. Not class-bound here,
/// so `Image` (a value type in tcv) and `String` conform as `UIImage` and `NSString` do on iOS.
public protocol ItemProviderWriting {}

/// A value an item provider can hand back: Foundation's `NSItemProviderReading`.
public protocol ItemProviderReading {}

extension NSString: ItemProviderWriting, ItemProviderReading {}
extension String: ItemProviderWriting, ItemProviderReading {}
extension NSURL: ItemProviderWriting, ItemProviderReading {}
extension URL: ItemProviderWriting, ItemProviderReading {}
extension Image: ItemProviderWriting, ItemProviderReading {}

/// What a drag carries: Foundation's `NSItemProvider`, which Linux's Foundation lacks.
///
/// A drag in tcv never leaves the program, so the provider keeps the object itself (and any data
/// registered for a type identifier) and loads it back at once: completion handlers run before the
/// `load…` call returns, where iOS calls them later on a background queue. Code that hops to the
/// main queue inside them works the same either way.
open class ItemProvider: CustomStringConvertible {
    /// The object given to `init(object:)`, if any.
    public private(set) var object: Any?
    private var dataLoaders: [(identifier: String, load: () -> Data?)] = []

    /// The type identifiers the provider can load, in the order they were registered (the object's
    /// first: `public.utf8-plain-text` for text, `public.url`, `public.image`).
    open var registeredTypeIdentifiers: [String] {
        (object.map { [Self.typeIdentifier(of: $0)] } ?? []) + dataLoaders.map(\.identifier)
    }

    /// A name for the carried content, shown by receivers that save it as a file (stored).
    open var suggestedName: String?

    /// An empty provider; register representations to fill it.
    public init() {}

    /// A provider carrying `object`.
    public init(object: ItemProviderWriting) {
        self.object = object
    }

    /// A provider carrying `item` under `typeIdentifier` (the older API).
    public init(item: Any?, typeIdentifier: String?) {
        object = item
        if let item, let typeIdentifier, let data = (item as? String)?.data(using: .utf8) ?? (item as? Data) {
            dataLoaders.append((typeIdentifier, { data }))
        }
    }

    /// Registers data produced on request for `typeIdentifier`. The handler is called when a receiver
    /// loads that type; it answers through its completion block.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: ItemProviderRepresentationVisibility = .all,
                                         loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        dataLoaders.append((typeIdentifier, {
            var result: Data?
            _ = loadHandler { data, _ in result = data }
            return result
        }))
    }

    /// Registers `object`'s representations (the provider carries it from now on).
    open func registerObject(_ object: ItemProviderWriting, visibility: ItemProviderRepresentationVisibility = .all) {
        self.object = object
    }

    /// Whether the provider holds something of type `typeIdentifier` or a type it conforms to
    /// (`public.plain-text` for `public.utf8-plain-text`, say).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { Self.isTypeIdentifier($0, conformingTo: typeIdentifier) }
    }

    /// Whether `loadObject(ofClass:)` can produce an `aClass`.
    open func canLoadObject<T>(ofClass aClass: T.Type) -> Bool {
        object.map { Self.cast($0, to: aClass) != nil } ?? false
    }

    /// Loads the carried object as `aClass` (`NSString.self`, `String.self`, `UIImage.self`), calling
    /// `completionHandler` before returning.
    @discardableResult
    open func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress {
        let loaded = object.flatMap { Self.cast($0, to: aClass) }
        completionHandler(loaded, loaded == nil ? ItemProviderError.unavailableCoercion(String(describing: aClass)) : nil)
        return Self.finishedProgress()
    }

    /// Loads the data registered for `typeIdentifier` (or the carried text as UTF-8).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        let data = dataLoaders.first { Self.isTypeIdentifier($0.identifier, conformingTo: typeIdentifier) }?.load()
            ?? (object.flatMap { Self.cast($0, to: String.self) }).flatMap { $0.data(using: .utf8) }
        completionHandler(data, data == nil ? ItemProviderError.unavailableCoercion(typeIdentifier) : nil)
        return Self.finishedProgress()
    }

    /// The older API: the item for `typeIdentifier` (the object, or the registered data).
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: ((Any?, Error?) -> Void)? = nil) {
        let item: Any? = object ?? dataLoaders.first { $0.identifier == typeIdentifier }?.load()
        completionHandler?(item, item == nil ? ItemProviderError.unavailableCoercion(typeIdentifier) : nil)
    }

    /// The provider as debuggers print it, with its registered type identifiers.
    public var description: String { "<ItemProvider types: \(registeredTypeIdentifiers)>" }

    /// `value` as `T`, bridging `NSString`/`String` and `NSURL`/`URL` as Foundation does.
    static func cast<T>(_ value: Any, to type: T.Type) -> T? {
        if let direct = value as? T { return direct }
        if let string = value as? String, let bridged = NSString(string: string) as? T { return bridged }
        return nil
    }

    private static func typeIdentifier(of object: Any) -> String {
        switch object {
        case is String, is NSString: "public.utf8-plain-text"
        case is URL, is NSURL: "public.url"
        case is Image: "public.image"
        default: "public.data"
        }
    }

    /// Whether type `identifier` is `parent` or descends from it, in enough of the Uniform Type
    /// Identifier tree for what a drag carries here (text, URLs, images, JSON, data).
    public static func isTypeIdentifier(_ identifier: String, conformingTo parent: String) -> Bool {
        if identifier == parent { return true }
        let parents: [String: [String]] = [
            "public.utf8-plain-text": ["public.plain-text", "public.text", "public.data", "public.item", "public.content"],
            "public.plain-text": ["public.text", "public.data", "public.item", "public.content"],
            "public.url": ["public.data", "public.item"],
            "public.image": ["public.data", "public.item", "public.content"],
            "public.png": ["public.image", "public.data", "public.item", "public.content"],
            "public.jpeg": ["public.image", "public.data", "public.item", "public.content"],
            "public.json": ["public.text", "public.data", "public.item", "public.content"],
            "public.data": ["public.item"],
        ]
        return parents[identifier]?.contains(parent) ?? (parent == "public.item")
    }

    private static func finishedProgress() -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}

/// Who may see a registered representation (stored: a drag never leaves the program here).
public enum ItemProviderRepresentationVisibility: Int, Sendable {
    case all, team, group, ownProcess
}

/// Why an item provider could not load what was asked.
public enum ItemProviderError: Error, CustomStringConvertible, Equatable {
    /// The provider holds nothing that can be given as the named class or type.
    case unavailableCoercion(String)

    /// The reason in words, naming the type that could not be loaded.
    public var description: String {
        switch self {
        case .unavailableCoercion(let type): "the item provider has nothing that loads as \(type)"
        }
    }
}
