import TermCanvas
import XCTest

@testable import TermCurses

final class ColorPairTableTests: XCTestCase {
    private let constants = CursesConstants.current

    func testDefaultColorsUsePairZeroWithoutDefiningIt() {
        var table = ColorPairTable(constants: constants, capacity: 64, supportsDefaultColors: true)
        let result = table.pair(foreground: nil, background: nil)
        XCTAssertEqual(result.pair, 0)
        XCTAssertNil(result.newDefinition)
    }

    func testCombinationsGetPairsInFirstUseOrderAndAreDefinedOnce() {
        var table = ColorPairTable(constants: constants, capacity: 64, supportsDefaultColors: true)
        let red = table.pair(foreground: .red, background: nil)
        XCTAssertEqual(red.pair, 1)
        XCTAssertEqual(red.newDefinition, .init(pair: 1, foreground: constants.raw.colorRed, background: -1))
        let blackOnGreen = table.pair(foreground: .black, background: .green)
        XCTAssertEqual(blackOnGreen.pair, 2)
        XCTAssertEqual(
            blackOnGreen.newDefinition,
            .init(pair: 2, foreground: constants.raw.colorBlack, background: constants.raw.colorGreen))
        let redAgain = table.pair(foreground: .red, background: nil)
        XCTAssertEqual(redAgain.pair, 1)
        XCTAssertNil(redAgain.newDefinition)
        XCTAssertEqual(table.allocatedCount, 2)
    }

    func testEveryCombinationIncludingDefaultsFitsInEightyOnePairs() {
        var table = ColorPairTable(constants: constants, capacity: 81, supportsDefaultColors: true)
        let colors: [TerminalColor?] = [nil] + TerminalColor.allCases.map(Optional.some)
        var pairs = Set<Int32>()
        for foreground in colors {
            for background in colors {
                pairs.insert(table.pair(foreground: foreground, background: background).pair)
            }
        }
        XCTAssertEqual(pairs, Set(0...80))
    }

    func testRunningOutOfPairsFallsBackToPairZero() {
        var table = ColorPairTable(constants: constants, capacity: 3, supportsDefaultColors: true)
        XCTAssertEqual(table.pair(foreground: .red, background: nil).pair, 1)
        XCTAssertEqual(table.pair(foreground: .green, background: nil).pair, 2)
        let overflow = table.pair(foreground: .blue, background: nil)
        XCTAssertEqual(overflow.pair, 0)
        XCTAssertNil(overflow.newDefinition)
    }

    func testWithoutDefaultColorsTheDefaultsAreWhiteOnBlack() {
        var table = ColorPairTable(constants: constants, capacity: 64, supportsDefaultColors: false)
        XCTAssertEqual(table.pair(foreground: .white, background: .black).pair, 0, "pair 0 is white on black")
        XCTAssertEqual(
            table.pair(foreground: .yellow, background: nil).newDefinition,
            .init(pair: 1, foreground: constants.raw.colorYellow, background: constants.raw.colorBlack))
    }
}
