import Foundation

/// What a generated program shows.
enum LayoutApp: Equatable {
    /// A layout class, with a generated data source (and a generated delegate when the layout asks one).
    case layout(name: String, delegate: DelegateBinding?)
    /// A `UICollectionViewController` subclass: it is the app. `layout` is the class it is made with
    /// through `init(collectionViewLayout:)`; nil when the controller declares its own `init()`.
    case controller(name: String, layout: String?)
    /// A plain `UIViewController` subclass (made with `init()`) whose view holds a collection view, as
    /// in Apple's sample code: it is the app, and the collection view it adds is what keys scroll.
    case viewController(name: String)

    /// The class shown.
    var name: String {
        switch self {
        case .layout(let name, _), .controller(let name, _), .viewController(let name): name
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
/// else a plain `UIViewController` subclass (Apple's samples: its view holds the collection view),
/// else the one layout class (a class descending from `UICollectionViewLayout` or
/// `UICollectionViewFlowLayout`, directly or through other classes of the files). A layout that other
/// layouts of the files subclass is a base, not a candidate. `--layout NAME` picks any of them.
enum LayoutDiscovery {
    static let layoutRoots: Set<String> = [
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "CollectionViewLayout", "CollectionViewFlowLayout",
        "UICollectionViewCompositionalLayout", "CollectionViewCompositionalLayout",
    ]
    static let controllerRoots: Set<String> = ["UICollectionViewController", "CollectionViewController"]
    static let viewControllerRoots: Set<String> = ["UIViewController", "ViewController"]

    /// `files` are the names to show in messages (as the user typed them) with their texts.
    static func find(in files: [(name: String, text: String)], named requested: String?) throws(DiscoveryError) -> LayoutApp {
        let declarations = LayoutDeclarations(sources: files.map(\.text))
        let fileList = files.map(\.name).joined(separator: ", ")
        let layouts = declarations.subclasses(of: layoutRoots)
        let controllers = declarations.subclasses(of: controllerRoots)
        let viewControllers = declarations.subclasses(of: viewControllerRoots)
        if let requested {
            if controllers.contains(where: { $0.name == requested }) {
                return try controllerApp(requested, layouts: leaves(layouts), declarations: declarations)
            }
            if viewControllers.contains(where: { $0.name == requested }) { return .viewController(name: requested) }
            if layouts.contains(where: { $0.name == requested }) {
                return try layoutApp(requested, declarations: declarations)
            }
            let known = (controllers + viewControllers + layouts).map(\.name)
            throw DiscoveryError(description: "no layout or controller class named \(requested) in \(fileList)"
                + (known.isEmpty ? "" : "; candidates: \(known.joined(separator: ", "))"))
        }
        let leafControllers = leaves(controllers)
        if leafControllers.count == 1 {
            return try controllerApp(leafControllers[0].name, layouts: leaves(layouts), declarations: declarations)
        }
        if leafControllers.count > 1 {
            throw DiscoveryError(description: "several collection view controllers in \(fileList): "
                + "\(leafControllers.map(\.name).joined(separator: ", ")); pick one with --layout NAME")
        }
        let leafViewControllers = collectionViewOwners(leaves(viewControllers))
        if leafViewControllers.count == 1 { return .viewController(name: leafViewControllers[0].name) }
        if leafViewControllers.count > 1 {
            throw DiscoveryError(description: "several view controllers in \(fileList): "
                + "\(leafViewControllers.map(\.name).joined(separator: ", ")); pick one with --layout NAME")
        }
        let candidates = leaves(layouts)
        guard !candidates.isEmpty else {
            throw DiscoveryError(description: "no layout class in \(fileList): tcv shows a class that subclasses "
                + "UICollectionViewLayout, UICollectionViewFlowLayout or UICollectionViewCompositionalLayout (directly or "
                + "through another class of the files), a UICollectionViewController subclass, or a UIViewController "
                + "subclass that adds one")
        }
        guard candidates.count == 1 else {
            throw DiscoveryError(description: "several layouts in \(fileList): "
                + "\(candidates.map(\.name).joined(separator: ", ")); pick one with --layout NAME")
        }
        return try layoutApp(candidates[0].name, declarations: declarations)
    }

    /// The view controllers that hold a collection view (a stored property typed `UICollectionView`,
    /// as every screen of Apple's samples declares), or all of them when none does: a detail screen
    /// pushed from the list is not the app.
    private static func collectionViewOwners(_ classes: [LayoutDeclarations.ClassDeclaration]) -> [LayoutDeclarations.ClassDeclaration] {
        let owners = classes.filter { declaration in
            let body = declaration.body
            return collectionViewPropertyPattern.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)) != nil
        }
        return owners.isEmpty ? classes : owners
    }

    private static let collectionViewPropertyPattern = try! NSRegularExpression(pattern: #"\bvar\s+\w+\s*:\s*(UI)?CollectionView\b"#)

    /// Classes no other class of the list subclasses.
    private static func leaves(_ classes: [LayoutDeclarations.ClassDeclaration]) -> [LayoutDeclarations.ClassDeclaration] {
        let superclasses = Set(classes.map(\.superclass))
        return classes.filter { !superclasses.contains($0.name) }
    }

    /// How the controller is made: with its own `init()` if it (or a superclass in the files) declares
    /// one, else with `init(collectionViewLayout:)` and the one layout of the files, or a flow layout
    /// when the files have none (a collection view controller's default in Interface Builder).
    private static func controllerApp(
        _ name: String, layouts: [LayoutDeclarations.ClassDeclaration], declarations: LayoutDeclarations
    ) throws(DiscoveryError) -> LayoutApp {
        if declaresPlainInit(name, in: declarations) { return .controller(name: name, layout: nil) }
        guard layouts.count <= 1 else {
            throw DiscoveryError(description: "\(name) has no init(), so tcv makes it with init(collectionViewLayout:), "
                + "but the files have several layouts: \(layouts.map(\.name).joined(separator: ", ")); "
                + "give \(name) an init() that picks one")
        }
        return .controller(name: name, layout: layouts.first?.name ?? "UICollectionViewFlowLayout")
    }

    private static let plainInitPattern = try! NSRegularExpression(pattern: #"(?<![.\w])init\s*\(\s*\)"#)

    /// Whether the class or one of its superclasses in the files declares `init()`.
    private static func declaresPlainInit(_ className: String, in declarations: LayoutDeclarations) -> Bool {
        var name: String? = className
        var seen: Set<String> = []
        while let current = name, seen.insert(current).inserted,
              let declaration = declarations.classes.first(where: { $0.name == current }) {
            let body = declaration.body
            if plainInitPattern.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)) != nil { return true }
            name = declaration.superclass
        }
        return false
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
                + "CGFloat, Double, Int, CGSize, UIEdgeInsets, NSDirectionalEdgeInsets, CGPoint or nothing); add a UICollectionViewController subclass to your "
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
