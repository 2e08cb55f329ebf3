import Foundation
import TermCollectionView

/// UIKit's `UISheetPresentationController` (iOS 15), stored only: a presented controller fills the
/// screen here, whatever its detents say, so the sheet's settings are kept as code sets them and shown
/// nowhere. `animateChanges(_:)` runs its block at once.
@preconcurrency @MainActor
public final class SheetPresentationController: NSObject {
    /// A height a sheet can rest at: UIKit's `UISheetPresentationController.Detent`.
    public final class Detent: NSObject, @unchecked Sendable {
        /// A detent's name: UIKit's `Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The name.
            public let rawValue: String
            /// The identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier

        private init(identifier: Identifier) {
            self.identifier = identifier
        }

        /// About half the screen (kept: the controller fills it here).
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) }
        /// A height of the app's own (iOS 16; the resolver is not called: the controller fills the screen).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (DetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString))
        }
    }

    /// What a custom detent's resolver is given: UIKit's `UISheetPresentationControllerDetentResolutionContext`.
    public struct DetentResolutionContext {
        /// The traits of the screen the sheet is on.
        public var containerTraitCollection: TraitCollection
        /// The height of the large detent, in points.
        public var maximumDetentValue: CGFloat
    }

    /// The heights the sheet may rest at. Default: large only, as UIKit's.
    public var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil means the smallest.
    public var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that leaves what is beneath undimmed.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether a grabber shows at the top.
    public var prefersGrabberVisible = false
    /// Whether scrolling to the content's edge expands the sheet. Default `true`.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height.
    public var prefersEdgeAttachedInCompactHeight = false
    /// Whether the width follows the preferred content size when edge-attached.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The corner radius; nil for the system's.
    public var preferredCornerRadius: CGFloat?

    /// Runs `changes` (UIKit animates the sheet to its new detents; here they are only kept).
    public func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// Does nothing: custom detents are never resolved here.
    public func invalidateDetents() {}
}

extension ViewController {
    /// The sheet that presents this controller when its `modalPresentationStyle` is a sheet's
    /// (`.automatic`, which is a page sheet on iOS 15, `.pageSheet` or `.formSheet`), as UIKit returns
    /// one; nil for the other styles. Made on first use and kept (see `SheetPresentationController`:
    /// stored only, a presented controller fills the screen here).
    public var sheetPresentationController: SheetPresentationController? {
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet:
            if let sheet = madeSheetPresentationController { return sheet }
            let sheet = SheetPresentationController()
            madeSheetPresentationController = sheet
            return sheet
        default:
            return nil
        }
    }
}
