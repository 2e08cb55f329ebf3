import Foundation
import TermApp
import TermCollectionView

/// Six full-width rows, 3 rows high (`RowsLayout`: item i at y 3i), whose controller overrides the
/// delegate's `open` methods, as a `UICollectionViewController` subclass does, and logs the calls
/// the touch and edit-menu tests look at. Subclasses log more.
class LoggingRowsController: CollectionViewController {
    var rows = (0..<6).map { "row \($0)" }
    var log: [String] = []

    init() { super.init(collectionViewLayout: RowsLayout()) }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.text = rows[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return true
    }

    override func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }

    override func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { true }

    override func collectionView(
        _ collectionView: CollectionView, canPerformAction action: MenuAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        action != .cut
    }

    override func collectionView(
        _ collectionView: CollectionView, performAction action: MenuAction, forItemAt indexPath: IndexPath, withSender sender: Any?
    ) {
        log.append("perform \(action) \(indexPath.item)")
    }
}
