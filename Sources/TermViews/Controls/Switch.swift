import Foundation
import TermCanvas

/// An on/off switch: UIKit's `UISwitch`. Drawn as a five-column track, `(  ●)` in the on-tint colour
/// when on and a dim `(●  )` when off, centred in its frame; a click flips it and sends
/// `.valueChanged`, as a tap on iOS does. Setting `isOn` from code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class Switch: Control {
    /// Whether the switch is on.
    open var isOn = false
    /// The track's colour when on; default green, as iOS's.
    open var onTintColor: Color?
    /// The thumb's colour; default the text's.
    open var thumbTintColor: Color?
    /// Stored only: a terminal switch has one look.
    open var preferredStyle = Style.automatic
    /// Stored only: the title a Mac Catalyst checkbox shows.
    open var title: String?

    /// UIKit's `UISwitch.Style`.
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the state; `animated` changes nothing here (the thumb moves at once). Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// UIKit's switch size, 51 × 31 points, or five columns by a row at one point per cell.
    open override var intrinsicContentSize: CGSize {
        ScreenMetrics.usesPoints ? CGSize(width: 51, height: 31) : ScreenMetrics.scale.size(columns: 5, rows: 1)
    }

    open override func draw(in context: DrawingContext) {
        let width = context.size.width, height = context.size.height
        guard width >= 5, height > 0 else { return }
        var track = TermCanvas.Style.plain
        if isOn {
            track.foreground = (onTintColor ?? .systemGreen).nearestTerminalColor
            track.isBold = true
        } else {
            track.isDim = true
        }
        if !isEnabled { track.isDim = true }
        context.write(isOn ? "(  ●)" : "(●  )", x: (width - 5) / 2, y: (height - 1) / 2, style: track)
    }

    /// A click flips the switch and sends `.valueChanged`.
    package override func performClick(at point: CGPoint) {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
