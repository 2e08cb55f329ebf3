import Foundation
@testable import TermViews
import XCTest

/// `UIStackView`: arranged views one after another along the axis, `spacing` apart, shared out by
/// `distribution`, placed across by `alignment`; hidden ones take no room. Views without an intrinsic
/// size keep their own (4×2, 6×1, 2×3 here), so every frame is hand-computed.
@MainActor
final class StackViewTests: XCTestCase {
    private func views() -> [View] {
        [View(frame: CGRect(x: 0, y: 0, width: 4, height: 2)), View(frame: CGRect(x: 0, y: 0, width: 6, height: 1)),
         View(frame: CGRect(x: 0, y: 0, width: 2, height: 3))]
    }

    func test_a_row_fills_with_the_last_view_and_the_intrinsic_size_is_the_total() async {
        let stack = StackView(arrangedSubviews: views())
        stack.spacing = 1
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 4 + 1 + 6 + 1 + 2, height: 3))
        stack.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
        stack.layoutIfNeeded()
        XCTAssertEqual(stack.arrangedSubviews.map(\.frame), [
            CGRect(x: 0, y: 0, width: 4, height: 3), CGRect(x: 5, y: 0, width: 6, height: 3), CGRect(x: 12, y: 0, width: 8, height: 3),
        ])
    }

    func test_a_column_centred_equally_spaced_skipping_hidden_views() async {
        let arranged = views()
        let stack = StackView(arrangedSubviews: arranged)
        stack.axis = .vertical
        stack.alignment = .center
        stack.distribution = .equalSpacing
        arranged[1].isHidden = true
        stack.frame = CGRect(x: 0, y: 0, width: 10, height: 9)
        stack.layoutIfNeeded()
        // 9 rows hold 2 + 3; the one gap is the other 4.
        XCTAssertEqual(arranged[0].frame, CGRect(x: 3, y: 0, width: 4, height: 2))
        XCTAssertEqual(arranged[2].frame, CGRect(x: 4, y: 6, width: 2, height: 3))
    }

    func test_fill_equally_and_removing_an_arranged_view() async {
        let arranged = views()
        let stack = StackView(arrangedSubviews: arranged)
        stack.distribution = .fillEqually
        stack.spacing = 2
        stack.alignment = .top
        stack.frame = CGRect(x: 0, y: 0, width: 22, height: 5)
        stack.layoutIfNeeded()
        XCTAssertEqual(arranged.map(\.frame), [
            CGRect(x: 0, y: 0, width: 6, height: 2), CGRect(x: 8, y: 0, width: 6, height: 1), CGRect(x: 16, y: 0, width: 6, height: 3),
        ])
        stack.removeArrangedSubview(arranged[0])
        stack.layoutIfNeeded()
        XCTAssertEqual(arranged[1].frame, CGRect(x: 0, y: 0, width: 10, height: 1))
        XCTAssertTrue(arranged[0].superview === stack, "still a subview, as in UIKit")
    }
}
