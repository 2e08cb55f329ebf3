@testable import LayoutPackage
import XCTest

/// The compiler's own messages (swiftc 6.3 on Linux, copied from real runs) map to one hint each.
final class PortingHintsTests: XCTestCase {
    func test_an_objc_protocol_with_optional_requirements_gets_both_hints_once_in_order_of_the_errors() {
        let diagnostics = [
            "Waterfall.swift:16:2: error: Objective-C interoperability is disabled",
            "   |  `- error: Objective-C interoperability is disabled",
            "Waterfall.swift:24:11: error: 'optional' can only be applied to members of an '@objc' protocol",
            "Waterfall.swift:24:6: error: '@objc' can only be used with members of classes, '@objc' protocols, and concrete extensions of classes",
            "Waterfall.swift:215:40: error: cannot use optional chaining on non-optional value of type '(UICollectionView, UICollectionViewLayout, Int) -> Int'",
        ]
        let hints = PortingHints.hints(for: diagnostics)
        XCTAssertEqual(hints.count, 2)
        XCTAssertTrue(hints[0].hasPrefix("Linux Swift has no Objective-C runtime: tcv blanks `@objc`"), hints[0])
        XCTAssertTrue(hints[1].hasPrefix("optional protocol requirements (`optional func`) exist only in `@objc` protocols"), hints[1])
    }

    func test_an_override_in_an_extension_and_a_missing_uikit_class_are_named() {
        let diagnostics = [
            "Layout.swift:3:31: error:  instance method 'prepare()' declared in 'UICollectionViewLayout' cannot be overridden from extension",
            "Cell.swift:5:9: error: cannot find type 'UIStackView' in scope",
            "Cell.swift:9:9: error: cannot find 'UIStackView' in scope",
        ]
        XCTAssertEqual(PortingHints.hints(for: diagnostics), [
            "without the Objective-C runtime an `override` cannot live in an extension: move it into the class body",
            "`UIStackView` is not part of this simulation of UIKit (collection views, their layouts, cells and views): "
                + "see README \"Porting notes\" for what is there, and remove or replace its use",
        ])
    }

    // Apple's column-flow sample layout has only init(minColumnWidth:cellHeight:) and init?(coder:).
    func test_a_layout_without_a_plain_init_is_explained() {
        let hints = PortingHints.hints(for: [
            "/root/.cache/tcv/main/package/Sources/App/main.swift:7:22: error: missing arguments for parameters 'minColumnWidth', 'cellHeight' in call",
        ])
        XCTAssertEqual(hints.count, 1)
        XCTAssertTrue(hints[0].hasPrefix("tcv makes the class it shows with a plain init()"), hints.first ?? "")
        XCTAssertEqual(PortingHints.hints(for: ["Layout.swift:7:22: error: missing arguments for parameters 'x' in call"]), [])
    }

    func test_ordinary_errors_and_warnings_get_no_hint() {
        XCTAssertEqual(PortingHints.hints(for: [
            "Layout.swift:12:5: error: cannot convert value of type 'Int' to expected argument type 'CGFloat'",
            "Layout.swift:13:5: warning: Objective-C interoperability is disabled",
        ]), [])
    }
}
