import Foundation
import TermCanvas
import TermCollectionView

/// The user's keys and wheel on orthogonal sections of a compositional layout.
///
/// UIKit scrolls such a section with a finger on it. Here ←/→ (and `h`/`l` where the screen does not
/// claim them) scroll one column (`ScreenScale.pointsPerColumn` points): where the collection view
/// `allowsFocus`, of the orthogonal section that holds the focused item (the focus stays on its item;
/// elsewhere the arrows move the focus as before); otherwise of the orthogonal section under the
/// pointer's last position, else the one nearest the vertical middle of the screen. The sideways wheel (Shift+wheel in most terminals) scrolls
/// `ScrollCommand.wheelLines` columns of the section of the focused item, else the one under the
/// pointer, else the one nearest the middle. When no section is found the keys scroll as before.
extension CollectionViewController {
    /// The compositional layout whose orthogonal sections the sideways keys scroll: a vertically
    /// scrolling one (a horizontal layout's orthogonal sections scroll up and down, which the row keys
    /// already mean for the collection view; they are scrolled through the layout's API only).
    var compositionalLayout: CollectionViewCompositionalLayout? {
        guard isViewLoaded, let layout = collectionView.collectionViewLayout as? CollectionViewCompositionalLayout,
              layout.configuration.scrollDirection == .vertical else { return nil }
        return layout
    }

    /// Whether the layout has orthogonal sections (the help lists the sideways keys then).
    var hasOrthogonalSections: Bool {
        compositionalLayout?.hasOrthogonalSections ?? false
    }

    var isScrollingSectionsSideways: Bool { compositionalLayout?.isScrollingOrthogonalSections ?? false }

    func tickSidewaysScrolling() {
        compositionalLayout?.updateOrthogonalScrolling()
    }

    /// ←/→/h/l on an orthogonal section; false when the key is not one or no section is found.
    func handleSidewaysKey(_ key: Key) -> Bool {
        let delta: CGFloat
        switch key {
        case .left, .character("h"): delta = -screenScale.pointsPerColumn
        case .right, .character("l"): delta = screenScale.pointsPerColumn
        default: return false
        }
        guard let layout = compositionalLayout else { return false }
        collectionView.layoutIfNeeded()
        if collectionView.allowsFocus {
            // With the focus elsewhere (or nowhere yet) the arrows keep moving it.
            guard let focused = collectionView.indexPathForFocusedItem, isOrthogonal(focused.section, in: layout) else { return false }
            return layout.scrollOrthogonalSection(focused.section, by: delta)
        }
        guard let section = sectionUnderPointer(layout) ?? layout.orthogonalSection(nearestMiddleOf: collectionView.bounds)
        else { return false }
        return layout.scrollOrthogonalSection(section, by: delta)
    }

    /// The sideways wheel on an orthogonal section; false when it is not that or no section is found.
    func handleSidewaysWheel(_ mouse: MouseEvent) -> Bool {
        lastPointer = mouse
        let delta: CGFloat
        switch mouse.action {
        case .scrollLeft: delta = -CGFloat(ScrollCommand.wheelLines) * screenScale.pointsPerColumn
        case .scrollRight: delta = CGFloat(ScrollCommand.wheelLines) * screenScale.pointsPerColumn
        default: return false
        }
        guard let layout = compositionalLayout else { return false }
        collectionView.layoutIfNeeded()
        let focused = collectionView.allowsFocus ? collectionView.indexPathForFocusedItem.map(\.section) : nil
        guard let section = focused.flatMap({ isOrthogonal($0, in: layout) ? $0 : nil })
                ?? sectionUnderPointer(layout) ?? layout.orthogonalSection(nearestMiddleOf: collectionView.bounds)
        else { return false }
        return layout.scrollOrthogonalSection(section, by: delta)
    }

    // MARK: - Internals

    private func isOrthogonal(_ section: Int, in layout: CollectionViewCompositionalLayout) -> Bool {
        layout.orthogonalScrollingBehavior(ofSection: section) != .none
    }

    /// The orthogonal section under the pointer's last position on screen, if any.
    private func sectionUnderPointer(_ layout: CollectionViewCompositionalLayout) -> Int? {
        guard let pointer = lastPointer else { return nil }
        let point = collectionView.contentPoint(forVisible: screenScale.point(atCellCenter: pointer.x, pointer.y))
        return layout.orthogonalSection(at: collectionView.mirroredAcrossContent(point))   // the layout's space
    }
}
