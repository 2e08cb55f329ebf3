import Foundation

/// Sections that scroll on their own across a vertical layout — a compositional layout's orthogonal
/// sections. UIKit moves each with a finger on it; here the window's sideways keys and wheel do,
/// through the layout's `sidewaysScrollingSections`, so the app layer names no particular layout.
/// (A tcv hook between the collection view's modules, not UIKit API.)
@MainActor
public protocol SidewaysScrollingSections: AnyObject {
    /// Whether any section scrolls sideways (the help lists the sideways keys then).
    var hasSectionsScrollingSideways: Bool { get }
    /// Whether a section is being dragged or settling: frames are needed without input.
    var isScrollingSectionsSideways: Bool { get }
    /// Advances the sections' drags and settles to the clock's time.
    func updateSidewaysScrolling()
    /// Whether `section` scrolls sideways on its own.
    func scrollsSideways(section: Int) -> Bool
    /// Scrolls `section` by `delta` points as a drag does; false when it does not scroll sideways.
    func scrollSectionSideways(_ section: Int, by delta: CGFloat) -> Bool
    /// The section scrolling sideways whose rows contain `point` (content coordinates, the layout's space).
    func sectionScrollingSideways(at point: CGPoint) -> Int?
    /// Of the sections scrolling sideways in `rect`, the one nearest its vertical middle.
    func sectionScrollingSideways(nearestMiddleOf rect: CGRect) -> Int?
}
