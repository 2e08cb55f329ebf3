import Foundation

/// Scrolling orthogonal sections.
///
/// UIKit has no public API for this: each orthogonal section lives in an internal scroll view the
/// user's finger moves. A terminal has no finger, so the layout exposes what the finger does: the
/// window's sideways keys and wheel call `scrollOrthogonalSection(_:by:)`, a burst of such calls is
/// one drag, and when no call came for `UserScrolling.dragEndDelay` (on the collection view's clock)
/// the section settles where its `orthogonalScrollingBehavior` rests, animated like other settles.
/// The collection view's own `contentOffset` and `contentSize` never change.
extension CollectionViewCompositionalLayout {
    /// The current scroll offset of orthogonal section `section` across the layout's axis (x in a
    /// vertical layout); 0 for a section that does not scroll orthogonally.
    public func orthogonalContentOffset(ofSection section: Int) -> CGFloat {
        guard let geometry = geometry(ofOrthogonalSection: section) else { return 0 }
        return scrollState.offset(of: geometry)
    }

    /// Puts orthogonal section `section` at `offset` (clamped to its content) at once, ending any
    /// drag or settle of it. Does nothing for a section that does not scroll orthogonally.
    public func setOrthogonalContentOffset(_ offset: CGFloat, ofSection section: Int) {
        guard let row = geometry(ofOrthogonalSection: section)?.orthogonal else { return }
        orthogonalScrolls[section] = CompositionalOrthogonalScroll(offset: row.clamped(offset))
        invalidateForOrthogonalScroll()
    }

    /// Scrolls orthogonal section `section` the least that shows `frame` (one of its items, where it
    /// is now) whole within `visible` across the layout's axis; at once, without a drag or settle.
    /// Does nothing for a section that does not scroll orthogonally.
    func scrollOrthogonalSection(_ section: Int, toShow frame: CGRect, in visible: CGRect) {
        guard geometry(ofOrthogonalSection: section) != nil else { return }
        let vertical = model.axis.scrollsVertically
        let (minimum, maximum) = vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        let (visibleMinimum, visibleMaximum) = vertical ? (visible.minX, visible.maxX) : (visible.minY, visible.maxY)
        let delta = minimum < visibleMinimum ? minimum - visibleMinimum : max(0, maximum - visibleMaximum)
        guard delta != 0 else { return }
        setOrthogonalContentOffset(orthogonalContentOffset(ofSection: section) + delta, ofSection: section)
    }

    /// Scrolls orthogonal section `section` by `delta` across the layout's axis, as a user's drag
    /// does: the first call of a burst begins a drag, each call moves the section at once (clamped,
    /// without rubber band), and once the calls stop the section settles per its behaviour (see
    /// `updateOrthogonalScrolling()`). Returns false for a section that does not scroll orthogonally.
    @discardableResult
    public func scrollOrthogonalSection(_ section: Int, by delta: CGFloat) -> Bool {
        guard let geometry = geometry(ofOrthogonalSection: section), let row = geometry.orthogonal else { return false }
        var scroll = orthogonalScrolls[section] ?? CompositionalOrthogonalScroll()
        // A new touch stops a settle where it is, as a finger on a moving scroll view does.
        scroll.offset = scrollState.offset(of: geometry)
        scroll.settle = nil
        if scroll.dragStart == nil { scroll.dragStart = scroll.offset }
        scroll.offset = row.clamped(scroll.offset + delta)
        scroll.lastInputTime = now
        orthogonalScrolls[section] = scroll
        invalidateForOrthogonalScroll()
        return true
    }

    /// A section's own offset moved: its items move on screen, so the layout is invalid (UIKit's
    /// section scroll view re-lays out its items); the model stays (`invalidateEverything` is false).
    private func invalidateForOrthogonalScroll() {
        invalidateLayout(with: makeInvalidationContext())
    }

    /// Whether an orthogonal section is being dragged or settling: frames are needed without input.
    public var isScrollingOrthogonalSections: Bool {
        orthogonalScrolls.values.contains { $0.isMoving }
    }

    /// Advances orthogonal scrolling to the clock's time: ends drags idle for
    /// `UserScrolling.dragEndDelay` by starting the settle to their resting offset, and moves settles.
    public func updateOrthogonalScrolling() {
        let time = now
        for (section, var scroll) in orthogonalScrolls where scroll.isMoving {
            if let start = scroll.dragStart, time - scroll.lastInputTime >= UserScrolling.dragEndDelay {
                scroll.dragStart = nil
                if let row = geometry(ofOrthogonalSection: section)?.orthogonal {
                    let target = row.restingOffset(from: scroll.offset, direction: scroll.offset - start)
                    if target != scroll.offset {
                        scroll.settle = ContentOffsetAnimation(from: CGPoint(x: scroll.offset, y: 0), to: CGPoint(x: target, y: 0),
                                                               start: time)
                    }
                }
            }
            if let settle = scroll.settle {
                scroll.offset = settle.offset(at: time).x
                if settle.isFinished(at: time) { scroll.settle = nil }
                invalidateForOrthogonalScroll()
            }
            orthogonalScrolls[section] = scroll
        }
    }

    /// The orthogonal section whose extent along the layout's axis contains `point` (in the
    /// collection view's content coordinates), if any.
    public func orthogonalSection(at point: CGPoint) -> Int? {
        let position = model.axis.scrollsVertically ? point.y : point.x
        return model.sections.first(where: {
            $0.orthogonal != nil && $0.start <= position && position < $0.end
        })?.section
    }

    /// Of the orthogonal sections in `rect`, the one whose middle is nearest `rect`'s middle along
    /// the layout's axis: the one the sideways keys scroll when neither the focus nor the mouse says.
    public func orthogonalSection(nearestMiddleOf rect: CGRect) -> Int? {
        let axis = model.axis
        let middle = (axis.scrollMin(of: rect) + axis.scrollMax(of: rect)) / 2
        return model.sections
            .filter { $0.orthogonal != nil && $0.end > axis.scrollMin(of: rect) && $0.start < axis.scrollMax(of: rect) }
            .min { abs(($0.start + $0.end) / 2 - middle) < abs(($1.start + $1.end) / 2 - middle) }?.section
    }

    /// The behaviour section `section` was laid out with at the last layout pass (`.none` for an
    /// ordinary or unknown section).
    public func orthogonalScrollingBehavior(ofSection section: Int) -> CollectionLayoutSectionOrthogonalScrollingBehavior {
        geometry(ofOrthogonalSection: section)?.orthogonal?.behavior ?? .none
    }

    /// Whether any section scrolls orthogonally.
    public var hasOrthogonalSections: Bool { model.hasOrthogonalSections }

    // MARK: - Internals

    var scrollState: CompositionalScrollState {
        CompositionalScrollState(orthogonalOffsets: orthogonalScrolls.mapValues(\.offset),
                                 contentOffset: collectionView?.contentOffset ?? .zero)
    }

    private var now: Double { collectionView?.clock?.now ?? 0 }

    private func geometry(ofOrthogonalSection section: Int) -> CompositionalSectionGeometry? {
        guard model.sections.indices.contains(section), model.sections[section].orthogonal != nil else { return nil }
        return model.sections[section]
    }
}

/// The orthogonal sections as the window's sideways keys and wheel reach them.
extension CollectionViewCompositionalLayout: SidewaysScrollingSections {
    /// Whether the layout has orthogonal sections.
    public var hasSectionsScrollingSideways: Bool { hasOrthogonalSections }
    /// Whether an orthogonal section is being dragged or settling.
    public var isScrollingSectionsSideways: Bool { isScrollingOrthogonalSections }
    /// Advances the orthogonal sections' drags and settles.
    public func updateSidewaysScrolling() { updateOrthogonalScrolling() }
    /// Whether `section` is orthogonal.
    public func scrollsSideways(section: Int) -> Bool { orthogonalScrollingBehavior(ofSection: section) != .none }
    /// Scrolls the orthogonal `section` by `delta` points.
    public func scrollSectionSideways(_ section: Int, by delta: CGFloat) -> Bool { scrollOrthogonalSection(section, by: delta) }
    /// The orthogonal section whose rows contain `point`.
    public func sectionScrollingSideways(at point: CGPoint) -> Int? { orthogonalSection(at: point) }
    /// The orthogonal section in `rect` nearest its vertical middle.
    public func sectionScrollingSideways(nearestMiddleOf rect: CGRect) -> Int? { orthogonalSection(nearestMiddleOf: rect) }
}
