import Foundation

/// Two ways one thing ends up in two places, each reported once through `layoutDiagnostics`, because
/// the screen hides them: the element, or the view, simply shows once.
extension CollectionView {
    /// The layout returned an element (category, kind, index path) twice in one answer to
    /// `layoutAttributesForElements(in:)`. UIKit keeps one view per element, so only the first
    /// attributes are shown; the second usually means a cache appended twice (a `prepare()` that does
    /// not clear it) or two sections given the same index path.
    func reportDuplicate(_ attributes: CollectionViewLayoutAttributes) {
        let element = LayoutProblem.elementName(attributes)
        layoutDiagnostics.report(LayoutProblem(
            category: .duplicateElement, source: String(describing: type(of: collectionViewLayout)), element: element,
            property: "layoutAttributesForElements(in:)", value: ProblemValue.of(attributes.frame),
            message: "returned more than once in one answer (again at \(ProblemValue.of(attributes.frame))); only the first is shown",
            fix: "return each element once: clear the layout's cache at the start of prepare(), and give every element its own index path"))
    }

    /// The data source returned a view that already shows another element on screen (a cell kept in
    /// a property and returned again, instead of dequeued for each index path). A view has one frame,
    /// so only one of the elements shows.
    func reportSharedView(_ view: CollectionReusableView, for attributes: CollectionViewLayoutAttributes) {
        let role = attributes.representedElementCategory == .cell ? "collectionView(_:cellForItemAt:)"
            : "collectionView(_:viewForSupplementaryElementOfKind:at:)"
        layoutDiagnostics.report(LayoutProblem(
            category: .sharedView, source: String(describing: type(of: view)), element: LayoutProblem.elementName(attributes),
            property: role, value: String(describing: ObjectIdentifier(view)),
            message: "\(role) returned a view that already shows another element on screen; one view shows one element",
            fix: "dequeue a new view for every index path (dequeueReusableCell(withReuseIdentifier:for:)); never keep one and return it again"))
    }
}
