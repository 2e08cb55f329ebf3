import Foundation
import TermCanvas
import TermCollectionView

/// The decoration view behind a section: a field of shade characters, in the section's colour where
/// the terminal has colours.
///
/// The shade makes the background visible without colour (and under `NO_COLOR`); the colour comes from
/// `SectionBackgroundLayoutAttributes` in `apply(_:)`, which sets `backgroundColor` exactly as UIKit
/// section-background views do (`backgroundColor = attributes.backgroundColor`).
open class SectionBackgroundView: CollectionReusableView {
    /// The character that fills the background; it must be one column wide.
    open var shade: Character = "░"

    /// Creates a background view; the collection view does this for the registered class.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported; present so UIKit-style subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Takes the section's colour from the attributes.
    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        backgroundColor = (layoutAttributes as? SectionBackgroundLayoutAttributes)?.color
    }

    /// Forgets the previous section's colour; the next `apply(_:)` sets the new one.
    open override func prepareForReuse() {
        super.prepareForReuse()
        backgroundColor = nil
    }

    /// Fills the whole view with `shade`, keeping the background colour the renderer laid down.
    open override func draw(in context: DrawingContext) {
        context.fill(context.bounds, with: shade, style: Style(background: backgroundColor?.nearestTerminalColor))
    }
}
