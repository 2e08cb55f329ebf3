import Foundation
import TermCollectionView
import TestSupport
import XCTest

/// The Auto Layout subset `layoutSubviews()` solves (see `View+AutoLayout.swift`), with frames worked
/// out by hand.
@MainActor
final class AutoLayoutTests: DiagnosticsRecordingTestCase {
    private func pinned(_ label: Label, in view: View, inset: CGFloat) {
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -inset),
        ])
    }

    func test_edges_pinned_with_constants_give_the_inset_frame_and_follow_a_resize() async {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let label = Label()
        pinned(label, in: view, inset: 1)
        view.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 1, y: 1, width: 18, height: 3))
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 7)
        view.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 1, y: 1, width: 28, height: 5))
    }

    /// Apple's list cell: the label's trailing edge is tied to a sibling image view, which is 2 wide,
    /// centred vertically, 1 from the trailing edge. Image: x 40 − 1 − 2 = 37, y (5 − 1) / 2 = 2.
    /// Label: from 1 to 37 − 1 = 36 → width 35; top and bottom 1 → height 3.
    func test_a_sibling_chain_and_a_centred_constant_size_view() async {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 5))
        let label = Label()
        let image = ImageView()
        [label, image].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 1),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 1),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -1),
            label.trailingAnchor.constraint(equalTo: image.leadingAnchor, constant: -1),
            image.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            image.widthAnchor.constraint(equalToConstant: 2),
            image.heightAnchor.constraint(equalToConstant: 1),
            image.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -1),
        ])
        view.layoutIfNeeded()
        XCTAssertEqual(image.frame, CGRect(x: 37, y: 2, width: 2, height: 1))
        XCTAssertEqual(label.frame, CGRect(x: 1, y: 1, width: 35, height: 3))
    }

    /// Centred only: the label takes its text's intrinsic size (7 × 1) around the centre (10, 2.5).
    /// An aspect ratio (height = 0.5 × width) and a margins guide (1 column each side) solve too.
    func test_intrinsic_size_fills_what_constraints_leave_open_and_multipliers_and_guides_apply() async {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let label = Label()
        label.text = "badge 3"
        let box = View()
        [label, box].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        LayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        view.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 6.5, y: 2, width: 7, height: 1))
        // Margins are 1 column left and right: width 18, height 9.
        XCTAssertEqual(box.frame, CGRect(x: 1, y: 0, width: 18, height: 9))
    }

    /// A `≤` trailing edge cuts a long label's intrinsic width: 1 + 30 would end at 31 > 20 − 1.
    func test_an_inequality_is_enforced_when_the_solution_breaks_it() async {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let label = Label()
        label.text = String(repeating: "x", count: 30)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 1),
            label.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -1),
            label.topAnchor.constraint(equalTo: view.topAnchor),
        ])
        view.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 1, y: 0, width: 18, height: 1))
        label.text = "short"
        view.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 1, y: 0, width: 5, height: 1), "a new text re-lays out the superview")
    }

    func test_a_baseline_constraint_is_reported_once_and_ignored() async {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let first = Label(), second = Label()
        [first, second].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        first.text = "a"
        second.text = "b"
        LayoutConstraint.activate([second.firstBaselineAnchor.constraint(equalTo: first.firstBaselineAnchor)])
        view.layoutIfNeeded()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("firstBaseline") == true, "\(reports)")
    }

    /// Apple's 10-point label inset inside a 16-column cell: 16 − 10 − 10 = −4 is no width at all (the
    /// view shows nothing, as UIKit's does), and the first such label is reported once.
    func test_constraints_that_leave_less_than_nothing_give_no_size_and_a_report() async {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        let label = Label()
        label.text = "7"
        pinned(label, in: cell, inset: 10)
        cell.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 0, height: 0))
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("has no room for its text") == true, "\(reports)")
    }

    /// The fitting height for a label pinned 2 from the top and 1 from the bottom is 2 + 1 + 1 = 4 at
    /// any width (one line of text); two lines of wrapped text need 5.
    func test_systemLayoutSizeFitting_gives_the_height_the_constrained_labels_need() async {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 44))
        let label = Label()
        label.text = "a title"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 2),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -1),
        ])
        XCTAssertEqual(view.systemLayoutSizeFitting(CGSize(width: 20, height: 44)), CGSize(width: 20, height: 4))
        XCTAssertEqual(view.bounds.size, CGSize(width: 20, height: 44), "measuring leaves the view as it was")
    }

    /// The full-width self-sizing cell pattern: a constant width on the cell's content view is a
    /// required constraint, so it wins over the target size (even `layoutFittingCompressedSize`) and the
    /// label wraps at that width: "one two three four" in 10 − 2 columns is "one two" / "three" /
    /// "four", three lines, + 2 = 5 tall.
    func test_a_content_view_width_constraint_sets_the_fitting_width() async {
        let cell = CollectionViewCell(frame: .zero)
        let label = Label()
        label.text = "one two three four"
        label.numberOfLines = 0
        pinned(label, in: cell.contentView, inset: 1)
        cell.contentView.widthAnchor.constraint(equalToConstant: 10).isActive = true
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 10, height: 5))
        XCTAssertEqual(cell.systemLayoutSizeFitting(CGSize(width: 30, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel), CGSize(width: 10, height: 5))
    }

    /// A view pinned to its superview's margins guide is solved at the superview's level (where UIKit
    /// installs the constraint); solving the level above no longer reports it as outside its branch.
    func test_a_constraint_to_a_childs_margins_guide_is_solved_at_the_childs_level_only() async {
        let outer = View(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let middle = View()
        middle.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(middle)
        let inner = Label()
        inner.text = "x"
        inner.translatesAutoresizingMaskIntoConstraints = false
        middle.addSubview(inner)
        middle.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        LayoutConstraint.activate([
            middle.leadingAnchor.constraint(equalTo: outer.leadingAnchor), middle.trailingAnchor.constraint(equalTo: outer.trailingAnchor),
            middle.topAnchor.constraint(equalTo: outer.topAnchor), middle.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
            inner.topAnchor.constraint(equalTo: middle.layoutMarginsGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: middle.layoutMarginsGuide.leadingAnchor),
        ])
        outer.layoutIfNeeded()
        middle.layoutIfNeeded()
        XCTAssertEqual(inner.frame.origin, CGPoint(x: 2, y: 1))
        XCTAssertEqual(reports, [])
    }
}

extension AutoLayoutTests {
    /// The constraint problems this test reported (each test starts with a fresh record).
    private var reports: [String] { diagnostics.problems.map(\.description) }
}
