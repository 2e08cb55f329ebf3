import Foundation
import TermViews
import XCTest

/// The Visual Format Language (Apple's Auto Layout Guide), with the terminal's standard spacing: one
/// column between siblings horizontally, none vertically, the superview's margins at its edges.
@MainActor
final class VisualFormatTests: XCTestCase {
    /// A news cell's formats: title, date and body stacked under the top margin (0 rows), a one-row
    /// separator flush with the bottom, 20 rows under the body. At 40 × 30: title 0, date 1, body from
    /// 2 to 30 − 1 − 20 = 9 (it stretches), separator 29; margins 1 column left and right → width 38.
    /// The fitting height gives the body its two lines: 1 + 1 + 2 + 20 + 1 = 25.
    func test_a_stacked_cell_format_solves_and_fits_its_labels() async {
        let content = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let title = Label(), date = Label(), body = Label(), separator = View()
        [title, date, body, separator].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview($0)
        }
        body.numberOfLines = 0
        title.text = "Registration open"
        date.text = "3/14/19"
        body.text = "Register by Wednesday\nand join us"
        let views = ["title": title, "date": date, "body": body, "separator": separator]
        var constraints: [LayoutConstraint] = []
        for format in ["H:|-[title]-|", "H:|-[date]", "H:|-[body]-|", "H:|-[separator]-|",
                       "V:|-[title]-[date]-[body]-20-[separator(==1)]|"] {
            constraints += LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        }
        // 2 per H format with two bars, 1 for "|-[date]", and V: 1 + 1 + 1 + 1 + 1 (size) + 1.
        XCTAssertEqual(constraints.count, 13)
        LayoutConstraint.activate(constraints)
        content.layoutIfNeeded()
        XCTAssertEqual(title.frame, CGRect(x: 1, y: 0, width: 38, height: 1))
        XCTAssertEqual(date.frame, CGRect(x: 1, y: 1, width: 7, height: 1))
        XCTAssertEqual(body.frame, CGRect(x: 1, y: 2, width: 38, height: 7))
        XCTAssertEqual(separator.frame, CGRect(x: 1, y: 29, width: 38, height: 1))
        XCTAssertEqual(content.systemLayoutSizeFitting(CGSize(width: 40, height: 30)), CGSize(width: 40, height: 25))
    }

    /// Metrics, relations with priorities, a size equal to another view's, and `alignAllCenterY`.
    func test_metrics_predicates_and_alignment_options() async {
        let bar = View(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        let left = View(), right = View()
        [left, right].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview($0)
        }
        var constraints = LayoutConstraint.constraints(
            withVisualFormat: "H:|-pad-[left(==6)]-(>=2@750)-[right(==left)]-pad-|", options: .alignAllCenterY,
            metrics: ["pad": 2], views: ["left": left, "right": right])
        constraints += LayoutConstraint.constraints(withVisualFormat: "V:|[left(==1)]", options: [], metrics: nil, views: ["left": left])
        constraints += [right.heightAnchor.constraint(equalToConstant: 1)]
        LayoutConstraint.activate(constraints)
        bar.layoutIfNeeded()
        // left at 2, 6 wide; right 6 wide ending 2 before 30 → x 22; both on row 0 (centre y aligned).
        XCTAssertEqual(left.frame, CGRect(x: 2, y: 0, width: 6, height: 1))
        XCTAssertEqual(right.frame, CGRect(x: 22, y: 0, width: 6, height: 1))
        XCTAssertEqual(constraints.first { $0.relation == .greaterThanOrEqual }?.priority, LayoutPriority(750))
    }

    func test_a_format_naming_an_unknown_view_is_a_usage_error() async {
        let recorder = DiagnosticsRecorder()
        Diagnostics.$sink.withValue(recorder) {
            XCTAssertTrue(LayoutConstraint.constraints(withVisualFormat: "H:|-[ghost]-|", metrics: nil, views: [:]).isEmpty)
        }
        let errors = recorder.usageErrors.map(\.description)
        XCTAssertEqual(errors, ["Unable to parse constraint format \"H:|-[ghost]-|\": no view named \"ghost\" in the views dictionary"])
    }
}
