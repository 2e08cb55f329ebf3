@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// The flow model's per-section storage: equal neighbours are kept once, reads and writes behave as
/// an array's.
final class RunLengthArrayTests: XCTestCase {
    func test_equal_neighbours_are_one_run_and_read_back_as_an_array() {
        let array = RunLengthArray([7, 7, 7, 3, 3, 7])
        XCTAssertEqual(Array(array), [7, 7, 7, 3, 3, 7])
        XCTAssertEqual(array.runs.map(\.element), [7, 3, 7])
        XCTAssertEqual(array.runs.map(\.indices), [0..<3, 3..<5, 5..<6])
    }

    func test_writing_an_element_splits_its_run_and_keeps_the_rest() {
        var array = RunLengthArray(Array(repeating: 1, count: 1_000_000))
        XCTAssertEqual(array.runs.map(\.element), [1])
        array[500_000] = 2
        array[0] = 1
        XCTAssertEqual(array.runs.map(\.indices), [0..<500_000, 500_000..<500_001, 500_001..<1_000_000])
        XCTAssertEqual(array[499_999], 1)
        XCTAssertEqual(array[500_000], 2)
        XCTAssertEqual(array[999_999], 1)
        array[999_999] = 5
        array[0] = 4
        XCTAssertEqual(array.runs.map(\.element), [4, 1, 2, 1, 5])
        XCTAssertEqual(array.count, 1_000_000)
    }

    func test_random_writes_agree_with_an_array() {
        var generator = SystemRandomNumberGenerator()
        var plain = Array(repeating: 0, count: 200)
        var runs = RunLengthArray(plain)
        for _ in 0..<2_000 {
            let index = Int.random(in: 0..<200, using: &generator)
            let value = Int.random(in: 0..<3, using: &generator)
            plain[index] = value
            runs[index] = value
        }
        XCTAssertEqual(Array(runs), plain)
    }
}
