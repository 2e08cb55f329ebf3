//  A screen that loads after a simulated network delay, as sample apps write it: its data comes in a
//  DispatchQueue.main.asyncAfter block, which a headless <Wait> over the deadline must let run.

import UIKit

final class LoaderController: UICollectionViewController {
    private var rows: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 44)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Loading…"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        // Simulated network delay, as sample apps write it.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
            self.rows = ["Alpha", "Beta", "Gamma"]
            self.title = "Loaded"
            self.collectionView.reloadData()
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        cell.text = rows[indexPath.item]
        return cell
    }
}
