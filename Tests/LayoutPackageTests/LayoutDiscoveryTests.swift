@testable import LayoutPackage
import XCTest

/// Which class `tcv run` shows, and the one-line messages when it cannot tell.
final class LayoutDiscoveryTests: XCTestCase {
    private func find(_ text: String, named name: String? = nil) throws(DiscoveryError) -> LayoutApp {
        try LayoutDiscovery.find(in: [(name: "L.swift", text: text)], named: name)
    }

    func test_one_layout_is_shown() throws {
        XCTAssertEqual(try find("import UIKit\nfinal class Mosaic: UICollectionViewLayout {}"), .layout(name: "Mosaic", delegate: nil))
        XCTAssertEqual(try find("open class Grid : UIKit.UICollectionViewFlowLayout, Sendable {}"), .layout(name: "Grid", delegate: nil))
    }

    // A compositional layout subclass is a layout too (made with its own init(), which calls
    // super.init(section:)).
    func test_a_compositional_layout_subclass_is_shown() throws {
        XCTAssertEqual(try find("final class Shelf: UICollectionViewCompositionalLayout { init() { super.init(section: .make()) } }"),
                       .layout(name: "Shelf", delegate: nil))
    }

    /// A class of the files in between counts; the base itself is not a candidate.
    func test_subclass_of_a_layout_in_the_files_is_found_and_the_base_is_not_a_candidate() throws {
        let text = "class Base: UICollectionViewLayout {}\nclass Cards: Base {}\nclass Cell: UICollectionViewCell {}"
        XCTAssertEqual(try find(text), .layout(name: "Cards", delegate: nil))
        XCTAssertEqual(try find(text, named: "Base"), .layout(name: "Base", delegate: nil))
    }

    func test_comments_and_strings_do_not_declare_classes() {
        let text = """
            // class A: UICollectionViewLayout {}
            /* class B: UICollectionViewLayout { /* nested */ } */
            let s = "class C: UICollectionViewLayout {}"
            """
        XCTAssertThrowsError(try find(text))
    }

    func test_several_layouts_name_the_candidates_and_the_flag() {
        XCTAssertThrowsError(try find("class A: UICollectionViewLayout {}\nclass B: UICollectionViewFlowLayout {}")) { error in
            XCTAssertEqual((error as? DiscoveryError)?.description,
                           "several layouts in L.swift: A, B; pick one with --layout NAME")
        }
    }

    func test_no_layout_says_what_is_looked_for() {
        XCTAssertThrowsError(try find("class Cell: UICollectionViewCell {}")) { error in
            XCTAssertEqual((error as? DiscoveryError)?.description,
                           "no layout class in L.swift: tcv shows a class that subclasses UICollectionViewLayout, "
                           + "UICollectionViewFlowLayout or UICollectionViewCompositionalLayout (directly or through "
                           + "another class of the files), a UICollectionViewController subclass, or a UIViewController "
                           + "subclass that adds one")
        }
    }

    func test_unknown_name_lists_candidates() {
        XCTAssertThrowsError(try find("class A: UICollectionViewLayout {}", named: "Z")) { error in
            XCTAssertEqual((error as? DiscoveryError)?.description, "no layout or controller class named Z in L.swift; candidates: A")
        }
    }

    func test_a_controller_is_the_app() throws {
        let text = "class Grid: UICollectionViewFlowLayout {}\nclass Photos: UICollectionViewController {}"
        XCTAssertEqual(try find(text), .controller(name: "Photos", layout: "Grid"))
        XCTAssertEqual(try find(text, named: "Grid"), .layout(name: "Grid", delegate: nil))
    }

    /// How the controller is made: its own `init()` (also one a base controller of the files declares;
    /// `super.init()` in a body does not count), else `init(collectionViewLayout:)` with the files' one
    /// layout, or a flow layout when there is none; several layouts and no `init()` cannot be decided.
    func test_a_controller_is_made_with_its_own_init_or_the_files_layout() throws {
        XCTAssertEqual(try find("class Photos: UICollectionViewController {}"),
                       .controller(name: "Photos", layout: "UICollectionViewFlowLayout"))
        let ownInit = "class Photos: UICollectionViewController { init() { super.init(collectionViewLayout: Grid()) } }"
            + "\nclass Grid: UICollectionViewFlowLayout {}"
        XCTAssertEqual(try find(ownInit), .controller(name: "Photos", layout: nil))
        let inherited = "class Base: UICollectionViewController { convenience init() { self.init(collectionViewLayout: .init()) } }"
            + "\nclass Photos: Base {}"
        XCTAssertEqual(try find(inherited), .controller(name: "Photos", layout: nil))
        let callsSuper = "class Photos: UICollectionViewController { func reset() { super.init() } }"
        XCTAssertEqual(try find(callsSuper), .controller(name: "Photos", layout: "UICollectionViewFlowLayout"))
        let twoLayouts = "class A: UICollectionViewLayout {}\nclass B: UICollectionViewLayout {}\nclass Photos: UICollectionViewController {}"
        XCTAssertThrowsError(try find(twoLayouts)) { error in
            XCTAssertEqual((error as? DiscoveryError)?.description, "Photos has no init(), so tcv makes it with "
                + "init(collectionViewLayout:), but the files have several layouts: A, B; give Photos an init() that picks one")
        }
    }

    /// A waterfall's own delegate protocol, with one CGFloat requirement: answered by a generated class.
    func test_layout_delegate_protocol_gets_a_generated_conformance() throws {
        let text = """
            protocol PinterestLayoutDelegate: AnyObject {
              func collectionView(
                  _ collectionView: UICollectionView,
                  heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat
            }
            class PinterestLayout: UICollectionViewLayout {
              weak var delegate: PinterestLayoutDelegate?
            }
            """
        guard case .layout("PinterestLayout", let binding?) = try find(text) else { return XCTFail("no delegate binding") }
        XCTAssertEqual(binding.property, "delegate")
        XCTAssertEqual(binding.conformance, """
            /// Answers PinterestLayoutDelegate with sample values, generated by tcv.
            final class TCVGeneratedLayoutDelegate: NSObject, PinterestLayoutDelegate {
                func collectionView( _ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat { SampleValues.length(for: indexPath) }
            }
            """)
    }

    // A waterfall delegate asks for a section's insets too: the neutral answer is none.
    func test_insets_and_points_are_answered_with_zero() {
        XCTAssertEqual(DelegateConformance.body(for: "func collectionView(_ collectionView: UICollectionView, "
            + "layout collectionViewLayout: UICollectionViewLayout, insetsFor section: Int) -> UIEdgeInsets"), ".zero")
        XCTAssertEqual(DelegateConformance.body(for: "func offset(at indexPath: IndexPath) -> CGPoint"), ".zero")
        XCTAssertNil(DelegateConformance.body(for: "func title(at indexPath: IndexPath) -> String"))
    }

    func test_delegate_protocol_with_a_requirement_tcv_cannot_answer_names_it() {
        let text = """
            @objc protocol CardsDelegate {
              @objc optional func title(for indexPath: IndexPath) -> String
            }
            class Cards: UICollectionViewLayout { var delegate: CardsDelegate! }
            """
        XCTAssertThrowsError(try find(text)) { error in
            XCTAssertEqual((error as? DiscoveryError)?.description,
                           "Cards asks its delegate (delegate: CardsDelegate) for `func title(for indexPath: IndexPath) -> String`, "
                           + "which tcv cannot answer (it answers func requirements returning CGFloat, Double, Int, CGSize, "
                           + "UIEdgeInsets, NSDirectionalEdgeInsets, CGPoint or nothing); add a UICollectionViewController subclass to your files that sets Cards's delegate")
        }
    }

    /// The entry tcv's executable hands in (`ProgramEntry.exitingWithStatus`): the program exits with
    /// its command tree's status.
    private let exitingEntry = ProgramEntry(opening: ["exit(MainActor.assumeIsolated {"], closing: ["})"])

    func test_generated_main_for_a_layout_with_a_delegate() {
        let binding = DelegateBinding(property: "delegate", protocolName: "P", conformance: "final class X {}")
        XCTAssertEqual(GeneratedMain.source(for: .layout(name: "Waterfall", delegate: binding), entry: exitingEntry), """
            // Generated by tcv: shows Waterfall.
            import UIKit
            import LayoutRunner
            import TCVCommands

            final class X {}

            exit(MainActor.assumeIsolated {
                tcvInstallSelectorPerformer()
                return TCVCommandLine.main(showing: LayoutFileScreens(title: "Waterfall", makeLayout: {
                    let layout = Waterfall()
                    let delegate = TCVGeneratedLayoutDelegate()
                    layout.delegate = delegate
                    return (layout, [delegate])
                }))
            })

            """)
    }

    /// A base layout in one file, its subclass in another: discovery spans the files.
    func test_classes_are_found_across_files() throws {
        let files = [(name: "Base.swift", text: "class CardBase: UICollectionViewLayout {}"),
                     (name: "Cards.swift", text: "final class Cards: CardBase {}")]
        XCTAssertEqual(try LayoutDiscovery.find(in: files, named: nil), .layout(name: "Cards", delegate: nil))
    }

    /// The controller path: the user's controller, made as discovery said, is the window's root.
    /// Apple's sample code: a plain `UIViewController` subclass owns the collection view. It is the app
    /// ahead of the files' layouts (its code uses them); a collection view controller still comes first.
    func test_a_plain_view_controller_is_the_app_after_collection_view_controllers() throws {
        let sample = "class TextCell: UICollectionViewCell {}\n"
            + "class GridViewController: UIViewController {\n    var collectionView: UICollectionView! = nil\n}"
        XCTAssertEqual(try find(sample), .viewController(name: "GridViewController"))
        XCTAssertEqual(try find(sample + "\nclass Grid: UICollectionViewFlowLayout {}"), .viewController(name: "GridViewController"))
        XCTAssertEqual(try find(sample + "\nclass Photos: UICollectionViewController {}"),
                       .controller(name: "Photos", layout: "UICollectionViewFlowLayout"))
        // A pushed detail screen without a collection view is not a candidate.
        XCTAssertEqual(try find(sample + "\nclass DetailViewController: UIViewController { let label = UILabel() }"),
                       .viewController(name: "GridViewController"))
        XCTAssertThrowsError(try find(sample + "\nclass ListViewController: UIViewController { var collectionView: UICollectionView! }")) { error in
            XCTAssertEqual((error as? DiscoveryError)?.description, "several view controllers in L.swift: "
                + "GridViewController, ListViewController; pick one with --layout NAME")
        }
        XCTAssertEqual(try find(sample + "\nclass ListViewController: UIViewController {}", named: "ListViewController"),
                       .viewController(name: "ListViewController"))
    }

    func test_generated_main_for_a_plain_view_controller() {
        XCTAssertTrue(GeneratedMain.source(for: .viewController(name: "GridViewController"), entry: exitingEntry)
            .contains("    tcvInstallSelectorPerformer()\n    return TCVCommandLine.main(showing: LayoutFileScreens(title: \"GridViewController\", makeViewController: { GridViewController() }))\n"))
    }

    func test_generated_main_for_a_controller() {
        XCTAssertEqual(GeneratedMain.source(for: .controller(name: "PhotosViewController", layout: "PhotosLayout"), entry: exitingEntry), """
            // Generated by tcv: shows PhotosViewController.
            import UIKit
            import LayoutRunner
            import TCVCommands

            exit(MainActor.assumeIsolated {
                tcvInstallSelectorPerformer()
                return TCVCommandLine.main(showing: LayoutFileScreens(title: "PhotosViewController", makeController: { PhotosViewController(collectionViewLayout: PhotosLayout()) }))
            })

            """)
        XCTAssertTrue(GeneratedMain.source(for: .controller(name: "Photos", layout: nil), entry: exitingEntry)
            .contains("    return TCVCommandLine.main(showing: LayoutFileScreens(title: \"Photos\", makeController: { Photos() }))\n"))
    }

    func test_delegate_property_spelled_with_any() throws {
        let text = """
            protocol HeightSource: AnyObject { func height(at indexPath: IndexPath) -> CGFloat }
            class Masonry: UICollectionViewLayout { weak var heights: (any HeightSource)? }
            """
        guard case .layout("Masonry", let binding?) = try find(text) else { return XCTFail("no delegate binding") }
        XCTAssertEqual(binding.property, "heights")
        XCTAssertTrue(binding.conformance.contains("func height(at indexPath: IndexPath) -> CGFloat { SampleValues.length(for: indexPath) }"),
                      binding.conformance)
    }
}
