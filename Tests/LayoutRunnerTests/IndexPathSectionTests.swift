import Foundation
import LayoutQA
import LayoutRunner
import TermCanvas
import Testing

/// The generated data's sections keep runs, not items: they must edit exactly as arrays do, and a
/// section of 2^40 items must cost what a small one costs.
struct IndexPathSectionTests {
    private func names(_ section: IndexPathSection) -> [String] { section.map(\.label) }

    @Test func a_new_section_names_its_items_by_index_path_without_making_them() {
        let huge = IndexPathSection(section: 2, count: 1 << 40)
        #expect(huge.count == 1 << 40)
        #expect(huge[0].label == "[2,0]")
        #expect(huge[(1 << 40) - 1].label == "[2,1099511627775]")
    }

    /// Random inserts, deletes, moves and reloads on a run-kept section and on an array, through the
    /// same `DataUpdate.apply`, give the same items.
    @Test func random_edits_match_an_array() {
        var generator = SeededGenerator(seed: 24)
        for round in 0..<50 {
            let start = Int.random(in: 0...12, using: &generator)
            var runs = [IndexPathSection(section: 0, count: start)]
            var array = [Array(IndexPathSection(section: 0, count: start))]
            var madeRuns = 0, madeArray = 0
            for _ in 0..<20 {
                var update = DataUpdate()
                let count = array[0].count
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: update.insertedItems = [IndexPath(item: Int.random(in: 0...count, using: &generator), section: 0)]
                case 1 where count > 0: update.deletedItems = [IndexPath(item: Int.random(in: 0..<count, using: &generator), section: 0)]
                case 2 where count > 1:
                    update.movedItems = [.init(from: IndexPath(item: Int.random(in: 0..<count, using: &generator), section: 0),
                                               to: IndexPath(item: Int.random(in: 0..<count, using: &generator), section: 0))]
                case 3 where count > 0: update.reloadedItems = [IndexPath(item: Int.random(in: 0..<count, using: &generator), section: 0)]
                default: continue
                }
                update.apply(to: &runs, newItem: { madeRuns += 1; return .init(name: "new \(madeRuns)") }, reload: { $0.reloads += 1 })
                update.apply(to: &array, newItem: { madeArray += 1; return .init(name: "new \(madeArray)") }, reload: { $0.reloads += 1 })
                #expect(names(runs[0]) == array[0].map(\.label), "round \(round)")
            }
        }
    }

    /// An edit in the middle of 2^40 items splits one run into three: memory follows the edits.
    @Test func an_edit_in_a_huge_section_touches_only_its_place() {
        var sections = [IndexPathSection(section: 0, count: 1 << 40)]
        var update = DataUpdate()
        update.reloadedItems = [IndexPath(item: 1 << 39, section: 0)]
        update.apply(to: &sections, newItem: { .init(name: "new") }, reload: { $0.reloads += 1 })
        #expect(sections[0][1 << 39].label == "[0,549755813888] ↻1")
        #expect(sections[0][(1 << 39) + 1].label == "[0,549755813889]")
        #expect(sections[0].count == 1 << 40)
    }
}
