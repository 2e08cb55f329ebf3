import Foundation
import TermCanvas

/// How far a task has come: UIKit's `UIProgressView`. Drawn across its frame as `████░░░░`: the done
/// share in the progress tint, the rest in the track tint or dim.
@preconcurrency @MainActor
open class ProgressView: View {
    /// UIKit's `UIProgressView.Style`; both draw the same here.
    public enum Style: Int, Sendable { case `default`, bar }

    /// The share done, kept within 0…1. Default 0.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = newValue.isFinite ? min(max(newValue, 0), 1) : 0 }
    }
    private var storedProgress: Float = 0
    /// The style it was made with.
    open var progressViewStyle = Style.default
    /// The done share's colour; default the tint, blue.
    open var progressTintColor: Color?
    /// The rest's colour; default dim.
    open var trackTintColor: Color?
    /// Stored only: the progress of a `Foundation.Progress` is not observed; set `progress`.
    open var observedProgress: Progress?

    /// A progress view of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the share done (clamped); `animated` changes nothing here.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No width of its own; 4 points tall (UIKit's bar) while a device is shown, else a row.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ScreenMetrics.usesPoints ? 4 : ScreenMetrics.scale.pointsPerRow)
    }

    open override func draw(in context: DrawingContext) {
        let width = context.size.width, height = context.size.height
        guard width > 0, height > 0 else { return }
        let done = Int((Float(width) * progress).rounded())
        let (filled, rest) = TrackStyles.of(filled: progressTintColor, rest: trackTintColor, tint: tintColor)
        let y = (height - 1) / 2
        context.write(String(repeating: "█", count: done), x: 0, y: y, style: filled)
        context.write(String(repeating: "░", count: width - done), x: done, y: y, style: rest)
    }
}
