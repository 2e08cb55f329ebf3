import Foundation
import TermCanvas

/// A value changed by steps: UIKit's `UIStepper`. Drawn as `[ − │ + ]`, centred; a click on `−` or `+`
/// steps the value by `stepValue` (wrapping past an end when `wraps`, else stopping there) and sends
/// `.valueChanged`, as a tap on iOS does. An end reached draws its button dim.
@preconcurrency @MainActor
open class Stepper: Control {
    /// The value, kept within `minimumValue`…`maximumValue`. Default 0.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    private var storedValue: Double = 0
    /// The smallest value. Default 0.
    open var minimumValue: Double = 0 { didSet { value = storedValue } }
    /// The largest value. Default 100.
    open var maximumValue: Double = 100 { didSet { value = storedValue } }
    /// How much a click changes the value. Default 1.
    open var stepValue: Double = 1
    /// Whether stepping past an end goes round to the other. Default `false`.
    open var wraps = false
    /// Stored only: a click is one step; there is no holding a button down.
    open var autorepeat = true
    /// Stored only: each click sends its change at once.
    open var isContinuous = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit's stepper size, 94 × 32 points, or nine columns by a row at one point per cell.
    open override var intrinsicContentSize: CGSize {
        ScreenMetrics.usesPoints ? CGSize(width: 94, height: 32) : ScreenMetrics.scale.size(columns: 9, rows: 1)
    }

    open override func draw(in context: DrawingContext) {
        let width = context.size.width, height = context.size.height
        guard width >= 9, height > 0 else { return }
        let x = (width - 9) / 2, y = (height - 1) / 2
        var minus = TermCanvas.Style.plain, plus = TermCanvas.Style.plain
        minus.isDim = !isEnabled || (!wraps && value <= minimumValue)
        plus.isDim = !isEnabled || (!wraps && value >= maximumValue)
        context.write("[", x: x, y: y)
        context.write(" − ", x: x + 1, y: y, style: minus)
        context.write("│", x: x + 4, y: y)
        context.write(" + ", x: x + 5, y: y, style: plus)
        context.write("]", x: x + 8, y: y)
    }

    /// A click left of the middle steps down, right of it up; sends `.valueChanged` when the value moved.
    package override func performClick(at point: CGPoint) {
        guard isEnabled else { return }
        let up = point.x >= bounds.width / 2
        var next = value + (up ? stepValue : -stepValue)
        if wraps, next > maximumValue { next = minimumValue } else if wraps, next < minimumValue { next = maximumValue }
        let previous = value
        value = next
        if value != previous { sendActions(for: .valueChanged) }
    }
}
