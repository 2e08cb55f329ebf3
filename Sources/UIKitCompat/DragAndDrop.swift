// Drag and drop under UIKit's and Foundation's names (the simulation is in TermCollectionView's
// DragAndDrop folder).

public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
public typealias UICollectionViewDropItem = CollectionViewDropItem
public typealias UICollectionViewDropProposal = CollectionViewDropProposal
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
public typealias UICollectionViewPlaceholder = CollectionViewPlaceholder
public typealias UIDropProposal = DropProposal
public typealias UIDropOperation = DropOperation
public typealias UIDragItem = DragItem
public typealias UIDragPreview = DragPreview
public typealias UIDragPreviewParameters = DragPreviewParameters
public typealias UIDragPreviewTarget = DragPreviewTarget
public typealias UIDragDropSession = DragDropSession
public typealias UIDragSession = DragSession
public typealias UIDropSession = DropSession
public typealias UIDropSessionProgressIndicatorStyle = DropSessionProgressIndicatorStyle
public typealias UIDragAnimating = DragAnimating
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
public typealias NSItemProvider = ItemProvider
public typealias NSItemProviderWriting = ItemProviderWriting
public typealias NSItemProviderReading = ItemProviderReading
public typealias NSItemProviderRepresentationVisibility = ItemProviderRepresentationVisibility

extension CollectionView {
    /// UIKit's name for `ReorderingCadence`.
    public typealias ReorderingCadence = TermCollectionView.ReorderingCadence
}
