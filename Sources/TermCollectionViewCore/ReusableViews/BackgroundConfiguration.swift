import Foundation

/// A cell's background (iOS 14): UIKit's `UIBackgroundConfiguration`, set as a cell's
/// `backgroundConfiguration`. Its `backgroundColor` fills the cell (where the terminal has that
/// colour) and a `cornerRadius` above 0 rounds the cell's border; the rest is stored only.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill colour: fills the cell where the terminal has the colour (set as the cell's `backgroundColor`). Default `nil`.
    public var backgroundColor: Color?
    /// Above 0, rounds the cell's border corners (set as its layer's `cornerRadius`). Default 0.
    public var cornerRadius: CGFloat = 0
    /// Stored only.
    public var strokeColor: Color?
    /// Stored only.
    public var strokeWidth: CGFloat = 0
    /// Stored only.
    public var backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// An empty configuration: no colour, square corners.
    public init() {}

    /// UIKit's background for a plain list's cell; here an empty configuration.
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// UIKit's background for a grouped list's cell; here an empty configuration.
    public static func listGroupedCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// UIKit's background for a sidebar's cell; here an empty configuration.
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// UIKit's background for a plain list's header or footer; here an empty configuration.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// UIKit's background for a grouped list's header or footer; here an empty configuration.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }
    /// A clear background: an empty configuration.
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
