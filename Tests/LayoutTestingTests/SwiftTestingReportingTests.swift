import Foundation
import LayoutTesting
import TermCanvas
import TermCollectionView
import Testing

/// The same assertions inside Swift Testing: a failure is an issue recorded where the assertion is.
@MainActor
struct SwiftTestingReportingTests {
    private let subject = LayoutUnderTest.layout(sections: 1, items: 12, screenScaling: .cells) { StackedRowsLayout() }

    @Test func a_matching_golden_frame_records_no_issue() {
        assertFrame(LayoutScreen(subject, size: CellSize(width: 24, height: 8)), named: "rows-first")
    }

    @Test func a_different_frame_records_an_issue_with_the_diff() throws {
        let screen = LayoutScreen(subject, size: CellSize(width: 24, height: 8))
        try screen.press("j")
        withKnownIssue {
            assertFrame(screen, named: "rows-first")
        } matching: { issue in
            "\(issue)".contains("\"rows-first\" differs from") && "\(issue)".contains("row 0: first difference")
        }
    }

    @Test func a_broken_invariant_records_an_issue_naming_the_item() {
        let planted = LayoutUnderTest.layout(sections: 1, items: 12, screenScaling: .cells) {
            let layout = StackedRowsLayout()
            layout.forgottenItem = IndexPath(item: 1, section: 0)
            return layout
        }
        withKnownIssue {
            assertInvariants(LayoutScreen(planted, size: CellSize(width: 24, height: 8)))
        } matching: { issue in
            "\(issue)".contains("cell [0,1]")
        }
    }

    @Test func a_healthy_layout_fuzzes_clean() {
        let result = assertFuzz(subject, size: CellSize(width: 24, height: 8), seed: 5, runs: 2, steps: 8)
        #expect(result.runs == 2)
    }
}
