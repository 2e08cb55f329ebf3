import Foundation
import TermCanvas

/// Content a cell shows instead of its default drawing: UIKit's `UIContentConfiguration`.
///
/// Two kinds, as in UIKit: tcv's own configurations (`ListContentConfiguration`) draw themselves
/// into the cell's drawing context (`drawsItself`), which is what their content view would do; a
/// configuration of your own makes a content view (`makeContentView()`, a `View` that adopts
/// `ContentView`), which the cell adds to its `contentView`, filling it, and hands each later
/// configuration of the same kind (UIKit keeps the view while it `supports` the new configuration).
/// `updated(for:)` gets the cell's `CellConfigurationState` when the cell's state changes.
public protocol ContentConfiguration: Sendable {
    /// The view that shows this configuration.
    @MainActor func makeContentView() -> View & ContentView
    /// The configuration for `state` (selected, highlighted, …); by default itself.
    func updated(for state: ConfigurationState) -> Self
    /// Whether the configuration draws itself (tcv's own) rather than through a content view.
    var drawsItself: Bool { get }
    /// Draws the content into `context` (the cell's area) with `style` as the base style (for
    /// configurations that draw themselves).
    @MainActor func draw(in context: DrawingContext, style: Style)
}

extension ContentConfiguration {
    /// Default: the configuration itself, unchanged by the state.
    public func updated(for state: ConfigurationState) -> Self { self }
    /// Default: `false`; the configuration shows through the content view it makes.
    public var drawsItself: Bool { false }
    /// Default: draws nothing (a configuration that does not draw itself shows through its content view).
    @MainActor public func draw(in context: DrawingContext, style: Style) {}
}

/// A view that shows a content configuration: UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown; a cell sets a new one of a kind the view supports.
    var configuration: ContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: one of the same type as its own).
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    /// Default: whether `configuration` is of the same type as the view's current one.
    public func supports(_ configuration: ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A view's or cell's state for configurations: UIKit's `UIConfigurationState`.
public protocol ConfigurationState {
    /// The traits of the view.
    @MainActor var traitCollection: TraitCollection { get }
}

/// A cell's state: UIKit's `UICellConfigurationState`.
public struct CellConfigurationState: ConfigurationState, @unchecked Sendable {
    /// The traits of the cell.
    public var traitCollection: TraitCollection
    /// Whether the item is selected (the cell's `isSelected`).
    public var isSelected = false
    /// Whether the item is highlighted by a touch (the cell's `isHighlighted`).
    public var isHighlighted = false
    /// Whether the item has the focus (the cell's `isFocused`).
    public var isFocused = false
    /// Whether the cell is disabled. The simulator's cells never set it (always `false` in `configurationState`).
    public var isDisabled = false
    /// Whether the collection view is editing (its `isEditing`).
    public var isEditing = false
    /// Whether the cell's outline item is expanded. The simulator's cells never set it in `configurationState` (a list cell tracks expansion itself).
    public var isExpanded = false
    /// Whether the cell is showing swipe actions. The simulator's cells never set it (always `false`).
    public var isSwiped = false
    /// Whether the cell is being reordered. The simulator's cells never set it (always `false`).
    public var isReordering = false

    /// A state with `traitCollection` and nothing set.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}
