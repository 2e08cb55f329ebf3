import Foundation

extension CollectionView {
    /// How to create and configure a supplementary view class of one kind: UIKit's
    /// `UICollectionView.SupplementaryRegistration`. Dequeue with
    /// `dequeueConfiguredReusableSupplementary(using:for:)`; the first dequeue registers
    /// `Supplementary` for `elementKind` under an identifier unique to the registration, so views
    /// recycle through the same reuse queues as `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a dequeued view of `elementKind` for the index path.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The kind of supplementary view this registration makes.
        public let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration for views of `elementKind` whose `handler` configures each view it dequeues; the reuse identifier is made unique to this registration.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "\(String(reflecting: Supplementary.self))#\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A supplementary view of the registration's kind for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if supplementaryClasses[registration.elementKind]?[registration.reuseIdentifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                    withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
