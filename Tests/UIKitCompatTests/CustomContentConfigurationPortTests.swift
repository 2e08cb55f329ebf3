import TermCanvas
import UIKitCompat
import XCTest

/// A custom content configuration as Apple's "custom configurations" pattern writes it: a struct that
/// makes its own `UIContentView`, updated for the cell's state; the cell keeps the view and hands it
/// each new configuration.
struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var title = ""
    var isEmphasized = false

    func makeContentView() -> UIView & UIContentView { BadgeContentView(configuration: self) }

    func updated(for state: UIConfigurationState) -> BadgeConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.isEmphasized = state.isSelected || state.isHighlighted
        return updated
    }
}

final class BadgeContentView: UIView, UIContentView {
    let label = UILabel()
    static var made = 0

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        BadgeContentView.made += 1
        label.frame = CGRect(x: 0, y: 0, width: 12, height: 1)
        addSubview(label)
        apply()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func apply() {
        guard let configuration = configuration as? BadgeConfiguration else { return }
        label.text = configuration.isEmphasized ? configuration.title.uppercased() : configuration.title
    }
}

@MainActor
final class CustomContentConfigurationPortTests: XCTestCase {
    func test_the_cell_shows_the_configurations_view_keeps_it_and_updates_it_for_selection() async {
        BadgeContentView.made = 0
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        cell.contentConfiguration = BadgeConfiguration(title: "inbox")
        let view = cell.contentView.subviews.first as? BadgeContentView
        XCTAssertEqual(view?.label.text, "inbox")
        XCTAssertEqual(view?.frame, cell.contentView.bounds)
        cell.contentConfiguration = BadgeConfiguration(title: "sent")
        XCTAssertEqual(BadgeContentView.made, 1, "a configuration of the same kind reuses the view")
        XCTAssertEqual(view?.label.text, "sent")
        cell.isSelected = true
        XCTAssertEqual(view?.label.text, "SENT", "updated(for:) with the selected state")
        XCTAssertEqual(UICollectionViewCell.render(cell).first?.hasPrefix("SENT"), true, "the content view draws over the selection")
        cell.contentConfiguration = UIListContentConfiguration.cell()
        XCTAssertTrue(cell.contentView.subviews.isEmpty, "tcv's own configurations draw themselves")
    }

    func test_the_update_handler_runs_when_the_state_changes() async {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isHighlighted) }
        cell.isHighlighted = true
        cell.isHighlighted = false
        XCTAssertEqual(states, [true, false])
    }
}

extension UICollectionViewCell {
    /// The cell drawn alone, one point per cell.
    static func render(_ cell: UICollectionViewCell) -> [String] {
        let context = DrawingContext(canvas: Canvas(size: CellSize(width: Int(cell.bounds.width), height: Int(cell.bounds.height))), scale: .cells)
        cell.draw(in: context)
        cell.drawSubviews(in: context)
        return context.canvas.textLines()
    }
}
