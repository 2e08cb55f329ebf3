import Foundation
import UIKitCompat
import XCTest

/// `DispatchQueue.main.asyncAfter` as `tcv run` rewrites it (`tcvAsyncAfter`): its block belongs to
/// the main actor, as Swift treats a block given to the main queue, so it uses views without `await`
/// — a block typed otherwise would not compile here, in the Swift 6 language mode.
@MainActor
final class MainQueueDeadlinePortTests: XCTestCase {
    func test_a_main_queue_block_runs_on_the_main_actor_after_its_deadline() async throws {
        let label = UILabel()
        let start = Date()
        DispatchQueue.main.tcvAsyncAfter(deadline: .now() + 0.05) {
            label.text = "loaded"
        }
        XCTAssertNil(label.text, "not before its deadline")
        while label.text == nil, Date().timeIntervalSince(start) < 2 {
            try await Task.sleep(for: .milliseconds(10))   // the main queue runs while the test waits
        }
        XCTAssertEqual(label.text, "loaded")
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.05)
    }
}
