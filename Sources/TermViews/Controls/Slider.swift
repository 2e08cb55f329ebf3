import Foundation
import TermCanvas

/// A value on a track: UIKit's `UISlider`. Drawn across its frame as `━━━●───`: the part up to the
/// thumb in the minimum-track tint, the rest dim; a click on the track moves the thumb there and sends
/// `.valueChanged`, as a tap on iOS does. Setting `value` from code sends nothing.
@preconcurrency @MainActor
open class Slider: Control {
    /// The value, kept within `minimumValue`…`maximumValue`.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    private var storedValue: Float = 0
    /// The smallest value. Default 0.
    open var minimumValue: Float = 0 { didSet { value = storedValue } }
    /// The largest value. Default 1.
    open var maximumValue: Float = 1 { didSet { value = storedValue } }
    /// Stored only: a click is one change, so there is no drag to report continuously.
    open var isContinuous = true
    /// The track's colour up to the thumb; default the tint, blue.
    open var minimumTrackTintColor: Color?
    /// The track's colour past the thumb; default dim.
    open var maximumTrackTintColor: Color?
    /// The thumb's colour; default the text's.
    open var thumbTintColor: Color?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the value (clamped); `animated` changes nothing here. Sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// No width of its own; a row tall (31 points, UIKit's, while a device is shown).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ScreenMetrics.usesPoints ? 31 : ScreenMetrics.scale.pointsPerRow)
    }

    /// Where the thumb is: the column of `value` on a track of `width` columns.
    private func thumbColumn(width: Int) -> Int {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return Int((Float(width - 1) * fraction).rounded())
    }

    open override func draw(in context: DrawingContext) {
        let width = context.size.width, height = context.size.height
        guard width > 1, height > 0 else { return }
        let y = (height - 1) / 2, thumb = thumbColumn(width: width)
        let track = TrackStyles.of(filled: minimumTrackTintColor, rest: maximumTrackTintColor, tint: tintColor)
        var filled = track.filled
        let rest = track.rest
        var knob = TermCanvas.Style.plain
        if let color = thumbTintColor, color.isVisible { knob.foreground = color.nearestTerminalColor }
        if !isEnabled { filled.isDim = true; knob.isDim = true }
        context.write(String(repeating: "━", count: thumb), x: 0, y: y, style: filled)
        context.write("●", x: thumb, y: y, style: knob)
        context.write(String(repeating: "─", count: width - thumb - 1), x: thumb + 1, y: y, style: rest)
    }

    /// A click on the track moves the thumb to the clicked column and sends `.valueChanged`.
    package override func performClick(at point: CGPoint) {
        let scale = ScreenMetrics.scale
        let width = Int((bounds.width / scale.pointsPerColumn).rounded())
        guard isEnabled, width > 1 else { return }
        let column = min(max(0, Int((point.x / scale.pointsPerColumn).rounded(.down))), width - 1)
        value = minimumValue + (maximumValue - minimumValue) * Float(column) / Float(width - 1)
        sendActions(for: .valueChanged)
    }
}
