import TermCanvas
import TestSupport
import XCTest

/// Whole-frame golden files (Snapshots/), recorded with RECORD_SNAPSHOTS=1 and checked by eye.
final class CanvasSnapshotTests: XCTestCase {
    func test_gallery_of_border_styles_with_wide_text_clipped_inside() {
        var canvas = Canvas(size: CellSize(width: 30, height: 9))
        let words = [("한국어", "light"), ("日本語", "heavy"), ("🐯🦉", "double"), ("🇰🇷", "rounded")]
        for (index, border) in BorderStyle.allCases.enumerated() {
            let frame = CellRect(x: (index % 2) * 15, y: (index / 2) * 4, width: 14, height: 4)
            canvas.drawBox(frame, border: border)
            let inside = frame.insetBy(dx: 1, dy: 1)
            let (wide, name) = words[index]
            // Shifted one column out of the box on each side, so a wide character is cut at the clip edge.
            canvas.write("\(wide) \(name)", x: inside.minX - 1, y: inside.minY, clip: inside)
            let padded = String("\(name) 123456789".prefix(10))
            canvas.write(padded + wide, x: inside.minX + 1, y: inside.minY + 1, clip: inside)
        }
        canvas.drawBox(CellRect(x: 5, y: 8, width: 20, height: 3), border: .light)
        assertSnapshot(canvas.text, named: "gallery-of-border-styles")
    }
}
