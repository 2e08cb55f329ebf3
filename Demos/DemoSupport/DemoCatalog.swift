import TermCanvas

/// Every demo, in gallery order.
public enum DemoCatalog {
    /// The demos the gallery, `tcv list`, `tcv demo` and `tcv snapshot` know.
    public static let all: [Demo] = [.flow, .jungle, .tree, .decoration, .carousel, .updates, .modern]

    /// The demo called `name`, if any.
    public static func demo(named name: String) -> Demo? {
        all.first { $0.name == name }
    }

    /// The message for an unknown name: names it and lists the valid ones.
    public static func unknownDemoMessage(_ name: String) -> String {
        "unknown demo \"\(MessageExcerpt.of(name))\"; available demos: \(all.map(\.name).joined(separator: ", ")) (see `tcv list`)"
    }
}
