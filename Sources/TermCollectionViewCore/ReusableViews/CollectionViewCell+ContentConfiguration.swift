import Foundation

extension CollectionViewCell {
    /// Puts the content view of a configuration of the app's own into `contentView`, filling it, or
    /// hands the configuration to the one there when it supports it (UIKit keeps the view then).
    func installContentView(for configuration: ContentConfiguration?) {
        guard let configuration, !configuration.drawsItself else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let existing = configuredContentView, existing.supports(configuration) {
            existing.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        configuredContentView = view
    }

    /// The cell's state for configurations (UIKit's `configurationState`).
    public var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isEditing = (displayParent as? CollectionView)?.isEditing ?? false
        return state
    }

    /// Asks for `updateConfiguration(using:)` with the current state (done now: a terminal cell has
    /// no deferred update cycle).
    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }
}
