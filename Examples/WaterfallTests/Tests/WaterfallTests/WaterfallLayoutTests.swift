import LayoutTesting
import Testing
// The UIKit names straight from UIKitCompat: with `import UIKit` beside `import Testing`, Swift Testing
// looks for its Apple-only UIKit overlay (`_Testing_UIKit`), which Linux does not have.
import UIKitCompat
@testable import Waterfall

/// Photo heights as the app's data would give them: four heights, repeating.
final class SampleHeights: WaterfallLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat {
        [120, 80, 160, 100][indexPath.item % 4]
    }
}

/// The waterfall on an iPhone 16's width (393 points across 60 columns), 24 photos in one section.
@MainActor
struct WaterfallLayoutTests {
    let waterfall: LayoutUnderTest = {
        let heights = SampleHeights()
        return .layout(sections: 1, items: 24) {
            let layout = WaterfallLayout()
            layout.delegate = heights
            return layout
        }
    }()

    @Test func first_screen_shows_three_columns_filled_shortest_first() {
        let screen = LayoutScreen(waterfall, size: CellSize(width: 60, height: 24))
        assertFrame(screen, named: "first-screen")
    }

    @Test func scrolled_to_the_end() throws {
        let screen = LayoutScreen(waterfall, size: CellSize(width: 60, height: 24))
        try screen.press("G<Wait:500>")
        assertFrame(screen, named: "end")
        assertInvariants(screen)
    }

    @Test func each_item_goes_to_the_shortest_column() throws {
        let screen = LayoutScreen(waterfall, size: CellSize(width: 60, height: 24))
        let layout = try #require(screen.collectionView?.collectionViewLayout)
        // 393 points / 3 columns = 131 points each; items 0–2 open the columns, item 3 goes under
        // item 1 (80 points, the shortest).
        let frames = (0..<4).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 131, height: 120),
            CGRect(x: 131, y: 0, width: 131, height: 80),
            CGRect(x: 262, y: 0, width: 131, height: 160),
            CGRect(x: 131, y: 80, width: 131, height: 100),
        ])
    }

    @Test func keeps_uikits_invariants_while_fuzzed() {
        assertFuzz(waterfall, size: CellSize(width: 60, height: 24), seed: 1, runs: 10, steps: 30)
    }
}
