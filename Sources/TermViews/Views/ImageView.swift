import Foundation
import TermCanvas

/// Shows an image: UIKit's `UIImageView`. An `Image` here is one glyph (an SF Symbol's stand-in), drawn
/// centred in the view in `tintColor`; the intrinsic size is the glyph's width by one row.
@preconcurrency @MainActor
open class ImageView: View {
    /// The image shown; setting it changes the intrinsic size.
    open var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How symbols are sized (stored only: a glyph has one size).
    open var preferredSymbolConfiguration: Image.SymbolConfiguration?
    /// Stored only: a terminal shows one image at a time.
    open var highlightedImage: Image?

    /// An image view showing `image`, sized to it (as UIKit's `init(image:)`).
    public convenience init(image: Image?) {
        self.init(frame: .zero)
        self.image = image
        frame.size = intrinsicContentSize
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The glyph's display width by one row, in points; nothing without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return .zero }
        return ScreenMetrics.scale.size(columns: DisplayWidth.of(image.glyph), rows: 1)
    }

    /// Draws the glyph in the middle of the view.
    open override func draw(in context: DrawingContext) {
        guard let image, context.size.width > 0, context.size.height > 0 else { return }
        var style = Style.plain
        if let tintColor, tintColor.isVisible { style.foreground = tintColor.nearestTerminalColor }
        let x = (context.size.width - DisplayWidth.of(image.glyph)) / 2
        context.write(image.glyph, x: max(0, x), y: context.size.height / 2, style: style)
    }
}
