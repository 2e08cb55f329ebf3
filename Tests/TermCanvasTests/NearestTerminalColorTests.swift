import TermCanvas
import XCTest

/// RGB → the nearest of the eight ANSI colours, by CIELAB distance to xterm's default palette.
final class NearestTerminalColorTests: XCTestCase {
    func test_each_palette_colour_is_its_own_nearest() {
        for color in TerminalColor.allCases {
            let rgb = color.referenceRGB
            XCTAssertEqual(TerminalColor.nearest(red: rgb.red, green: rgb.green, blue: rgb.blue), color)
        }
    }

    func test_full_primaries_and_secondaries_map_to_their_ansi_colour() {
        XCTAssertEqual(TerminalColor.nearest(red: 1, green: 0, blue: 0), .red)
        XCTAssertEqual(TerminalColor.nearest(red: 0, green: 1, blue: 0), .green)
        XCTAssertEqual(TerminalColor.nearest(red: 0, green: 0, blue: 1), .blue)
        XCTAssertEqual(TerminalColor.nearest(red: 1, green: 1, blue: 0), .yellow)
        XCTAssertEqual(TerminalColor.nearest(red: 1, green: 0, blue: 1), .magenta)
        XCTAssertEqual(TerminalColor.nearest(red: 0, green: 1, blue: 1), .cyan)
        XCTAssertEqual(TerminalColor.nearest(red: 1, green: 1, blue: 1), .white)
        XCTAssertEqual(TerminalColor.nearest(red: 0, green: 0, blue: 0), .black)
    }

    // Lightness decides greys: L* of 0.4 grey is 43 (black at 0 is 43 away, white at 91 is 48);
    // 0.45 grey is L* 48 (48 and 43 away).
    func test_greys_split_between_black_and_white_by_lightness() {
        XCTAssertEqual(TerminalColor.nearest(red: 0.4, green: 0.4, blue: 0.4), .black)
        XCTAssertEqual(TerminalColor.nearest(red: 0.45, green: 0.45, blue: 0.45), .white)
    }

    // UIKit's systemBlue (0, 122, 255): raw RGB distance would pick cyan; perceptually it is blue.
    func test_distance_is_perceptual_not_raw_rgb() {
        XCTAssertEqual(TerminalColor.nearest(red: 0, green: 122.0 / 255, blue: 1), .blue)
        XCTAssertEqual(TerminalColor.nearest(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255), .cyan)
        XCTAssertEqual(TerminalColor.nearest(red: 0.5, green: 0, blue: 0.5), .magenta)
    }

    /// A medium blue, (0.25, 0.47, 0.85) as an app's accent: by CIE76 alone nearer the palette's light
    /// grey (white) than its deep blue; clearly coloured (chroma ≈ 56), it keeps its hue. Greys still go
    /// to black or white.
    func test_a_clearly_coloured_input_never_turns_grey() {
        XCTAssertEqual(TerminalColor.nearest(red: 0.25, green: 0.47, blue: 0.85), .blue)
        XCTAssertEqual(TerminalColor.nearest(red: 0.19, green: 0.69, blue: 0.78), .cyan, "systemTeal stays cyan")
        XCTAssertEqual(TerminalColor.nearest(red: 0.6, green: 0.6, blue: 0.62), .white)
    }

    func test_components_outside_zero_to_one_are_clamped() {
        XCTAssertEqual(TerminalColor.nearest(red: 1.4, green: -0.2, blue: 0), .red)
    }
}
