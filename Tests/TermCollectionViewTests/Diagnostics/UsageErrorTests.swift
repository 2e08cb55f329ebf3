import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// Issue 8: usage errors went to `exit(1)` inside the library, so none could be tested. Each now goes
/// to the current `DiagnosticsSink`, and the library carries on with a fallback.
@MainActor
final class UsageErrorTests: ProblemRecordingTestCase {
    private func collectionView(_ layout: CollectionViewLayout = CollectionViewFlowLayout()) -> CollectionView {
        CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), collectionViewLayout: layout)
    }

    /// A library never ends the process (only the command line decides an exit status): the default
    /// sink prints and returns, so the caller goes on with its fallback (an `exit` would end the run).
    func test_the_default_sink_prints_and_returns_so_the_program_decides() async {
        var returned = false
        Diagnostics.$sink.withValue(DiagnosticsSink()) {
            UsageError.report(UsageError("a test of the default sink; nothing is wrong"))
            returned = true
        }
        XCTAssertTrue(returned)
        XCTAssertTrue(diagnostics.usageErrors.isEmpty, "the test's own sink heard nothing: the binding is scoped")
    }

    func test_registering_a_class_that_is_not_a_reusable_view_is_reported_and_ignored() async {
        let view = collectionView()
        view.register(NSObject.self, forCellWithReuseIdentifier: "cell")
        view.register(NSObject.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "b")
        XCTAssertEqual(recorder.usageErrors, [
            "NSObject was registered as a cell (CollectionViewCell) but is not a subclass of CollectionReusableView; "
                + "register a CollectionReusableView subclass",
            "NSObject was registered as a supplementary view of kind \"badge\" but is not a subclass of "
                + "CollectionReusableView; register a CollectionReusableView subclass",
        ])
        XCTAssertTrue(view.cellClasses.isEmpty)
    }

    func test_dequeueing_an_unregistered_cell_is_reported_and_a_plain_cell_stands_in() async {
        let view = collectionView()
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let cell = view.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(type(of: cell) == CollectionViewCell.self)
        XCTAssertEqual(cell.reuseIdentifier, "nope")
        XCTAssertEqual(recorder.usageErrors, [
            "could not dequeue a cell with reuse identifier \"nope\": it is not registered (registered for this kind: "
                + "\"cell\"); call register(_:for…ReuseIdentifier:) with \"nope\" first"
                + " (a storyboard's or nib's prototype cells are not read here: register the class in code)",
        ])
    }

    func test_dequeueing_an_unregistered_supplementary_view_is_reported_and_a_plain_view_stands_in() async {
        let view = collectionView()
        let header = view.dequeueReusableSupplementaryView(ofKind: "header", withReuseIdentifier: "h", for: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header.reuseIdentifier, "h")
        XCTAssertEqual(recorder.usageErrors, [
            "could not dequeue a supplementary view of kind \"header\" with reuse identifier \"h\": it is not registered "
                + "(registered for this kind: none); call register(_:for…ReuseIdentifier:) with \"h\" first"
                + " (a storyboard's or nib's prototype cells are not read here: register the class in code)",
        ])
    }

    func test_wrong_attributes_and_invalidation_context_classes_are_reported_and_the_base_classes_used() async {
        let layout = WrongClassesLayout()
        let view = collectionView(layout)
        view.reloadData()
        XCTAssertTrue(type(of: layout.attributesClass) == CollectionViewLayoutAttributes.Type.self)
        XCTAssertEqual(recorder.usageErrors.suffix(2), [
            "invalidationContextClass returned NSObject, which is not a subclass of CollectionViewLayoutInvalidationContext; "
                + "return a CollectionViewLayoutInvalidationContext subclass",
            "layoutAttributesClass returned NSObject, which is not a subclass of CollectionViewLayoutAttributes; return a "
                + "CollectionViewLayoutAttributes subclass",
        ])
    }

    func test_a_header_without_the_data_source_method_is_reported_and_a_plain_view_stands_in() async {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 1)
        let view = collectionView(layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CellsOnly()
        view.dataSource = dataSource
        view.layoutIfNeeded()
        XCTAssertNotNil(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(recorder.usageErrors, [
            "the layout returned a supplementary view of kind \"UICollectionElementKindSectionHeader\" but the data source "
                + "does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); implement it and dequeue a view of that kind",
        ])
        withExtendedLifetime(dataSource) {}
    }

    func test_views_not_obtained_from_dequeue_are_reported_and_shown() async {
        let view = collectionView()
        let dataSource = Undequeued()
        view.dataSource = dataSource
        view.layoutIfNeeded()
        XCTAssertEqual(view.visibleCells.count, 1)
        let layout = view.collectionViewLayout as! CollectionViewFlowLayout
        layout.headerReferenceSize = CGSize(width: 0, height: 1)
        view.layoutIfNeeded()
        XCTAssertEqual(view.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).count, 1)
        let fix = "return a view from dequeueReusableCell(withReuseIdentifier:for:) or "
            + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"
        XCTAssertEqual(recorder.usageErrors, [
            "the data source returned a cell that was not obtained from the dequeue methods; " + fix,
            "the data source returned a supplementary view of kind \"UICollectionElementKindSectionHeader\" that was not "
                + "obtained from the dequeue methods; " + fix,
        ])
        withExtendedLifetime(dataSource) {}
    }

    func test_decoration_views_of_unregistered_kinds_or_wrong_classes_are_reported() async {
        let layout = HostileLayout()
        layout.register(NSObject.self, forDecorationViewOfKind: "grid")
        layout.elements = { _ in
            let decoration = CollectionViewLayoutAttributes(forDecorationViewOfKind: "grid", with: IndexPath(item: 0, section: 0))
            decoration.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
            return [decoration]
        }
        let view = collectionView(layout)
        view.layoutIfNeeded()
        XCTAssertEqual(view.viewsInDrawingOrder.count, 1, "a plain view stands in")
        XCTAssertEqual(recorder.usageErrors, [
            "NSObject was registered as a decoration view of kind \"grid\" but is not a subclass of CollectionReusableView; "
                + "register a CollectionReusableView subclass",
            "the layout returned a decoration view of kind \"grid\" but no class is registered for it; call "
                + "register(_:forDecorationViewOfKind: \"grid\") in the layout",
        ])
    }
}

@MainActor
private final class WrongClassesLayout: CollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { NSObject.self }
    override class var invalidationContextClass: AnyClass { NSObject.self }
}

/// One item; no supplementary-view method.
@MainActor
private final class CellsOnly: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// One item; cells and supplementary views made directly instead of dequeued.
@MainActor
private final class Undequeued: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
}
