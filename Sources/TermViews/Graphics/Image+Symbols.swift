import Foundation

/// The SF Symbols and rendering API around `UIImage`: stored, as a glyph in a terminal cell has one
/// size and takes its colour from the view that draws it.
extension Image {
    /// A symbol's size and weight: UIKit's `UIImage.SymbolConfiguration` (stored only).
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size, when given.
        public var pointSize: CGFloat?
        /// The weight, when given.
        public var weight: SymbolWeight?
        /// The scale, when given.
        public var scale: SymbolScale?
        /// The text style it matches, when given.
        public var textStyle: Font.TextStyle?

        /// A configuration of a point size.
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        /// A configuration of a point size and weight.
        public init(pointSize: CGFloat, weight: SymbolWeight) { self.pointSize = pointSize; self.weight = weight }
        /// A configuration of a point size, weight and scale.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        /// A configuration of a weight.
        public init(weight: SymbolWeight) { self.weight = weight }
        /// A configuration of a scale.
        public init(scale: SymbolScale) { self.scale = scale }
        /// A configuration matching a text style.
        public init(textStyle: Font.TextStyle) { self.textStyle = textStyle }
        /// A configuration matching a text style, at a scale.
        public init(textStyle: Font.TextStyle, scale: SymbolScale) { self.textStyle = textStyle; self.scale = scale }
        /// A configuration matching a font's size.
        public init(font: Font) { pointSize = font.pointSize }
        /// A configuration matching a font's size, at a scale.
        public init(font: Font, scale: SymbolScale) { pointSize = font.pointSize; self.scale = scale }
        /// A colour scheme for the symbol's layers (stored only: the glyph takes the view's colour).
        public init(hierarchicalColor: Color) {}
        /// A palette for the symbol's layers (stored only).
        public init(paletteColors: [Color]) {}

        /// This configuration with `other`'s values where it sets them.
        public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
            var result = self
            if let value = other.pointSize { result.pointSize = value }
            if let value = other.weight { result.weight = value }
            if let value = other.scale { result.scale = value }
            if let value = other.textStyle { result.textStyle = value }
            return result
        }
    }

    /// UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The symbol named `name` with `configuration` (the configuration is stored only).
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
    }

    /// The image with `configuration` (itself: the glyph has one size).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image { self }

    /// The image with `configuration` applied (itself).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? { self }

    /// The image drawn as a template or in its own colours (itself: a glyph takes the view's colour).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image { self }

    /// The image tinted `color` (itself: see `withRenderingMode(_:)`).
    public func withTintColor(_ color: Color, renderingMode: RenderingMode = .automatic) -> Image { self }
}
