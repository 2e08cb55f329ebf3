import Foundation
import TermViews
import XCTest

/// UIKit's accessibility properties are kept as set (stored only: no screen reader here), with UIKit's
/// defaults for a plain view, and each view keeps its own.
@MainActor
final class AccessibilityPropertiesTests: XCTestCase {
    func test_properties_keep_what_was_set_and_default_as_a_plain_uiview() async {
        let button = View()
        let other = View()
        XCTAssertNil(button.accessibilityLabel)
        XCTAssertFalse(button.isAccessibilityElement)
        XCTAssertEqual(button.accessibilityTraits, .none)
        button.accessibilityLabel = "Add to cart"
        button.accessibilityIdentifier = "cart.add"
        button.accessibilityTraits = [.button, .selected]
        button.isAccessibilityElement = true
        XCTAssertEqual(button.accessibilityLabel, "Add to cart")
        XCTAssertEqual(button.accessibilityIdentifier, "cart.add")
        XCTAssertEqual(button.accessibilityTraits, [.button, .selected])
        XCTAssertTrue(button.isAccessibilityElement)
        XCTAssertNil(other.accessibilityIdentifier, "another view's stay its own")
    }
}
