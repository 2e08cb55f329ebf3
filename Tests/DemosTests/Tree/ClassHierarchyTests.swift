@testable import Demos
import Foundation
import XCTest

/// The tree model: outline parsing, numbering by level, rows, and the demo's data.
final class ClassHierarchyTests: XCTestCase {
    func test_outline_parses_into_nested_classes() {
        let root = ClassNode.parse(outline: "A\n  B\n    C\n  D\n")
        XCTAssertEqual(root, ClassNode(name: "A", children: [
            ClassNode(name: "B", children: [ClassNode(name: "C")]),
            ClassNode(name: "D"),
        ]))
    }

    /// Levels list each class's subclasses consecutively, in the order of their superclasses.
    func test_levels_number_classes_by_depth_with_children_consecutive() {
        let hierarchy = ClassHierarchy(root: ClassNode.parse(outline: TreeFixture.outline))
        XCTAssertEqual(hierarchy.levels.map { $0.map(\.name) }, [["Root"], ["B", "A"], ["A2", "A1"], ["A1a", "A1b"]])
        XCTAssertEqual(hierarchy.indexPathsOfChildren(at: IndexPath(item: 1, section: 1)),
                       [IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2)])
        XCTAssertEqual(hierarchy.indexPathsOfChildren(at: IndexPath(item: 0, section: 1)), [])
        XCTAssertEqual(hierarchy.count, 7)
    }

    /// Rows: one per class without subclasses, otherwise the sum over the subclasses.
    func test_rows_count_the_classes_without_subclasses_below() {
        let hierarchy = ClassHierarchy(root: ClassNode.parse(outline: TreeFixture.outline))
        XCTAssertEqual(hierarchy.levels.map { $0.map(\.numRows) }, [[4], [1, 3], [1, 2], [1, 1]])
    }

    /// The demo's tree is real UIKit/Foundation: a few well-known superclass chains, NSObject at the
    /// root, six levels deep, and big enough to pass an 80×24 screen both ways (6 × 30 columns wide,
    /// rows × 4 high).
    func test_demo_hierarchy_is_rooted_at_nsobject_and_larger_than_a_terminal() {
        let hierarchy = ClassHierarchyData.hierarchy
        XCTAssertEqual(hierarchy.levels[0].map(\.name), ["NSObject"])
        XCTAssertEqual(hierarchy.levels.count, 6)
        XCTAssertGreaterThan(hierarchy.levels[0][0].numRows * 4, 24 * 4)
        XCTAssertEqual(superclasses(of: "UICollectionViewListCell", in: hierarchy),
                       ["UICollectionViewCell", "UICollectionReusableView", "UIView", "UIResponder", "NSObject"])
        XCTAssertEqual(superclasses(of: "UICollectionViewFlowLayout", in: hierarchy), ["UICollectionViewLayout", "NSObject"])
        XCTAssertEqual(superclasses(of: "NSDecimalNumber", in: hierarchy), ["NSNumber", "NSValue", "NSObject"])
        XCTAssertEqual(superclasses(of: "UIImagePickerController", in: hierarchy),
                       ["UINavigationController", "UIViewController", "UIResponder", "NSObject"])
        XCTAssertEqual(superclasses(of: "UIButton", in: hierarchy), ["UIControl", "UIView", "UIResponder", "NSObject"])
    }

    func test_demo_hierarchy_names_each_class_once() {
        let names = ClassHierarchyData.hierarchy.levels.flatMap { $0.map(\.name) }
        XCTAssertEqual(Set(names).count, names.count)
    }

    /// Walks up from `name` through the level numbering.
    private func superclasses(of name: String, in hierarchy: ClassHierarchy) -> [String] {
        guard let section = hierarchy.levels.firstIndex(where: { $0.contains { $0.name == name } }),
              var item = hierarchy.levels[section].firstIndex(where: { $0.name == name })
        else { return [] }
        var chain: [String] = []
        for level in stride(from: section - 1, through: 0, by: -1) {
            guard let parent = hierarchy.levels[level].firstIndex(where: { $0.childItems.contains(item) }) else { return chain }
            chain.append(hierarchy.levels[level][parent].name)
            item = parent
        }
        return chain
    }
}
