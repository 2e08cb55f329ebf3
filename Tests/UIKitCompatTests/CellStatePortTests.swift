import TermCanvas
import UIKitCompat
import XCTest

/// A cell that restyles itself by overriding `updateConfiguration(using:)`, as iOS 14 code does
/// ("Override this method in a subclass to update the cell's configuration using the provided
/// state"): a tap's highlight and selection call it with the new state, and with
/// `automaticallyUpdatesContentConfiguration` off the cell's own configuration stays as the override
/// set it.
final class CheckCell: UICollectionViewCell {
    private(set) var states: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append("\(state.isHighlighted ? "highlighted" : "-") \(state.isSelected ? "selected" : "-")")
        var content = UIListContentConfiguration.cell()
        content.text = state.isSelected ? "✓ Milk" : "Milk"
        contentConfiguration = content
    }
}

final class ChecklistController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 3)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CheckCell.self, forCellWithReuseIdentifier: "check")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "check", for: indexPath) as! CheckCell
        cell.automaticallyUpdatesContentConfiguration = false
        return cell
    }
}

@MainActor
final class CellStatePortTests: XCTestCase {
    func test_a_tap_calls_the_cells_update_configuration_override_with_each_new_state() async throws {
        let controller = ChecklistController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 4))
        runner.start()
        for step in try KeyScript.parse("<Click:5,1>") { runner.play(step) }
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! CheckCell
        XCTAssertEqual(cell.states, ["highlighted -", "- -", "- selected"], "down, up (highlight off), selected")
        XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "✓ Milk")
    }
}
