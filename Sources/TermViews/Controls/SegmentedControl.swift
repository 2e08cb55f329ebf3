import Foundation
import TermCanvas

/// A row of segments, one selected: UIKit's `UISegmentedControl`. Drawn as `│ A │ B │` with the
/// selected segment in reverse video, centred in its frame; a click on a segment selects it and sends
/// `.valueChanged` (a momentary control selects nothing, but still sends it).
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// UIKit's `UISegmentedControl.noSegment`: no segment selected.
    public static let noSegment = -1

    private var titles: [String?] = []
    private var disabledSegments: Set<Int> = []

    /// The selected segment's index, or `noSegment`.
    open var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet { if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment } }
    }
    /// Whether a click leaves no segment selected (the action is still sent).
    open var isMomentary = false
    /// The selected segment's colour; default reverse video.
    open var selectedSegmentTintColor: Color?
    /// Stored only: segments are as wide as their titles.
    open var apportionsSegmentWidthsByContent = false

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// A control with a segment per item: a string is its title; an image (or anything else) shows as `◆`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { ($0 as? String) ?? "◆" }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Inserts a segment titled `title` at `segment` (clamped to the ends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(0, segment), titles.count)
        titles.insert(title, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes the segment at `segment`; a removed selection leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles = []
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        invalidateIntrinsicContentSize()
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Enables or disables one segment: a disabled one draws dim and ignores clicks.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }

    /// The segments' columns: `│`, then each title between spaces and a `│`.
    private var segmentWidths: [Int] { titles.map { DisplayWidth.of($0 ?? "") + 2 } }
    private var columns: Int { segmentWidths.reduce(1) { $0 + $1 + 1 } }

    /// As wide as the titles and their separators; a row tall (32 points while a device is shown).
    open override var intrinsicContentSize: CGSize {
        let size = ScreenMetrics.scale.size(columns: columns, rows: 1)
        return ScreenMetrics.usesPoints ? CGSize(width: size.width, height: 32) : size
    }

    open override func draw(in context: DrawingContext) {
        let height = context.size.height
        guard !titles.isEmpty, height > 0 else { return }
        let y = (height - 1) / 2
        var x = max(0, (context.size.width - columns) / 2)
        context.write("│", x: x, y: y, style: .plain)
        for (index, width) in segmentWidths.enumerated() {
            var style = TermCanvas.Style.plain
            if index == selectedSegmentIndex {
                if let tint = selectedSegmentTintColor, tint.isVisible { style.background = tint.nearestTerminalColor } else { style.isReverse = true }
            }
            if !isEnabled || disabledSegments.contains(index) { style.isDim = true }
            context.write(" \(titles[index] ?? "") ", x: x + 1, y: y, style: style)
            x += width + 1
            context.write("│", x: x, y: y, style: .plain)
        }
    }

    /// A click on a segment selects it (unless momentary) and sends `.valueChanged`.
    package override func performClick(at point: CGPoint) {
        guard isEnabled else { return }
        let scale = ScreenMetrics.scale
        let column = Int((point.x / scale.pointsPerColumn).rounded(.down))
        var start = max(0, (Int((bounds.width / scale.pointsPerColumn).rounded()) - columns) / 2) + 1
        for (index, width) in segmentWidths.enumerated() {
            if column >= start, column < start + width {
                guard !disabledSegments.contains(index) else { return }
                selectedSegmentIndex = isMomentary ? Self.noSegment : index
                sendActions(for: .valueChanged)
                return
            }
            start += width + 1
        }
    }
}
