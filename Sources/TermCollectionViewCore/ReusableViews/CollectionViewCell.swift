import Foundation
import TermCanvas

/// A cell: UIKit's `UICollectionViewCell`. Adds selection, highlight and focus state, and UIKit's
/// three layers: `backgroundView` behind everything, `selectedBackgroundView` above it while the cell
/// is selected or highlighted, and `contentView` on top (see `CollectionViewCell+Backgrounds.swift`).
///
/// The cell never changes its own look for selection, as UIKit's guide says: the stock
/// `selectedBackgroundView` (a `SelectedBackgroundView`: double border, reverse video — visible with
/// and without colour) shows it. Set `selectedBackgroundView = nil` and selection shows nothing.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
    /// Whether the cell is selected. The collection view sets it as selection changes.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the cell is highlighted: between a touch down and up on it. The collection view sets it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// Whether the cell has the keyboard focus (UIKit's `UIView.isFocused`); the collection view sets
    /// it and draws the focus halo (a heavy border) around the cell.
    public internal(set) var isFocused = false

    /// The view the cell's content is drawn in, on top of the backgrounds: UIKit's `contentView`, the
    /// cell's first subview. It always has the cell's bounds; add labels and other views to it. Its
    /// `backgroundColor` (clear by default) covers the background views; its `draw(in:)` and its
    /// subviews draw before the cell's `text` is written.
    public let contentView = View(frame: .zero)
    /// Drawn behind the content: UIKit's `backgroundView`. `nil` by default.
    open var backgroundView: View?
    /// Drawn above `backgroundView` while the cell is selected or highlighted: UIKit's
    /// `selectedBackgroundView`. A stock `SelectedBackgroundView` by default; `nil` shows no selection look.
    open var selectedBackgroundView: View? = SelectedBackgroundView(frame: .zero)
    /// Content drawn instead of the default box with `text` (UIKit's `contentConfiguration`, iOS 14).
    /// With one set, the cell draws no border unless `borderStyle` names one. A configuration of your
    /// own puts its content view in `contentView` (`CollectionViewCell+ContentConfiguration.swift`).
    open var contentConfiguration: (any ContentConfiguration)? {
        didSet { installContentView(for: contentConfiguration) }
    }
    /// The content view a configuration of the app's own made.
    var configuredContentView: (View & ContentView)?

    /// Sets the cell up for `state` (UIKit's `updateConfiguration(using:)`, called when the selection
    /// or highlight changes and by `setNeedsUpdateConfiguration()`; override it to restyle the cell):
    /// by default runs `configurationUpdateHandler` and, while `automaticallyUpdatesContentConfiguration`,
    /// updates a content configuration of the app's own for the state.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration, !configuration.drawsItself {
            contentConfiguration = configuration.updated(for: state)
        }
    }

    /// Whether a state change updates the content configuration for the new state by itself (its
    /// `updated(for:)`), as UIKit's does by default; set it to `false` when your
    /// `updateConfiguration(using:)` sets the configuration itself.
    open var automaticallyUpdatesContentConfiguration = true

    private func stateDidChange() {
        updateConfiguration(using: configurationState)
    }
    /// Runs when the cell's state changes, to set a configuration for it (UIKit's iOS 15
    /// `configurationUpdateHandler`).
    public final var configurationUpdateHandler: (@MainActor (CollectionViewCell, CellConfigurationState) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
    }

    /// The content view is the cell's first subview and follows its size, as in UIKit.
    private func addContentView() {
        addFillingSubview(contentView)
        ownContentView = contentView
    }

    /// Resets selection and highlight, as UIKit does, then calls `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// Draws the cell's own fill and border, the background views, then the content (UIKit's order of
    /// the layers, back to front).
    open override func draw(in context: DrawingContext) {
        drawLayers(in: context)
    }

    /// Whether a tap on the cell expands or collapses its outline item instead of selecting it; a
    /// plain cell never does (a list cell with a header-style disclosure does). (A tcv hook for list
    /// cells, not UIKit API.)
    open var tapTogglesOutline: Bool { false }

    /// The cell draws its content view between its background views (its layers).
}
