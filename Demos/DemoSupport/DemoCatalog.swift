import TermCanvas

/// Every demo, in gallery order.
public enum DemoCatalog {
    /// The demos the gallery shows.
    public static let all: [Demo] = [.flow, .jungle, .tree, .decoration, .carousel, .updates, .modern, .springs, .nested]
    /// Plain lists of any length for feeling and measuring scroll cost (`--items N`); not in the gallery.
    public static let lists: [Demo] = [.list, .boxList]
    /// Every demo `tcv list`, `tcv demo` and `tcv snapshot` know: the gallery's, then the lists.
    public static var named: [Demo] { all + lists }

    /// The demo called `name`, if any.
    public static func demo(named name: String) -> Demo? {
        named.first { $0.name == name }
    }

    /// The message for an unknown name: names it and lists the valid ones.
    public static func unknownDemoMessage(_ name: String) -> String {
        "unknown demo \"\(MessageExcerpt.of(name))\"; available demos: \(named.map(\.name).joined(separator: ", ")) (see `tcv list`)"
    }
}
