//  A title that counts a repeating Timer and changes once a DispatchQueue.main.asyncAfter block
//  runs: both must fire in `tcv run` without any key pressed.

import UIKit

final class TickerController: UICollectionViewController {
    private var ticks = 0
    private var later = "waiting"
    private var timer: Timer?

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 44)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.ticks += 1
            self.title = "ticks \(self.ticks) \(self.later)"
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
            self.later = "later"
            self.title = "ticks \(self.ticks) \(self.later)"
        }
        title = "ticks 0 waiting"
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        cell.text = "row \(indexPath.item)"
        return cell
    }
}
