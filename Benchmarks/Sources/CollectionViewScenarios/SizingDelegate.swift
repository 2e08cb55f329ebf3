import Foundation
import TermCollectionView

/// Sizes items one by one, as a delegate of a list with mixed content does: every third item is a
/// line taller. Implementing `sizeForItemAt` moves the flow layout off its uniform arithmetic onto
/// per-item lines built in `prepare()`.
@MainActor
final class SizingDelegate: CollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let size = BenchmarkGeometry.itemSize
        return indexPath.item % 3 == 0 ? CGSize(width: size.width, height: size.height + 1) : size
    }
}
