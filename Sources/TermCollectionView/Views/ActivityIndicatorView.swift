import Foundation
import TermCanvas

/// A busy spinner: UIKit's `UIActivityIndicatorView`, drawn as `⟳` centred in the view while animating
/// (a terminal frame does not spin it); hidden when stopped if `hidesWhenStopped`.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    /// UIKit's `UIActivityIndicatorView.Style`: stored only (one glyph for every size).
    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }

    open var style: Style = .medium
    /// Stored only: the glyph takes `tintColor`.
    open var color: Color? {
        get { tintColor }
        set { tintColor = newValue }
    }
    open private(set) var isAnimating = false
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

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
