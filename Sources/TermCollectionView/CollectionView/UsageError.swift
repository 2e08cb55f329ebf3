import Foundation

/// A mistake in how the collection view is used — an unregistered reuse identifier, a missing
/// data-source method the layout needs, a class of the wrong kind. UIKit raises an exception for these;
/// here the program stops with one message that names the cause and the fix.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// What happens on `stop(_:)`. The terminal program replaces it so the terminal is restored before
    /// the message prints; the default prints to standard error and exits with status 1.
    @MainActor public static var stopHandler: @MainActor (UsageError) -> Never = { error in
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        exit(1)
    }

    /// Stops the program with `error`'s message.
    @MainActor public static func stop(_ error: UsageError) -> Never {
        stopHandler(error)
    }
}

extension UsageError {
    static func unregisteredReuseIdentifier(_ identifier: String, role: String, registered: [String]) -> UsageError {
        let known = registered.isEmpty ? "none" : registered.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        return UsageError(
            "could not dequeue a \(role) with reuse identifier \"\(identifier)\": it is not registered "
                + "(registered for this kind: \(known)); call register(_:for…ReuseIdentifier:) with \"\(identifier)\" first")
    }

    static func notAReusableViewClass(_ className: String, role: String) -> UsageError {
        UsageError("\(className) was registered as a \(role) but is not a subclass of CollectionReusableView; register a CollectionReusableView subclass")
    }

    static func notAnAttributesClass(_ className: String) -> UsageError {
        UsageError("layoutAttributesClass returned \(className), which is not a subclass of CollectionViewLayoutAttributes; return a CollectionViewLayoutAttributes subclass")
    }

    static func notAnInvalidationContextClass(_ className: String) -> UsageError {
        UsageError("invalidationContextClass returned \(className), which is not a subclass of CollectionViewLayoutInvalidationContext; return a CollectionViewLayoutInvalidationContext subclass")
    }

    static func missingSupplementaryDataSource(kind: String) -> UsageError {
        UsageError("the layout returned a supplementary view of kind \"\(kind)\" but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); implement it and dequeue a view of that kind")
    }

    static func unregisteredDecorationKind(_ kind: String) -> UsageError {
        UsageError("the layout returned a decoration view of kind \"\(kind)\" but no class is registered for it; call register(_:forDecorationViewOfKind: \"\(kind)\") in the layout")
    }

    static func viewNotDequeued(role: String) -> UsageError {
        UsageError("the data source returned a \(role) that was not obtained from the dequeue methods; return a view from dequeueReusableCell(withReuseIdentifier:for:) or dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
    }
}
