// Drag and drop under UIKit's and Foundation's names (the simulation is in TermCollectionView's
// DragAndDrop folder).

/// The iOS SDK's name for `CollectionViewDragDelegate`.
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
/// The iOS SDK's name for `CollectionViewDropDelegate`.
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
/// The iOS SDK's name for `CollectionViewDropCoordinator`.
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
/// The iOS SDK's name for `CollectionViewDropItem`.
public typealias UICollectionViewDropItem = CollectionViewDropItem
/// The iOS SDK's name for `CollectionViewDropProposal`.
public typealias UICollectionViewDropProposal = CollectionViewDropProposal
/// The iOS SDK's name for `CollectionViewDropPlaceholder`.
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder
/// The iOS SDK's name for `CollectionViewDropPlaceholderContext`.
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
/// The iOS SDK's name for `CollectionViewPlaceholder`.
public typealias UICollectionViewPlaceholder = CollectionViewPlaceholder
/// The iOS SDK's name for `DropProposal`.
public typealias UIDropProposal = DropProposal
/// The iOS SDK's name for `DropOperation`.
public typealias UIDropOperation = DropOperation
/// The iOS SDK's name for `DragItem`.
public typealias UIDragItem = DragItem
/// The iOS SDK's name for `DragPreview`.
public typealias UIDragPreview = DragPreview
/// The iOS SDK's name for `DragPreviewParameters`.
public typealias UIDragPreviewParameters = DragPreviewParameters
/// The iOS SDK's name for `DragPreviewTarget`.
public typealias UIDragPreviewTarget = DragPreviewTarget
/// The iOS SDK's name for `DragDropSession`.
public typealias UIDragDropSession = DragDropSession
/// The iOS SDK's name for `DragSession`.
public typealias UIDragSession = DragSession
/// The iOS SDK's name for `DropSession`.
public typealias UIDropSession = DropSession
/// The iOS SDK's name for `DropSessionProgressIndicatorStyle`.
public typealias UIDropSessionProgressIndicatorStyle = DropSessionProgressIndicatorStyle
/// The iOS SDK's name for `DragAnimating`.
public typealias UIDragAnimating = DragAnimating
/// The iOS SDK's name for `ViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// The iOS SDK's name for `ItemProvider`.
public typealias NSItemProvider = ItemProvider
/// The iOS SDK's name for `ItemProviderWriting`.
public typealias NSItemProviderWriting = ItemProviderWriting
/// The iOS SDK's name for `ItemProviderReading`.
public typealias NSItemProviderReading = ItemProviderReading
/// The iOS SDK's name for `ItemProviderRepresentationVisibility`.
public typealias NSItemProviderRepresentationVisibility = ItemProviderRepresentationVisibility

extension CollectionView {
    /// UIKit's name for `ReorderingCadence`.
    public typealias ReorderingCadence = TermCollectionView.ReorderingCadence
}
