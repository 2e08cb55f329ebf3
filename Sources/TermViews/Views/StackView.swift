import Foundation

/// Views in a row or a column: UIKit's `UIStackView`. Its `layoutSubviews()` places the arranged
/// subviews one after another along `axis`, `spacing` apart, each as long as its intrinsic content size
/// (or its current size when it has none), across the stack as `alignment` says; hidden ones take no
/// room. `distribution` shares what is left over: `.fill` gives it to the last view, `.fillEqually`
/// makes all equally long, `.equalSpacing` and `.equalCentering` widen the gaps, `.fillProportionally`
/// grows each in proportion to its length. Its intrinsic content size is the arranged views' total, so
/// Auto Layout can size the stack from its content (a self-sizing cell's stack of labels).
@preconcurrency @MainActor
open class StackView: View {
    /// UIKit's `UIStackView.Alignment`, with UIKit's raw values.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
        /// The top edge of a horizontal stack: the same as `.leading`.
        public static let top = Alignment.leading
        /// The bottom edge of a horizontal stack: the same as `.trailing`.
        public static let bottom = Alignment.trailing
    }

    /// UIKit's `UIStackView.Distribution`, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Gaps after particular views (`setCustomSpacing(_:after:)`).
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The views the stack places, in order (each is also a subview).
    open private(set) var arrangedSubviews: [View] = []
    /// The direction the views are placed in; default `.horizontal`. Setting it lays the stack out again.
    open var axis: Axis = .horizontal { didSet { relayout() } }
    /// The gap between neighbouring views, in points; default 0. The least gap for `.equalSpacing` and `.equalCentering`.
    open var spacing: CGFloat = 0 { didSet { relayout() } }
    /// How the views sit across the stack: `.fill` stretches them, the others keep their natural size at an edge or the centre (baselines align as the edges do). Default `.fill`.
    open var alignment: Alignment = .fill { didSet { relayout() } }
    /// How the views share the length along the stack; default `.fill` (see the type's description).
    open var distribution: Distribution = .fill { didSet { relayout() } }
    /// Whether the arranged views sit inside `layoutMargins` rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { relayout() } }
    /// Stored only: a stack here measures from its arranged views' baselines' boxes.
    open var isBaselineRelativeArrangement = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Appends `view` to the arranged views, adding it as a subview.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index` (clamped to the range), adding it as a subview if needed; an arranged view moves.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        relayout()
    }

    /// Stops arranging `view`; it stays a subview (as in UIKit).
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        relayout()
    }

    open override var intrinsicContentSize: CGSize {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        let sizes = shown.map(naturalSize)
        let gaps = gaps(between: shown).reduce(0, +)
        let inset = arrangementInsets
        switch axis {
        case .horizontal:
            return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps + inset.left + inset.right,
                          height: (sizes.map(\.height).max() ?? 0) + inset.top + inset.bottom)
        case .vertical:
            return CGSize(width: (sizes.map(\.width).max() ?? 0) + inset.left + inset.right,
                          height: sizes.reduce(0) { $0 + $1.height } + gaps + inset.top + inset.bottom)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return }
        let area = bounds.inset(by: arrangementInsets)
        let lengths = mainLengths(of: shown, available: mainLength(of: area.size))
        let gap = gapLength(of: shown, lengths: lengths, available: mainLength(of: area.size))
        let spreads = distribution == .equalSpacing || distribution == .equalCentering
        let gapsAfter = spreads ? Array(repeating: gap, count: shown.count) : gaps(between: shown) + [0]
        var position: CGFloat = 0
        for ((view, length), gap) in zip(zip(shown, lengths), gapsAfter) {
            let cross = crossPlacement(of: naturalSize(view), in: crossLength(of: area.size))
            view.frame = axis == .horizontal
                ? CGRect(x: area.minX + position, y: area.minY + cross.offset, width: length, height: cross.length)
                : CGRect(x: area.minX + cross.offset, y: area.minY + position, width: cross.length, height: length)
            position += length + gap
        }
    }

    // MARK: - Measuring

    private var arrangementInsets: EdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    private func relayout() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A view's natural size: a constant width or height the app constrained it to (an icon pinned
    /// to 36 × 36, which UIKit's required constraint keeps over the intrinsic size), else its
    /// intrinsic size where it has one, else its current size.
    private func naturalSize(_ view: View) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: view.constantLength(.width) ?? (intrinsic.width >= 0 ? intrinsic.width : view.bounds.width),
                      height: view.constantLength(.height) ?? (intrinsic.height >= 0 ? intrinsic.height : view.bounds.height))
    }

    private func mainLength(of size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func crossLength(of size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    /// Each view's length along the axis once `distribution` shared out the room.
    private func mainLengths(of views: [View], available: CGFloat) -> [CGFloat] {
        let natural = views.map { mainLength(of: naturalSize($0)) }
        let gaps = gaps(between: views).reduce(0, +)
        let room = available - gaps
        switch distribution {
        case .fillEqually:
            return Array(repeating: max(0, room / CGFloat(views.count)), count: views.count)
        case .fillProportionally:
            let total = natural.reduce(0, +)
            guard total > 0 else { return natural }
            return natural.map { max(0, $0 * room / total) }
        case .fill:
            var lengths = natural
            lengths[lengths.count - 1] = max(0, lengths[lengths.count - 1] + room - natural.reduce(0, +))
            return lengths
        case .equalSpacing, .equalCentering:
            return natural
        }
    }

    /// The gaps after each view but the last: `setCustomSpacing(_:after:)`'s where set, else `spacing`.
    private func gaps(between views: [View]) -> [CGFloat] {
        views.dropLast().map { customSpacings[ObjectIdentifier($0)] ?? spacing }
    }

    /// Sets the gap after `arrangedSubview`, in place of `spacing` (UIKit's `setCustomSpacing(_:after:)`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        relayout()
    }

    /// The gap after `arrangedSubview` set by `setCustomSpacing(_:after:)`, else
    /// `StackView.spacingUseDefault`.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// What `customSpacing(after:)` answers where no custom spacing is set (UIKit's constant).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// The gap between views: `spacing`, or wider to spread them over the axis.
    private func gapLength(of views: [View], lengths: [CGFloat], available: CGFloat) -> CGFloat {
        guard views.count > 1, distribution == .equalSpacing || distribution == .equalCentering else { return spacing }
        return max(spacing, (available - lengths.reduce(0, +)) / CGFloat(views.count - 1))
    }

    /// Where a view of `size` sits across the stack's `length`.
    private func crossPlacement(of size: CGSize, in length: CGFloat) -> (offset: CGFloat, length: CGFloat) {
        let natural = min(crossLength(of: size), length)
        switch alignment {
        case .fill: return (0, length)
        case .leading, .firstBaseline: return (0, natural)
        case .center: return ((length - natural) / 2, natural)
        case .trailing, .lastBaseline: return (length - natural, natural)
        }
    }
}

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Axis` (a stack view's `axis`).
    public typealias Axis = StackView.Axis
}
