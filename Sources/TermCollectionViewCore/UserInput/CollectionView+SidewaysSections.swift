import Foundation
import TermCanvas

/// The user's keys and wheel on sections that scroll sideways on their own (a compositional layout's
/// orthogonal sections), reached through the layout's `sidewaysScrollingSections`.
///
/// UIKit scrolls such a section with a finger on it. Here ←/→ (and `h`/`l` where the screen does not
/// claim them) scroll one column (`ScreenScale.pointsPerColumn` points): where the collection view
/// `allowsFocus`, of the orthogonal section that holds the focused item (the focus stays on its item;
/// elsewhere the arrows move the focus as before); otherwise of the orthogonal section under the
/// pointer's last position, else the one nearest the vertical middle of the screen. The sideways wheel (Shift+wheel in most terminals) scrolls
/// `ScrollCommand.wheelLines` columns of the section of the focused item, else the one under the
/// pointer, else the one nearest the middle. When no section is found the keys scroll as before.
extension CollectionView {
    /// The layout's sections that the sideways keys scroll, if it has any.
    var sidewaysSections: SidewaysScrollingSections? {
        collectionViewLayout.sidewaysScrollingSections
    }

    /// Whether the layout has sections that scroll sideways (the help lists the sideways keys then).
    package var hasOrthogonalSections: Bool {
        sidewaysSections?.hasSectionsScrollingSideways ?? false
    }

    /// Scrolls `section` sideways by `delta` points as the user does, and joins the clock's tickers
    /// until it rests.
    private func scrollSectionSideways(_ section: Int, by delta: CGFloat, in sections: SidewaysScrollingSections) -> Bool {
        guard sections.scrollSectionSideways(section, by: delta) else { return false }
        startTicking(animating: false)
        return true
    }

    /// ←/→/h/l on an orthogonal section; false when the key is not one or no section is found.
    func handleSidewaysKey(_ key: Key) -> Bool {
        let delta: CGFloat
        switch key {
        case .left, .character("h"): delta = -userInput.screenScale.pointsPerColumn
        case .right, .character("l"): delta = userInput.screenScale.pointsPerColumn
        default: return false
        }
        guard let sections = sidewaysSections else { return false }
        layoutIfNeeded()
        if allowsFocus {
            // With the focus elsewhere (or nowhere yet) the arrows keep moving it.
            guard let focused = indexPathForFocusedItem, sections.scrollsSideways(section: focused.section) else { return false }
            return scrollSectionSideways(focused.section, by: delta, in: sections)
        }
        guard let section = sectionUnderPointer(sections) ?? sections.sectionScrollingSideways(nearestMiddleOf: bounds)
        else { return false }
        return scrollSectionSideways(section, by: delta, in: sections)
    }

    /// The sideways wheel on an orthogonal section; false when it is not that or no section is found.
    func handleSidewaysWheel(_ mouse: MouseEvent) -> Bool {
        let delta: CGFloat
        switch mouse.action {
        case .scrollLeft: delta = -CGFloat(ScrollCommand.wheelLines) * userInput.screenScale.pointsPerColumn
        case .scrollRight: delta = CGFloat(ScrollCommand.wheelLines) * userInput.screenScale.pointsPerColumn
        default: return false
        }
        guard let sections = sidewaysSections else { return false }
        layoutIfNeeded()
        let focused = allowsFocus ? indexPathForFocusedItem.map(\.section) : nil
        guard let section = focused.flatMap({ sections.scrollsSideways(section: $0) ? $0 : nil })
                ?? sectionUnderPointer(sections) ?? sections.sectionScrollingSideways(nearestMiddleOf: bounds)
        else { return false }
        return scrollSectionSideways(section, by: delta, in: sections)
    }

    // MARK: - Internals

    /// The orthogonal section under the pointer's last position on screen, if any.
    private func sectionUnderPointer(_ sections: SidewaysScrollingSections) -> Int? {
        guard let pointer = userInput.lastPointer else { return nil }
        return sections.sectionScrollingSideways(at: mirroredAcrossContent(contentPoint(of: pointer)))   // the layout's space
    }
}
