import Foundation
import Testing

@testable import TermCollectionViewCore
import TermCollectionView

/// `CallLog` keeps the last `capacity` calls for the inspector, oldest first, however many arrive.
@MainActor
struct CallLogTests {
    private func sizes(_ calls: [CollectionViewCall]) -> [CGFloat] {
        calls.compactMap { call in
            if case .collectionViewContentSize(let size) = call { return size.width }
            return nil
        }
    }

    @Test func keeps_the_last_calls_oldest_first_once_full() {
        let log = CallLog(capacity: 3)
        for width in 1...2 { log.record(.collectionViewContentSize(CGSize(width: CGFloat(width), height: 0))) }
        #expect(sizes(log.recentCalls) == [1, 2])
        for width in 3...7 { log.record(.collectionViewContentSize(CGSize(width: CGFloat(width), height: 0))) }
        #expect(sizes(log.recentCalls) == [5, 6, 7])
        log.record(.prepare)
        #expect(log.recentCalls.count == 3)
        #expect(sizes(log.recentCalls) == [6, 7], "the last is prepare")
    }

    @Test func a_log_of_no_capacity_keeps_nothing_recent_but_everything_when_asked() {
        let log = CallLog(capacity: 0, keepsEverything: true)
        log.record(.prepare)
        log.record(.prepare)
        #expect(log.recentCalls.isEmpty)
        #expect(log.takeAll().count == 2)
    }
}
