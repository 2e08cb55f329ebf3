import UIKit

class ShortcutGridController: UICollectionViewController {
    var marked = 0

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        title = "Marked 0"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override var keyCommands: [UIKeyCommand]? {
        let mark = UIKeyCommand(input: "k", modifierFlags: .command, action: #selector(markItem))
        mark.discoverabilityTitle = "Mark"
        return [mark]
    }

    @objc func markItem() {
        marked += 1
        title = "Marked \(marked)"
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, key.keyCode == .keyboardR else {
            super.pressesBegan(presses, with: event)
            return
        }
        marked = 0
        title = "Reset"
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
