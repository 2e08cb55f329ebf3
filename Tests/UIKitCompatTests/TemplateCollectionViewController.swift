import UIKitCompat

private let reuseIdentifier = "Cell"

/// Xcode's "Collection View Controller" file template, filled in as an app would: written for UIKit
/// (Swift 5), only the import differs. It counts the calls a test wants to see.
class TemplateCollectionViewController: UICollectionViewController {
    var items = ["one", "two", "three", "four"]
    var selectedItems: [String] = []
    var focusedItems: [String] = []
    var layoutCallbacks: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()

        // Uncomment the following line to preserve selection between presentations
        self.clearsSelectionOnViewWillAppear = false

        // Register cell classes
        self.collectionView!.register(UICollectionViewCell.self, forCellWithReuseIdentifier: reuseIdentifier)

        // Do any additional setup after loading the view.
        title = "Template"
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutCallbacks.append("will \(collectionView.visibleCells.count) cells")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutCallbacks.append("did \(collectionView.visibleCells.count) cells")
    }

    // MARK: UICollectionViewDataSource

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return items.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)

        // Configure the cell
        cell.text = items[indexPath.item]
        return cell
    }

    // MARK: UICollectionViewDelegate

    // Uncomment this method to specify if the specified item should be highlighted during tracking
    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        return indexPath.item != 1
    }

    // Uncomment this method to specify if the specified item should be selected
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        return indexPath.item != 0
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedItems.append(items[indexPath.item])
    }

    override func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                                 with coordinator: UIFocusAnimationCoordinator) {
        coordinator.addCoordinatedAnimations({
            self.focusedItems.append(context.nextFocusedIndexPath.map { self.items[$0.item] } ?? "none")
        }, completion: nil)
    }
}

/// A list layout: full-width 10×3 items, no spacing.
func makeTemplateListLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 3)
    layout.minimumLineSpacing = 0
    return layout
}
