import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// The plan's item map against an independent model of UIKit's rule ("deletions … first, followed by
/// all insertion operations and then all move operations", Apple's `performBatchUpdates`
/// documentation; deletions and reloads name old index paths, insertions and move targets new ones):
/// remove the deleted and moved-away items from each old section, then put inserted and moved items
/// in at their new indexes in ascending order. What is left in place keeps its order.
final class BatchUpdatePlanTests: XCTestCase {
    private enum Entry: Equatable { case old(IndexPath), inserted }

    func test_every_item_maps_where_the_array_model_puts_it_over_300_random_batches() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<300 {
            let oldCounts = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0...8, using: &random) }
            let record = randomRecord(oldCounts: oldCounts, using: &random)
            let newCounts = expectedSections(record, oldCounts: oldCounts).map(\.count)
            guard case .success(let plan) = BatchUpdatePlan.make(record, oldCounts: oldCounts, newCounts: newCounts) else {
                return XCTFail("a consistent batch was refused: \(record)")
            }
            for (section, entries) in expectedSections(record, oldCounts: oldCounts).enumerated() {
                for (item, entry) in entries.enumerated() {
                    let new = IndexPath(item: item, section: section)
                    guard case .old(let old) = entry else {
                        XCTAssertTrue(plan.addsItem(new), "\(new) is inserted by \(record)")
                        continue
                    }
                    XCTAssertEqual(plan.newIndexPath(forItem: old), new, "\(old) in \(record)")
                    XCTAssertEqual(plan.removesItem(old), record.reloadedItems.contains(old))
                    XCTAssertEqual(plan.addsItem(new), record.reloadedItems.contains(old))
                }
            }
            for path in record.deletedItems {
                XCTAssertNil(plan.newIndexPath(forItem: path))
                XCTAssertTrue(plan.removesItem(path))
            }
        }
    }

    /// 1,000,000 items and one insertion at the top: the last item moves down by one, and the plan
    /// answers without a table of a million entries (it would take seconds in a debug build).
    func test_inserting_one_item_into_a_million_maps_the_last_item_one_down() {
        var record = BatchUpdateRecord()
        record.insertedItems = [IndexPath(item: 0, section: 0)]
        guard case .success(let plan) = BatchUpdatePlan.make(record, oldCounts: [1_000_000], newCounts: [1_000_001]) else {
            return XCTFail("refused")
        }
        XCTAssertEqual(plan.newIndexPath(forItem: IndexPath(item: 999_999, section: 0)), IndexPath(item: 1_000_000, section: 0))
        XCTAssertNil(plan.newIndexPath(forItem: IndexPath(item: 1_000_000, section: 0)), "not an old item")
        XCTAssertTrue(plan.addsItem(IndexPath(item: 0, section: 0)))
        XCTAssertFalse(plan.addsItem(IndexPath(item: 1, section: 0)))
    }

    /// Item updates only (sections stay): distinct deletions, reloads and moves of old items, then
    /// insertions and move targets at distinct new indexes that fit the new counts.
    private func randomRecord(oldCounts: [Int], using random: inout SeededGenerator) -> BatchUpdateRecord {
        var record = BatchUpdateRecord()
        var oldPaths = oldCounts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
        oldPaths.shuffle(using: &random)
        var moving: [IndexPath] = []
        for path in oldPaths {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: record.deletedItems.append(path)
            case 1: record.reloadedItems.append(path)
            case 2: moving.append(path)
            default: break
            }
        }
        var newCounts = oldCounts
        for path in record.deletedItems + moving { newCounts[path.section] -= 1 }
        let insertions = Int.random(in: 0...3, using: &random)
        // The section each insertion, then each moved item, arrives in.
        let arrivals = (0..<(insertions + moving.count)).map { _ in Int.random(in: 0..<oldCounts.count, using: &random) }
        for section in arrivals { newCounts[section] += 1 }
        var free = newCounts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
        free.shuffle(using: &random)
        var targets: [IndexPath] = []
        for section in arrivals {
            let index = free.firstIndex { $0.section == section }!
            targets.append(free.remove(at: index))
        }
        record.insertedItems = Array(targets.prefix(insertions))
        record.movedItems = zip(moving, targets.dropFirst(insertions)).map { (from: $0, to: $1) }
        return record
    }

    /// The new data as the array model builds it: what each new slot holds.
    private func expectedSections(_ record: BatchUpdateRecord, oldCounts: [Int]) -> [[Entry]] {
        let leaving = Set(record.deletedItems + record.movedItems.map(\.from))
        var sections = oldCounts.enumerated().map { section, count in
            (0..<count).map { IndexPath(item: $0, section: section) }.filter { !leaving.contains($0) }.map(Entry.old)
        }
        let arrivals = record.insertedItems.map { ($0, Entry.inserted) } + record.movedItems.map { ($0.to, Entry.old($0.from)) }
        for (path, entry) in arrivals.sorted(by: { $0.0 < $1.0 }) { sections[path.section].insert(entry, at: path.item) }
        return sections
    }
}
