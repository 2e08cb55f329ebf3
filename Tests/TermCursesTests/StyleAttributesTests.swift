import TermCanvas
import XCTest

@testable import TermCurses

final class StyleAttributesTests: XCTestCase {
    private let raw = CursesConstants.current.raw

    private func attributes(_ style: Style) -> UInt64 {
        StyleAttributes.attributes(for: style, constants: .current)
    }

    func testPlainStyleIsNormal() {
        XCTAssertEqual(attributes(.plain), raw.attributeNormal)
    }

    func testEachFlagSetsItsAttributeBit() {
        XCTAssertEqual(attributes(Style(bold: true)), raw.attributeBold)
        XCTAssertEqual(attributes(Style(dim: true)), raw.attributeDim)
        XCTAssertEqual(attributes(Style(reverse: true)), raw.attributeReverse)
    }

    func testFlagsCombineAndColoursAddNoAttributes() {
        XCTAssertEqual(
            attributes(Style(foreground: .red, background: .blue, bold: true, reverse: true)),
            raw.attributeBold | raw.attributeReverse)
    }
}
