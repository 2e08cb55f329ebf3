import UIKit

/// Pull to refresh and a notification, wired with target–action as on iOS: `@objc` methods named by
/// `#selector`.
final class PullToRefreshController: UICollectionViewController {
    private var count = 4

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 44)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let refreshControl = UIRefreshControl()
        refreshControl.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
        collectionView.refreshControl = refreshControl
        NotificationCenter.default.addObserver(self, selector: #selector(PullToRefreshController.didSync(_:)),
                                               name: Notification.Name("InboxDidSync"), object: nil)
    }

    @objc private func refresh(_ sender: UIRefreshControl) {
        count += 2
        collectionView.reloadData()
        NotificationCenter.default.post(name: Notification.Name("InboxDidSync"), object: nil)
    }

    @objc func didSync(_ notification: Notification) {
        title = "Inbox (\(count))"
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.text = "message \(indexPath.item)"
        return cell
    }
}
