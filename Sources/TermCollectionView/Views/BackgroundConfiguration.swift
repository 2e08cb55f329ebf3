import Foundation

/// A cell's background (iOS 14): UIKit's `UIBackgroundConfiguration`, set as a cell's
/// `backgroundConfiguration`. Its `backgroundColor` fills the cell (where the terminal has that
/// colour) and a `cornerRadius` above 0 rounds the cell's border; the rest is stored only.
public struct BackgroundConfiguration: Hashable, Sendable {
    public var backgroundColor: Color?
    public var cornerRadius: CGFloat = 0
    /// Stored only.
    public var strokeColor: Color?
    /// Stored only.
    public var strokeWidth: CGFloat = 0
    /// Stored only.
    public var backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init() {}

    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listGroupedCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listPlainHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration() }

    /// The configuration for `state` (UIKit's `updated(for:)`): itself — set a state's colours in
    /// the cell's `configurationUpdateHandler`.
    public func updated(for state: ConfigurationState) -> BackgroundConfiguration { self }
}

extension CollectionViewCell {
    /// The cell's background configuration (see `BackgroundConfiguration`): setting it sets the cell's
    /// `backgroundColor` and its layer's `cornerRadius`.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get {
            var configuration = BackgroundConfiguration()
            configuration.backgroundColor = backgroundColor
            configuration.cornerRadius = layer.cornerRadius
            return configuration
        }
        set {
            backgroundColor = newValue?.backgroundColor
            layer.cornerRadius = newValue?.cornerRadius ?? 0
        }
    }
}
