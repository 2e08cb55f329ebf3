import Foundation
import TermCanvas

/// A busy spinner: UIKit's `UIActivityIndicatorView`, drawn as `⟳` centred in the view while animating
/// (a terminal frame does not spin it); hidden when stopped if `hidesWhenStopped`.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    /// UIKit's `UIActivityIndicatorView.Style`: stored only (one glyph for every size).
    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }

    /// The spinner's size and colour scheme. Stored only: every style draws the same glyph.
    open var style: Style = .medium
    /// Stored only: the glyph takes `tintColor`.
    open var color: Color? {
        get { tintColor }
        set { tintColor = newValue }
    }
    /// Whether the spinner is animating: set by `startAnimating()`, cleared by `stopAnimating()`; the glyph draws only while it is true.
    open private(set) var isAnimating = false
    /// Whether the view hides when stopped (default `true`, so a new spinner starts hidden).
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    /// A spinner of `style` with a zero frame.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts the spinner: it draws its glyph and shows, even when `hidesWhenStopped` hid it.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the spinner: the glyph no longer draws, and the view hides if `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// One glyph: its width by one row.
    open override var intrinsicContentSize: CGSize {
        ScreenMetrics.scale.size(columns: 1, rows: 1)
    }

    open override func draw(in context: DrawingContext) {
        guard isAnimating, context.size.width > 0, context.size.height > 0 else { return }
        var glyphStyle = TermCanvas.Style.plain
        if let tintColor, tintColor.isVisible { glyphStyle.foreground = tintColor.nearestTerminalColor }
        context.write("⟳", x: (context.size.width - 1) / 2, y: context.size.height / 2, style: glyphStyle)
    }
}
