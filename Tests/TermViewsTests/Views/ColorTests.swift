import Foundation
import TermCanvas
import TermViews
import XCTest

/// UIKit's colour initializers and named colours, and their terminal colour.
final class ColorTests: XCTestCase {
    private func components(_ color: Color) -> [CGFloat] {
        [color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent]
    }

    func test_rgb_and_white_initializers() {
        XCTAssertEqual(components(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)), [0.2, 0.4, 0.6, 0.8])
        XCTAssertEqual(components(Color(white: 0.25, alpha: 1)), [0.25, 0.25, 0.25, 1])
        XCTAssertEqual(Color(white: 1, alpha: 1), .white)
    }

    // HSB: hue ⅓ is green; hue 0.5 with saturation ½, brightness 0.8 → v 0.8, p = 0.8·(1 − ½) = 0.4: (0.4, 0.8, 0.8);
    // hue 5/6 is magenta; hue 1 wraps to red.
    func test_hue_saturation_brightness_initializer() {
        XCTAssertEqual(Color(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1), .green)
        XCTAssertEqual(components(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)), [0.4, 0.8, 0.8, 1])
        XCTAssertEqual(components(Color(hue: 5.0 / 6.0, saturation: 1, brightness: 1, alpha: 0.5)), [1, 0, 1, 0.5])
        XCTAssertEqual(Color(hue: 1, saturation: 1, brightness: 1, alpha: 1), .red)
        XCTAssertEqual(Color(hue: 0.7, saturation: 0, brightness: 0.3, alpha: 1), Color(white: 0.3, alpha: 1))
    }

    func test_with_alpha_component_and_get_red() {
        let translucent = Color.orange.withAlphaComponent(0.25)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(translucent.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha], [1, 0.5, 0, 0.25])
        XCTAssertNil(Color.systemBackground.withAlphaComponent(0.5).nearestTerminalColor, "adaptive stays adaptive")
    }

    func test_named_colours_have_UIKits_values() {
        XCTAssertEqual(components(.gray), [0.5, 0.5, 0.5, 1])
        XCTAssertEqual(components(.darkGray), [1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0, 1])
        XCTAssertEqual(components(.clear), [0, 0, 0, 0])
        XCTAssertEqual(components(.purple), [0.5, 0, 0.5, 1])
        XCTAssertEqual(components(.systemBlue), [0, 122.0 / 255, 1, 1])
        XCTAssertNotEqual(Color.systemBackground, .white, "adaptive colours differ from fixed ones, as dynamic UIColors do")
    }

    func test_drawn_as_the_nearest_terminal_colour_or_the_terminal_default() {
        let named: [(Color, TerminalColor?)] = [
            (.red, .red), (.green, .green), (.blue, .blue), (.cyan, .cyan), (.yellow, .yellow), (.magenta, .magenta),
            (.black, .black), (.white, .white), (.lightGray, .white), (.darkGray, .black),
            (.systemRed, .red), (.systemGreen, .green), (.systemBlue, .blue), (.systemYellow, .yellow),
            (.systemPurple, .magenta), (.systemTeal, .cyan), (.purple, .magenta),
            (.systemBackground, nil), (.label, nil), (.secondaryLabel, nil),
        ]
        for (color, terminal) in named {
            XCTAssertEqual(color.nearestTerminalColor, terminal, "\(color)")
        }
        XCTAssertFalse(Color.clear.isVisible)
        XCTAssertTrue(Color.black.withAlphaComponent(0.1).isVisible)
    }
}
