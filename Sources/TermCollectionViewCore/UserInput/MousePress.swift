import Foundation

/// A left-button press on an item, kept while the button is held: where it went down, and whether
/// dragging has turned it into an interactive movement or a drag and drop.
struct MousePress {
    /// The item pressed.
    var indexPath: IndexPath
    /// Whether the drag began the item's interactive movement (then the release drops it).
    var isMoving = false
    /// Whether the drag began a drag session (the collection view's drag delegate gave items).
    var isDragging = false
}
