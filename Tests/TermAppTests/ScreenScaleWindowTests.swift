import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// Three columns of squares, each a third of the width (points, as a phone's photo grid): item i at
/// column i % 3, row i / 3.
final class SquaresLayout: CollectionViewLayout {
    private var side: CGFloat { (collectionView?.bounds.width ?? 0) / 3 }
    private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

    override var collectionViewContentSize: CGSize {
        CGSize(width: side * 3, height: side * CGFloat((count + 2) / 3))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item % 3) * side, y: CGFloat(indexPath.item / 3) * side, width: side, height: side)
        return attributes
    }

    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        guard side > 0 else { return previousIndexPath }
        let item = Int(position.y / side) * 3 + Int(position.x / side)
        return IndexPath(item: min(max(0, item), count - 1), section: 0)
    }
}

/// Twelve squares whose controller logs selection and movement.
final class SquaresController: CollectionViewController {
    var squares = (0..<12).map(String.init)
    var log: [String] = []

    init() { super.init(collectionViewLayout: SquaresLayout()) }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "square")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { squares.count }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
        cell.text = squares[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    override func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.item)→\(destinationIndexPath.item)")
        squares.insert(squares.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// A window showing a phone's 393 points across 40 columns: 9.825 points a column and 19.65 a row,
/// a scale at which no point is a whole cell. Every number below is computed by hand from those two.
@MainActor
final class ScreenScaleWindowTests: XCTestCase {
    private let size = CellSize(width: 40, height: 12)
    private let phone = ScreenScaling.device(.iPhone16, cellAspect: 2)

    override func tearDown() async throws {
        // The main screen is process-wide, as UIKit's is: the next test starts at one point per cell.
        await MainActor.run { ScreenMetrics.prepare(for: .cells) }
    }

    private func run(_ controller: SquaresController, keys: String, statusLine: Bool = false) throws -> (Window, Canvas) {
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock, screenScaling: phone)
        window.showsStatusLine = statusLine
        let canvas = HeadlessRunner(app: window, clock: clock, size: size).run(try KeyScript.parse(keys))
        return (window, canvas)
    }

    /// The view is 393 × (12 rows × 19.65) = 235.8 points; squares are 131 points a side: 131 / 9.825
    /// = 13.33 columns and 131 / 19.65 = 6.67 rows. Column edges 0, 13.33 → 13, 26.67 → 27, 40; row
    /// edges 0, 6.67 → 7, 13.33 → 13 (below the screen): squares 13 or 14 columns by 6 or 7 rows, twice
    /// as wide as tall in cells, as a square is on a 1:2 cell; neighbours share their edges. The text
    /// sits on the middle row: row 3 of the first squares, 7 + (6 − 1) / 2 = 9 of the second.
    func test_squares_in_points_are_square_on_screen_and_neighbours_touch() async throws {
        let (window, canvas) = try run(SquaresController(), keys: "")
        XCTAssertEqual(window.screenScale, ScreenScale(pointsPerColumn: 9.825, pointsPerRow: 19.65))
        XCTAssertEqual(ScreenMetrics.bounds.width, 393)
        XCTAssertEqual(ScreenMetrics.bounds.height, 235.8, accuracy: 1e-9)
        assertCanvas(canvas, equals: [
            "┌───────────┐┌────────────┐┌───────────┐",
            "│           ││            ││           │",
            "│           ││            ││           │",
            "│ 0         ││ 1          ││ 2         │",
            "│           ││            ││           │",
            "│           ││            ││           │",
            "└───────────┘└────────────┘└───────────┘",
            "┌───────────┐┌────────────┐┌───────────┐",
            "│           ││            ││           │",
            "│ 3         ││ 4          ││ 5         │",
            "│           ││            ││           │",
            "│           ││            ││           │",
        ])
    }

    /// A row key moves `contentOffset` one row of points (19.65), a wheel notch three (58.95): the
    /// content moves by whole rows on screen.
    func test_a_row_key_scrolls_one_row_of_points_and_a_wheel_notch_three() async throws {
        let controller = SquaresController()
        _ = try run(controller, keys: "jj")
        XCTAssertEqual(controller.collectionView.contentOffset.y, 2 * 19.65, accuracy: 1e-9)
        let wheeled = SquaresController()
        let (_, canvas) = try run(wheeled, keys: "<ScrollDown:5,5><Wait:300>")
        XCTAssertEqual(wheeled.collectionView.contentOffset.y, 3 * 19.65, accuracy: 1e-9)
        // Row edges move up three rows: the first squares' bottom edge (row 7) is now row 4.
        XCTAssertEqual(canvas.text.split(separator: "\n").map(String.init)[3], "└───────────┘└────────────┘└───────────┘")
    }

    /// A click on cell (20, 8) touches point (20.5 × 9.825, 8.5 × 19.65) = (201.4, 167.0): square 4
    /// (131 … 262 both ways), though 20 columns and 8 rows as points would be square 0.
    func test_a_click_at_a_non_integer_scale_selects_the_square_under_it() async throws {
        let controller = SquaresController()
        _ = try run(controller, keys: "<Click:20,8>")
        XCTAssertEqual(controller.log, ["didSelect 4"])
    }

    /// A drag from square 0 (cell 5, 3 → point 54.0, 68.8) to cell (33, 9) → point (329.2, 186.7),
    /// which is square 5 (x 262 … 393, y 131 … 262): the release there drops square 0 at index 5.
    func test_a_drag_lands_where_the_pointer_is_in_points() async throws {
        let controller = SquaresController()
        _ = try run(controller, keys: "<Press:5,3><Drag:20,5><Drag:33,9><Release:33,9>")
        XCTAssertEqual(controller.log, ["move 0→5"])
        XCTAssertEqual(controller.squares.prefix(6), ["1", "2", "3", "4", "5", "0"])
    }

    /// Changing the scaling lays the screen out again: at one point per cell the view is 40 × 12
    /// points and the squares 13.33 points (13 columns, 13 rows).
    func test_switching_to_one_point_per_cell_lays_out_again_in_cells() async throws {
        let controller = SquaresController()
        let (window, _) = try run(controller, keys: "")
        window.screenScaling = .cells
        XCTAssertEqual(window.screenScale, .cells)
        XCTAssertEqual(controller.collectionView.bounds.size, CGSize(width: 40, height: 12))
        XCTAssertEqual(ScreenMetrics.bounds, CGRect(x: 0, y: 0, width: 40, height: 12))
    }
}
