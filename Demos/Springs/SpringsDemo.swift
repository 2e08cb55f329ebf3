import Foundation
import TermApp
import TermCanvas
import TermCollectionView

extension Demo {
    /// UIKit Dynamics: the springy flow layout of Apple's talks.
    public static let springs = Demo(
        name: "springs",
        summary: "UIKit Dynamics: a springy flow layout, one UIAttachmentBehavior per row; scroll and rows lag and settle; d damping"
    ) {
        SpringsViewController(collectionViewLayout: SpringyFlowLayout())
    }
}

/// The springs screen: 40 rows, three cells tall, one column apart from the edges.
final class SpringsViewController: CollectionViewController {
    static let cellIdentifier = "SpringRow"
    static let rows = 40

    private var layout: SpringyFlowLayout { collectionView.collectionViewLayout as! SpringyFlowLayout }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "springs"
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let width = collectionView.bounds.width
        let size = CGSize(width: max(1, width - 2), height: 3)
        if layout.itemSize != size {
            layout.itemSize = size
            layout.minimumLineSpacing = 1
            layout.sectionInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        }
    }

    override var keyCommands: [KeyCommand]? {
        [
            KeyCommand(input: "d", title: "damping 0.6 (springy) / 0.2 (wobbly) / 1 (none)") { [unowned self] in
                let next: CGFloat = switch layout.damping { case 0.6: 0.2; case 0.2: 1; default: 0.6 }
                layout.damping = next
                statusMessage = "damping \(next)"
            },
        ]
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.rows
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        cell.text = "Spring \(indexPath.item + 1)"
        return cell
    }
}
