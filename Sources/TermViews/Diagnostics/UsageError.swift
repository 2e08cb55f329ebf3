import Foundation

/// A mistake in how the collection view is used — an unregistered reuse identifier, a missing
/// data-source method the layout needs, a class of the wrong kind. UIKit raises an exception for these;
/// here every one goes to the current `DiagnosticsSink` with one message that names the cause and the
/// fix.
///
/// Where UIKit's uncaught exception ends the app, the library reports and goes on with a fallback —
/// the registration is ignored, a plain view stands in for the one that could not be made, the base
/// class replaces a wrong one — and leaves stopping to the program: `tcv` stops with status 1 (after
/// restoring the terminal); tests record the messages.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    /// The one-line message: the cause and the fix.
    public let description: String

    /// An error with `description` as its message.
    public init(_ description: String) {
        self.description = description
    }

    /// Passes `error` to the current `DiagnosticsSink`; the caller then goes on with its fallback. A
    /// library never ends the process: a program that must stop on the first usage error binds a
    /// sink that stops it.
    @MainActor public static func report(_ error: UsageError) {
        Diagnostics.sink.report(error)
    }
}

extension UsageError {
    package static func unregisteredReuseIdentifier(_ identifier: String, role: String, registered: [String]) -> UsageError {
        let known = registered.isEmpty ? "none" : registered.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        return UsageError(
            "could not dequeue a \(role) with reuse identifier \"\(identifier)\": it is not registered "
                + "(registered for this kind: \(known)); call register(_:for…ReuseIdentifier:) with \"\(identifier)\" first "
                + "(a storyboard's or nib's prototype cells are not read here: register the class in code)")
    }

    package static func notAReusableViewClass(_ className: String, role: String) -> UsageError {
        UsageError("\(className) was registered as a \(role) but is not a subclass of CollectionReusableView; register a CollectionReusableView subclass")
    }

    package static func notAnAttributesClass(_ className: String) -> UsageError {
        UsageError("layoutAttributesClass returned \(className), which is not a subclass of CollectionViewLayoutAttributes; return a CollectionViewLayoutAttributes subclass")
    }

    package static func notAnInvalidationContextClass(_ className: String) -> UsageError {
        UsageError("invalidationContextClass returned \(className), which is not a subclass of CollectionViewLayoutInvalidationContext; return a CollectionViewLayoutInvalidationContext subclass")
    }

    package static func missingSupplementaryDataSource(kind: String) -> UsageError {
        UsageError("the layout returned a supplementary view of kind \"\(kind)\" but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); implement it and dequeue a view of that kind")
    }

    package static func unregisteredDecorationKind(_ kind: String) -> UsageError {
        UsageError("the layout returned a decoration view of kind \"\(kind)\" but no class is registered for it; call register(_:forDecorationViewOfKind: \"\(kind)\") in the layout")
    }

    package static func viewNotDequeued(role: String) -> UsageError {
        UsageError("the data source returned a \(role) that was not obtained from the dequeue methods; return a view from dequeueReusableCell(withReuseIdentifier:for:) or dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
    }
}
