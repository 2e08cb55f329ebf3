import Foundation

/// What a generated program shows.
enum LayoutApp: Equatable {
    /// A layout class, with a generated data source (and a generated delegate when the layout asks one).
    case layout(name: String, delegate: DelegateBinding?)
    /// A `UICollectionViewController` subclass: it is the app.
    case controller(name: String)

    /// The class shown.
    var name: String {
        switch self {
        case .layout(let name, _), .controller(let name): name
        }
    }
}

/// A layout property typed with a delegate protocol of the user's files, and the generated class that
/// answers it.
struct DelegateBinding: Equatable {
    var property: String
    var protocolName: String
    /// Swift source of a class named `DelegateConformance.className` conforming to the protocol.
    var conformance: String
}

/// A reason the files cannot be shown, worded as one line for the user.
struct DiscoveryError: Error, Equatable, CustomStringConvertible {
    let description: String
}

/// Finds what to show in the user's files: a `UICollectionViewController` subclass if there is one,
/// else the one layout class (a class descending from `UICollectionViewLayout` or
/// `UICollectionViewFlowLayout`, directly or through other classes of the files). A layout that other
/// layouts of the files subclass is a base, not a candidate. `--layout NAME` picks any of them.
enum LayoutDiscovery {
    static let layoutRoots: Set<String> = [
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "CollectionViewLayout", "CollectionViewFlowLayout",
    ]
    static let controllerRoots: Set<String> = ["UICollectionViewController", "CollectionViewController"]

    /// `files` are the names to show in messages (as the user typed them) with their texts.
    static func find(in files: [(name: String, text: String)], named requested: String?) throws(DiscoveryError) -> LayoutApp {
        let declarations = LayoutDeclarations(sources: files.map(\.text))
        let fileList = files.map(\.name).joined(separator: ", ")
        let layouts = declarations.subclasses(of: layoutRoots)
        let controllers = declarations.subclasses(of: controllerRoots)
        if let requested {
            if controllers.contains(where: { $0.name == requested }) { return .controller(name: requested) }
            if layouts.contains(where: { $0.name == requested }) {
                return try layoutApp(requested, declarations: declarations)
            }
            let known = (controllers + layouts).map(\.name)
            throw DiscoveryError(description: "no layout or controller class named \(requested) in \(fileList)"
                + (known.isEmpty ? "" : "; candidates: \(known.joined(separator: ", "))"))
        }
        let leafControllers = leaves(controllers)
        if leafControllers.count == 1 { return .controller(name: leafControllers[0].name) }
        if leafControllers.count > 1 {
            throw DiscoveryError(description: "several collection view controllers in \(fileList): "
                + "\(leafControllers.map(\.name).joined(separator: ", ")); pick one with --layout NAME")
        }
        let candidates = leaves(layouts)
        guard !candidates.isEmpty else {
            throw DiscoveryError(description: "no layout class in \(fileList): tcv shows a class that subclasses "
                + "UICollectionViewLayout or UICollectionViewFlowLayout (directly or through another class of the "
                + "files), or a UICollectionViewController subclass")
        }
        guard candidates.count == 1 else {
            throw DiscoveryError(description: "several layouts in \(fileList): "
                + "\(candidates.map(\.name).joined(separator: ", ")); pick one with --layout NAME")
        }
        return try layoutApp(candidates[0].name, declarations: declarations)
    }

    /// Classes no other class of the list subclasses.
    private static func leaves(_ classes: [LayoutDeclarations.ClassDeclaration]) -> [LayoutDeclarations.ClassDeclaration] {
        let superclasses = Set(classes.map(\.superclass))
        return classes.filter { !superclasses.contains($0.name) }
    }

    private static func layoutApp(_ name: String, declarations: LayoutDeclarations) throws(DiscoveryError) -> LayoutApp {
        guard let (property, protocolDeclaration) = delegateProperty(of: name, in: declarations) else {
            return .layout(name: name, delegate: nil)
        }
        do {
            let conformance = try DelegateConformance.make(for: protocolDeclaration)
            return .layout(name: name, delegate: DelegateBinding(
                property: property, protocolName: protocolDeclaration.name, conformance: conformance))
        } catch {
            throw DiscoveryError(description: "\(name) asks its delegate (\(property): \(protocolDeclaration.name)) "
                + "for \(error.requirement), which tcv cannot answer (it answers func requirements returning "
                + "CGFloat, Double, Int, CGSize or nothing); add a UICollectionViewController subclass to your "
                + "files that sets \(name)'s \(property)")
        }
    }

    private static let propertyPattern = try! NSRegularExpression(
        pattern: #"\bvar\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*\(?\s*(?:any\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*\)?\s*[?!]"#)

    /// A `var name: P?` (or `P!`, `(any P)?`) in the layout or its superclasses in the files, where `P` is a
    /// protocol of the files.
    private static func delegateProperty(
        of className: String, in declarations: LayoutDeclarations
    ) -> (String, LayoutDeclarations.ProtocolDeclaration)? {
        var name: String? = className
        var seen: Set<String> = []
        while let current = name, !seen.contains(current),
              let declaration = declarations.classes.first(where: { $0.name == current }) {
            seen.insert(current)
            let body = declaration.body
            for match in propertyPattern.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                guard let property = Range(match.range(at: 1), in: body), let type = Range(match.range(at: 2), in: body),
                      let found = declarations.protocols.first(where: { $0.name == body[type] }) else { continue }
                return (String(body[property]), found)
            }
            name = declaration.superclass
        }
        return nil
    }
}
