import TermCanvas
import UIKitCompat
import XCTest

/// What app files put around their collection views, written as iOS code writes it (Swift 5 mode,
/// UIKit's names): the `UIColor(hex:)` extension nearly every app carries, buttons and page controls
/// that take clicks, attributed titles, stack views with fixed-size icons and custom spacing.
extension UIColor {
    convenience init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = UInt64(digits, radix: 16) ?? 0
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    static let brandAccent = UIColor(hex: "#FF3B30")
}

/// A row with a "Follow" button, as feed cells have.
class FollowCell: UICollectionViewCell {
    let button = UIButton(type: .system)
    var onFollow: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        button.setTitle("Follow", for: .normal)
        button.addTarget(self, action: Selector("follow"), for: .touchUpInside)
        button.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(button)
        NSLayoutConstraint.activate([
            button.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            button.topAnchor.constraint(equalTo: contentView.topAnchor),
            button.widthAnchor.constraint(equalToConstant: 8),
            button.heightAnchor.constraint(equalToConstant: 1),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func follow() { onFollow?() }
}

final class FollowListController: UICollectionViewController {
    var followed: [Int] = []
    var selected: [Int] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 3)
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(FollowCell.self, forCellWithReuseIdentifier: "follow")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "follow", for: indexPath) as! FollowCell
        cell.onFollow = { [unowned self] in self.followed.append(indexPath.item) }
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

@MainActor
final class AppSurfacePortTests: XCTestCase {
    override func setUp() async throws {
        Selector.performer = { target, selector, _ in
            guard let cell = target as? FollowCell, selector.name == "follow" else { return false }
            cell.follow()
            return true
        }
    }

    override func tearDown() async throws {
        Selector.performer = { _, _, _ in false }
    }

    func test_the_apps_hex_colour_extension_compiles_and_is_equal_by_value() async {
        XCTAssertEqual(UIColor(hex: "#FF3B30"), UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        XCTAssertEqual(UIColor.brandAccent.redComponent, 1)
        XCTAssertNotEqual(UIColor(hex: "000000"), UIColor.white)
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        XCTAssertEqual(dynamic.resolvedColor(with: UITraitCollection.current), dynamic)
    }

    /// Row 1 (y 3–5) has its button at the cell's top-right: x 12–20, y 3. A click on it follows;
    /// a click elsewhere on the row selects the item, and the button's click did not.
    func test_a_button_in_a_cell_takes_its_click_and_the_cell_is_not_selected() async throws {
        let controller = FollowListController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let frame = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 9))
            .run(try KeyScript.parse("<Click:15,3><Click:2,4>"))
        XCTAssertEqual(controller.followed, [1])
        XCTAssertEqual(controller.selected, [1])
        XCTAssertTrue(frame.textLines()[3].contains("Follow"), frame.textLines().joined(separator: "\n"))
    }

    func test_a_page_control_turns_to_the_clicked_dot_and_says_so() async {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 9, height: 1))
        pages.numberOfPages = 5
        var changes: [Int] = []
        pages.addAction(for: .valueChanged) { control in changes.append((control as! UIPageControl).currentPage) }
        XCTAssertEqual(pages.intrinsicContentSize.width, 9, "five dots a column apart at one point per cell")
        pages.performClick(at: CGPoint(x: 6.5, y: 0.5))
        pages.performClick(at: CGPoint(x: 6.5, y: 0.5))
        XCTAssertEqual(pages.currentPage, 3)
        XCTAssertEqual(changes, [3], "the same page again sends nothing")
        pages.numberOfPages = 2
        XCTAssertEqual(pages.currentPage, 1, "the current page stays among the pages")
    }

    func test_attributed_text_draws_its_string_in_its_first_runs_font() async {
        let label = UILabel(frame: .zero)
        let title = NSMutableAttributedString(string: "Breaking", attributes: [.font: UIFont.boldSystemFont(ofSize: 17),
                                                                             .foregroundColor: UIColor.systemRed])
        title.append(NSAttributedString(string: " news", attributes: [.kern: 1.2]))
        label.attributedText = title
        XCTAssertEqual(label.text, "Breaking news")
        XCTAssertTrue(label.font.isBold)
        XCTAssertEqual(label.textColor, UIColor.systemRed)
        XCTAssertEqual(label.attributedText?.string, "Breaking news")
        label.text = "Plain"
        XCTAssertEqual(label.attributedText?.string, "Plain")
        XCTAssertEqual(("Breaking" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).height > 0, true)
    }

    /// An icon pinned to 3 × 1 keeps that size in a horizontal stack (UIKit's required constraint),
    /// and a custom spacing after it replaces the stack's 1.
    func test_a_stack_keeps_fixed_sizes_and_custom_spacing() async {
        let icon = UIImageView(image: UIImage(systemName: "star.fill"))
        icon.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([icon.widthAnchor.constraint(equalToConstant: 3), icon.heightAnchor.constraint(equalToConstant: 1)])
        let title = UILabel()
        title.text = "Title"
        let stack = UIStackView(arrangedSubviews: [icon, title])
        stack.axis = .horizontal
        stack.spacing = 1
        stack.setCustomSpacing(4, after: icon)
        stack.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
        stack.layoutIfNeeded()
        XCTAssertEqual(icon.frame, CGRect(x: 0, y: 0, width: 3, height: 1))
        XCTAssertEqual(title.frame.minX, 7)
        XCTAssertEqual(stack.customSpacing(after: icon), 4)
        XCTAssertEqual(stack.customSpacing(after: title), UIStackView.spacingUseDefault)
        title.setContentHuggingPriority(.required, for: .horizontal)
        XCTAssertEqual(title.contentHuggingPriority(for: .horizontal), .required)
        XCTAssertEqual(title.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
    }

    func test_editing_mode_reaches_the_collection_view_and_the_edit_button_toggles_it() async {
        let controller = FollowListController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.editButtonItem.title, "Edit")
        controller.editButtonItem.sendAction()
        XCTAssertTrue(controller.isEditing)
        XCTAssertTrue(controller.collectionView.isEditing)
        XCTAssertEqual(controller.editButtonItem.title, "Done")
        controller.setEditing(false, animated: true)
        XCTAssertFalse(controller.collectionView.isEditing)
    }

    /// UIKit makes a new cell with its item's frame (and a header with its own), so `init(frame:)` code
    /// that sizes subviews from `bounds` sees the real size.
    func test_new_cells_are_made_with_their_items_frame() async {
        let controller = FollowListController()
        controller.loadViewIfNeeded()
        controller.collectionView.frame = CGRect(x: 0, y: 0, width: 20, height: 9)
        controller.collectionView.register(InitFrameCell.self, forCellWithReuseIdentifier: "follow")
        controller.collectionView.reloadData()
        controller.collectionView.layoutIfNeeded()
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? InitFrameCell
        XCTAssertEqual(cell?.initFrame, CGRect(x: 0, y: 3, width: 20, height: 3))
    }

    /// The `UIFont` extension apps write on font descriptors: bold through symbolic traits, the
    /// Dynamic Type size kept.
    func test_font_descriptors_carry_size_and_bold() async {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let bold = UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 0)
        XCTAssertEqual(bold.pointSize, UIFont.preferredFont(forTextStyle: .body).pointSize)
        XCTAssertTrue(bold.isBold)
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 22).pointSize, 22)
    }
}

/// Records the frame its `init(frame:)` got.
final class InitFrameCell: FollowCell {
    var initFrame: CGRect?

    override init(frame: CGRect) {
        super.init(frame: frame)
        initFrame = frame
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
