/// One broken guarantee found after a fuzzing step: which invariant, on which element, and the
/// layout (or delegate) method whose answer broke it.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The invariants the fuzzer checks.
    public enum Invariant: String, Sendable, CaseIterable {
        /// The visible cells are exactly the items whose attributes from
        /// `layoutAttributesForElements(in: bounds)` share area with the bounds.
        case visibleCellsMatchRectQuery = "visible cells match the rect query"
        /// Anywhere in the content, the rect query returns every item whose own attributes share area
        /// with the rect (checked in sampled rects: `ContentCoverage`).
        case rectQueryCoversContent = "rect query covers the content"
        /// Each visible cell sits at the centre and size of its attributes.
        case viewAtAttributesFrame = "visible view at its attributes' frame"
        /// `layoutAttributesForItem(at:)` gives a visible item the frame the rect query gave it.
        case itemQueryAgreesWithRectQuery = "item query agrees with rect query"
        /// No element appears twice in one answer.
        case noDuplicateElement = "no element twice"
        /// Every index path names an item (or section) the data source has.
        case indexPathInData = "index path in the data"
        /// Every frame and the content size are finite (and the size not negative).
        case finiteGeometry = "finite geometry"
        /// `willDisplay` and `didEndDisplaying` alternate per item, and the displayed items are the
        /// visible ones.
        case displayCallsPaired = "willDisplay/didEndDisplaying paired"
        /// Views made for a reuse identifier stay within the most ever visible plus a small bound.
        case viewsReused = "views made stay within visible + bound"
        /// After updates the collection view's counts are the reference model's and every visible cell
        /// shows the model's item at its index path (no stale cell).
        case cellsShowModel = "cells show the model's items"
        /// `indexPathsForSelectedItems` names items in the data, each once, and a visible cell's
        /// `isSelected` says whether its item is among them.
        case selectionConsistent = "selection consistent"
        /// A step's layout and drawing finish within the frame budget.
        case boundedFrameTime = "frame within budget"
        /// The user's code does not crash (checked from outside the program: `tcv fuzz FILE.swift`).
        case noCrash = "no crash"
        /// Every action returns within the time limit (checked from outside the program).
        case actionReturns = "action returns in time"
    }

    /// The invariant broken.
    public var invariant: Invariant
    /// The element, e.g. `cell [0,3]`, or `content size`.
    public var element: String
    /// The method whose answer broke it, e.g. `layoutAttributesForElements(in:)`.
    public var method: String
    /// What was seen, in numbers.
    public var detail: String

    /// A violation of `invariant` by `element`, found in `method`'s answer, with the numbers seen.
    public init(invariant: Invariant, element: String, method: String, detail: String) {
        self.invariant = invariant
        self.element = element
        self.method = method
        self.detail = detail
    }

    /// One line: `[invariant] element — method: detail`.
    public var description: String {
        "[\(invariant.rawValue)] \(element) — \(method): \(detail)"
    }
}
