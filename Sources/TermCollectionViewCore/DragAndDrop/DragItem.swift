import Foundation

/// One dragged item: UIKit's `UIDragItem`. The provider carries the content; `localObject` is what
/// the app itself reads back when the drop lands in the same program (every drop in tcv does).
@preconcurrency @MainActor
open class DragItem {
    /// The content.
    public let itemProvider: ItemProvider
    /// The app's own object for the item (a model value), read back by `performDrop`.
    open var localObject: Any?
    /// A custom lifted image (stored only: the terminal shows the lifted cell itself).
    open var previewProvider: (() -> DragPreview?)?

    /// An item carrying `itemProvider`'s content.
    public init(itemProvider: ItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// A custom drag preview: UIKit's `UIDragPreview` (stored only; tcv lifts the cell as it is drawn).
@preconcurrency @MainActor
open class DragPreview {
    /// The view the preview shows.
    public let view: View
    /// How it is shaped (stored only).
    public let parameters: DragPreviewParameters?

    /// A preview of `view`.
    public init(view: View, parameters: DragPreviewParameters? = nil) {
        self.view = view
        self.parameters = parameters
    }
}

/// How a lifted or dropped cell is shaped: UIKit's `UIDragPreviewParameters` (stored only: the
/// terminal draws the cell's own box).
@preconcurrency @MainActor
open class DragPreviewParameters {
    /// The colour behind the preview (stored only).
    open var backgroundColor: Color?
    /// The visible part, as a path (stored only).
    open var visiblePath: Any?

    /// Default parameters.
    public init() {}

    /// Parameters showing only `textLineRects` (stored only).
    public init(textLineRects: [NSValue]) {}
}
