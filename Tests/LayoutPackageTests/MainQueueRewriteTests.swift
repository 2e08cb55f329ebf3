@testable import LayoutPackage
import XCTest

/// The copy's main-queue `asyncAfter` calls record their deadline (see `MainQueueRewrite`); comments,
/// strings and other queues are left alone.
final class MainQueueRewriteTests: XCTestCase {
    func test_main_queue_calls_are_rewritten_in_code_only() {
        let original = """
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { load() }
            // DispatchQueue.main.asyncAfter( in a comment
            let s = "DispatchQueue.main.asyncAfter("
            background.asyncAfter(deadline: .now() + 1) {}
            """
        XCTAssertEqual(MainQueueRewrite.text(original), """
            DispatchQueue.main.tcvAsyncAfter(deadline: .now() + 1) { load() }
            // DispatchQueue.main.asyncAfter( in a comment
            let s = "DispatchQueue.main.asyncAfter("
            background.asyncAfter(deadline: .now() + 1) {}
            """)
        XCTAssertEqual(MainQueueRewrite.text("let x = 1"), "let x = 1")
    }
}
