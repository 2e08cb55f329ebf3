import Foundation
import TermCanvas

/// A button: UIKit's `UIButton`. Drawn as its title (and image glyph) centred in its frame, in its
/// tint colour; `.filled`, `.tinted`, `.gray` and `.borderedProminent` configurations draw reversed,
/// like a filled capsule. A click on it sends `.touchUpInside` and `.primaryActionTriggered` (and runs
/// its `primaryAction`), and the click goes no further: the cell under it is not selected. Titles and
/// images are kept per state; the state's own is drawn, else the normal one.
@preconcurrency @MainActor
open class Button: Control {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// The type UIKit's `.plain` names: the same as `.system`.
        public static var plain: ButtonType { .system }
    }

    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    private var images: [State: Image] = [:]
    /// The label the title is drawn with: its font's weight and its colour show.
    public let titleLabel: Label? = Label(frame: .zero)
    /// The image view (stored only: the image glyph is drawn before the title).
    public let imageView: ImageView? = ImageView(frame: .zero)
    /// The iOS 15 look and content, which wins over the per-state titles where set.
    open var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }
    /// The action a click performs, before the targets' actions.
    open var primaryAction: Action?
    /// The menu (stored only).
    open var menu: Menu?
    /// Whether the menu opens on a tap (stored only).
    open var showsMenuAsPrimaryAction = false
    /// Padding around the content (stored only: the title is centred).
    open var contentEdgeInsets: EdgeInsets = .zero
    /// Stored only.
    open var titleEdgeInsets: EdgeInsets = .zero
    /// Stored only.
    open var imageEdgeInsets: EdgeInsets = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button of `buttonType` (UIKit's `UIButton(type:)`); the system types get their glyph.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        switch buttonType {
        case .contactAdd: images[.normal] = Image(glyph: "⊕")
        case .detailDisclosure, .infoLight, .infoDark: images[.normal] = Image(glyph: "ⓘ")
        case .close: images[.normal] = Image(glyph: "✕")
        case .custom, .system: break
        }
    }

    /// A system button that performs `primaryAction` (its title is the action's).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(type: buttonType)
        self.primaryAction = primaryAction
        if let title = primaryAction?.title { titles[.normal] = title }
    }

    /// A button with an iOS 15 configuration.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        self.primaryAction = primaryAction
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        invalidateIntrinsicContentSize()
    }

    /// The title set for `state`.
    open func title(for state: State) -> String? { titles[state] }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: Color?, for state: State) { titleColors[state] = color }

    /// The title colour set for `state`.
    open func titleColor(for state: State) -> Color? { titleColors[state] }

    /// Sets the image shown in `state`.
    open func setImage(_ image: Image?, for state: State) {
        images[state] = image
        invalidateIntrinsicContentSize()
    }

    /// The image set for `state`.
    open func image(for state: State) -> Image? { images[state] }

    /// Sets an attributed title (its string is drawn).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { setTitle(title?.string, for: state) }

    /// The title drawn now.
    open var currentTitle: String? { configuration?.title ?? titles[state] ?? titles[.normal] }
    /// The image drawn now.
    open var currentImage: Image? { configuration?.image ?? images[state] ?? images[.normal] }

    /// What is drawn: the image glyph, the title and a configuration's subtitle, a space apart.
    var content: String {
        [currentImage?.glyph, currentTitle, configuration?.subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    open override var intrinsicContentSize: CGSize {
        let scale = ScreenMetrics.scale
        let columns = DisplayWidth.of(content) + 2
        return CGSize(width: CGFloat(columns) * scale.pointsPerColumn, height: scale.pointsPerRow)
    }

    open override func draw(in context: DrawingContext) {
        let width = context.size.width, height = context.size.height
        guard width > 0, height > 0 else { return }
        var style = Style.plain
        let color = configuration?.baseForegroundColor ?? titleColors[state] ?? titleColors[.normal] ?? tintColor ?? Color.systemBlue
        if color.isVisible, !color.isTerminalDefault { style.foreground = color.nearestTerminalColor }
        style.isBold = titleLabel?.font?.isBold ?? false
        style.isDim = !isEnabled
        if configuration?.isProminent == true {
            style.isReverse = true
            context.fill(CellRect(x: 0, y: (height - 1) / 2, width: width, height: 1), style: style)
        }
        if isHighlighted { style.isBold = true }
        let text = DisplayWidth.truncate(content, toWidth: width)
        context.write(text, x: max(0, (width - DisplayWidth.of(text)) / 2), y: (height - 1) / 2, style: style)
    }

    /// A click: the primary action, then `.touchUpInside` and `.primaryActionTriggered`.
    package override func performClick(at point: CGPoint) {
        primaryAction?.perform()
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}
