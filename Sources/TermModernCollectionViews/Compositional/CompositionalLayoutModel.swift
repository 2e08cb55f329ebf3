import Foundation

/// Everything a compositional layout computed in `prepare()`: one solved geometry per section plus
/// the layout-wide headers and footers. Queries find the sections on screen by binary search and
/// their items by arithmetic.
struct CompositionalLayoutModel {
    let axis: ScrollAxis
    let sections: [CompositionalSectionGeometry]
    /// Layout-wide boundary items, at index path (0, 0).
    let globalBoundaries: [CompositionalSectionGeometry.Boundary]
    let contentSize: CGSize
    let attributesClass: CollectionViewLayoutAttributes.Type
    /// Each section's `visibleItemsInvalidationHandler`, by section index, and the environment it gets.
    var handlers: [Int: CollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    var environment: (any CollectionLayoutEnvironment)?

    // Computed: the model holds the sections' handlers (main-actor closures), so it is not Sendable.
    static var empty: CompositionalLayoutModel {
        CompositionalLayoutModel(axis: ScrollAxis(.vertical), sections: [], globalBoundaries: [],
                                 contentSize: .zero, attributesClass: CollectionViewLayoutAttributes.self)
    }

    /// Whether any header or footer pins to the visible bounds; found once, since every scroll and
    /// every query asks.
    let hasPinnedBoundaries: Bool
    /// Whether any section scrolls sideways on its own; found once.
    let hasOrthogonalSections: Bool

    init(axis: ScrollAxis, sections: [CompositionalSectionGeometry], globalBoundaries: [CompositionalSectionGeometry.Boundary],
         contentSize: CGSize, attributesClass: CollectionViewLayoutAttributes.Type) {
        self.axis = axis
        self.sections = sections
        self.globalBoundaries = globalBoundaries
        self.contentSize = contentSize
        self.attributesClass = attributesClass
        hasPinnedBoundaries = globalBoundaries.contains { $0.pins } || sections.contains { $0.hasPinnedBoundaries }
        hasOrthogonalSections = sections.contains { $0.orthogonal != nil }
    }

    /// Asks `provider` for every section of `collectionView` and lays the sections out one after
    /// another, `interSectionSpacing` apart, between the layout-wide headers and footers.
    @MainActor
    init(collectionView: CollectionView, size: CGSize, configuration: CollectionViewCompositionalLayoutConfiguration,
         attributesClass: CollectionViewLayoutAttributes.Type, provider: CollectionViewCompositionalLayoutSectionProvider,
         measuredLengths: [Int: [Int: CGFloat]] = [:], measuredBoundaryLengths: [Int: [String: CGFloat]] = [:]) {
        let axis = ScrollAxis(configuration.scrollDirection)
        let traits = TraitCollection(size: collectionView.bounds.size)
        let builder = CompositionalSectionBuilder(axis: axis, containerSize: size, collectionView: collectionView, traitCollection: traits)
        let reference = builder.referenceInsets(configuration.contentInsetsReference)
        let containerInsets = axis.scrollsVertically
            ? DirectionalEdgeInsets(top: 0, leading: reference.lead, bottom: 0, trailing: reference.trail)
            : DirectionalEdgeInsets(top: reference.lead, leading: 0, bottom: reference.trail, trailing: 0)
        let environment = CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(contentSize: size, contentInsets: containerInsets),
            traitCollection: traits)
        let cross = axis.crossLength(of: size)
        let globalSized = configuration.boundarySupplementaryItems.map {
            ($0, $0.layoutSize.resolved(in: size))
        }
        func extent(atStart: Bool) -> CGFloat {
            globalSized.filter { $0.0.extendsBoundary && $0.0.isAtStart(scrollsVertically: axis.scrollsVertically) == atStart }
                .map { axis.scrollLength(of: $0.1) }.max() ?? 0
        }
        let sectionsStart = extent(atStart: true)
        var sections: [CompositionalSectionGeometry] = []
        var handlers: [Int: CollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
        var cursor = sectionsStart
        let count = collectionView.numberOfSections
        sections.reserveCapacity(count)
        for index in 0..<count {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let items = collectionView.numberOfItems(inSection: index)
            let geometry: CompositionalSectionGeometry
            if let section = provider(index, environment) {
                handlers[index] = section.visibleItemsInvalidationHandler
                geometry = builder.build(section, index: index, itemCount: items, start: cursor,
                                         measuredLengths: measuredLengths[index] ?? [:],
                                         measuredBoundaryLengths: measuredBoundaryLengths[index] ?? [:])
            } else {
                geometry = CompositionalSectionGeometry.absent(section: index, axis: axis, at: cursor)
            }
            sections.append(geometry)
            cursor = geometry.end
        }
        let sectionsEnd = cursor
        let total = sectionsEnd + extent(atStart: false)
        let globals = globalSized.map { item, itemSize in
            builder.boundary(item, size: itemSize, start: 0, contentStart: sectionsStart, contentEnd: sectionsEnd,
                             crossStart: 0, crossLength: cross)
        }
        self.init(axis: axis, sections: sections, globalBoundaries: globals,
                  contentSize: axis.size(scrollLength: total, crossLength: cross), attributesClass: attributesClass)
        self.handlers = handlers
        self.environment = environment
    }

    // MARK: - Queries

    /// Every element whose frame intersects `rect`: decorations first (they draw below), then each
    /// section's headers and footers, cells and their anchored supplementary views.
    @MainActor
    func attributes(in rect: CGRect, pinning: AxisSpan?, scroll: CompositionalScrollState) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        let span = AxisSpan(lower: axis.scrollMin(of: rect), upper: axis.scrollMax(of: rect))
        let cross = AxisSpan(lower: axis.crossMin(of: rect), upper: axis.crossMax(of: rect))
        let limit = UniformGrid.candidateLimit(scroll: span, cross: cross)
        for boundary in globalBoundaries {
            let frame = pinned(boundary, lower: 0, upper: axis.scrollLength(of: contentSize), span: pinning)
            if visible(frame, in: rect) {
                result.append(supplementary(boundary.kind, IndexPath(item: 0, section: 0), frame, boundary.zIndex))
            }
        }
        var index = firstSection(endingAtOrAfter: span.lower)
        while index < sections.count, sections[index].start <= span.upper, result.count < limit {
            let first = result.count
            append(sections[index], in: rect, span: span, pinning: pinning, limit: limit,
                   offset: scroll.offset(of: sections[index]), to: &result)
            callHandler(of: sections[index], items: result[first...], scroll: scroll)
            index += 1
        }
        return result
    }

    private func append(_ section: CompositionalSectionGeometry, in rect: CGRect, span: AxisSpan, pinning: AxisSpan?,
                        limit: Int, offset: CGFloat, to result: inout [CollectionViewLayoutAttributes]) {
        let sectionPath = IndexPath(item: 0, section: section.section)
        for decoration in section.decorations where visible(decoration.frame, in: rect) {
            let attributes = attributesClass.init(forDecorationViewOfKind: decoration.kind, with: sectionPath)
            attributes.frame = decoration.frame
            attributes.zIndex = decoration.zIndex
            result.append(attributes)
        }
        for boundary in section.boundaries {
            let frame = pinned(boundary, lower: section.start, upper: section.end, span: pinning)
            if visible(frame, in: rect) {
                result.append(supplementary(boundary.kind, sectionPath, frame, boundary.zIndex))
            }
        }
        let perGroup = max(1, section.itemsPerGroup)
        guard var groups = section.candidateGroups(scroll: span, limit: max(1, limit / perGroup)) else { return }
        // An orthogonal section shows what lies in the collection view's width, scrolled by its offset.
        var rect = rect
        if let row = section.orthogonal {
            let window = AxisSpan(lower: max(axis.crossMin(of: rect), 0), upper: min(axis.crossMax(of: rect), row.viewportLength))
            guard window.lower < window.upper,
                  let across = section.orthogonalGroups(cross: AxisSpan(lower: window.lower + offset, upper: window.upper + offset))
            else { return }
            groups = across
            rect = axis.rect(scroll: span.lower, cross: window.lower, scrollLength: span.upper - span.lower,
                             crossLength: window.upper - window.lower)
        }
        let shift = axis.scrollsVertically ? CGPoint(x: -offset, y: 0) : CGPoint(x: 0, y: -offset)
        for group in groups {
            let unshifted = section.groupOrigin(group)
            let origin = CGPoint(x: unshifted.x + shift.x, y: unshifted.y + shift.y)
            for (leafIndex, leaf) in section.template.leaves.enumerated() {
                let item = group * section.itemsPerGroup + leafIndex
                guard item < section.itemCount else { break }
                let indexPath = IndexPath(item: item, section: section.section)
                let frame = section.leafFrame(item: item, leaf: leafIndex, origin: origin)
                if visible(frame, in: rect) && (section.orthogonal == nil || touchesInterior(frame, of: rect)) {
                    let attributes = attributesClass.init(forCellWith: indexPath)
                    attributes.frame = frame
                    attributes.zIndex = leaf.zIndex
                    result.append(attributes)
                }
                for anchored in leaf.supplementaries {
                    let badge = anchored.frame.offsetBy(dx: origin.x, dy: origin.y)
                    if visible(badge, in: rect) && (section.orthogonal == nil || touchesInterior(badge, of: rect)) { result.append(supplementary(anchored.kind, indexPath, badge, anchored.zIndex)) }
                }
            }
        }
    }

    func attributesForItem(at indexPath: IndexPath, scroll: CompositionalScrollState) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let frame = sections[indexPath.section].frame(ofItem: indexPath.item) else { return nil }
        let attributes = attributesClass.init(forCellWith: indexPath)
        let offset = scroll.offset(of: sections[indexPath.section])
        attributes.frame = axis.scrollsVertically ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
        let section = sections[indexPath.section]
        attributes.zIndex = section.template.leaves[indexPath.item % section.itemsPerGroup].zIndex
        return attributes
    }

    /// The item's attributes as a rect query over `visible` hands them out: in a section with a
    /// `visibleItemsInvalidationHandler`, an item among the section's visible items gets the handler's
    /// changes (the section's items of that query are handed to it, as `attributes(in:)` does), so
    /// `layoutAttributesForItem(at:)` and `layoutAttributesForElements(in:)` agree on screen.
    @MainActor
    func attributesForItem(at indexPath: IndexPath, visible: CGRect, pinning: AxisSpan?,
                           scroll: CompositionalScrollState) -> CollectionViewLayoutAttributes? {
        guard let plain = attributesForItem(at: indexPath, scroll: scroll) else { return nil }
        guard handlers[indexPath.section] != nil, touchesInterior(plain.frame, of: visible) else { return plain }
        let section = sections[indexPath.section]
        var items: [CollectionViewLayoutAttributes] = []
        append(section, in: visible, span: AxisSpan(lower: axis.scrollMin(of: visible), upper: axis.scrollMax(of: visible)),
               pinning: pinning, limit: .max, offset: scroll.offset(of: section), to: &items)
        callHandler(of: section, items: items[...], scroll: scroll)
        return items.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath } ?? plain
    }

    func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath, pinning: AxisSpan?,
                                        scroll: CompositionalScrollState) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if indexPath.item == 0, indexPath.section == 0, let global = globalBoundaries.first(where: { $0.kind == kind }) {
            return supplementary(kind, indexPath, pinned(global, lower: 0, upper: axis.scrollLength(of: contentSize), span: pinning), global.zIndex)
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        if indexPath.item == 0, let boundary = section.boundaries.first(where: { $0.kind == kind }) {
            return supplementary(kind, indexPath, pinned(boundary, lower: section.start, upper: section.end, span: pinning), boundary.zIndex)
        }
        guard let anchored = section.frame(ofSupplementary: kind, item: indexPath.item) else { return nil }
        // A badge scrolls with its item in an orthogonal section.
        let offset = scroll.offset(of: section)
        let frame = axis.scrollsVertically ? anchored.frame.offsetBy(dx: -offset, dy: 0) : anchored.frame.offsetBy(dx: 0, dy: -offset)
        return supplementary(kind, indexPath, frame, anchored.zIndex)
    }

    func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let decoration = sections[indexPath.section].decorations.first(where: { $0.kind == kind }) else { return nil }
        let attributes = attributesClass.init(forDecorationViewOfKind: kind, with: indexPath)
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    // MARK: - Helpers

    /// Hands the section's items of this query to its `visibleItemsInvalidationHandler`, which may
    /// change them before they are returned.
    @MainActor
    private func callHandler(of section: CompositionalSectionGeometry, items: ArraySlice<CollectionViewLayoutAttributes>,
                             scroll: CompositionalScrollState) {
        guard let handler = handlers[section.section], let environment else { return }
        let point: CGPoint
        if section.orthogonal != nil {
            let offset = scroll.offset(of: section)
            point = axis.scrollsVertically ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
        } else {
            point = scroll.contentOffset
        }
        let shift = section.orthogonal == nil ? .zero : point
        // An orthogonal section's scroller holds its cells and their badges; its headers, footers and
        // background stay put and are not the handler's.
        let fixedKinds = Set(section.boundaries.map(\.kind))
        let visible = items.filter {
            section.orthogonal == nil || $0.representedElementCategory == .cell
                || ($0.representedElementCategory == .supplementaryView && !fixedKinds.contains($0.representedElementKind ?? ""))
        }.map { CompositionalVisibleItem(attributes: $0, offset: shift) }
        handler(visible, point, environment)
    }

    private func supplementary(_ kind: String, _ indexPath: IndexPath, _ frame: CGRect, _ zIndex: Int) -> CollectionViewLayoutAttributes {
        let attributes = attributesClass.init(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = zIndex
        return attributes
    }

    /// Whether `frame` covers a cell and touches `rect`; zero-area frames draw nothing.
    private func visible(_ frame: CGRect, in rect: CGRect) -> Bool {
        frame.width > 0 && frame.height > 0 && frame.intersects(rect)
    }

    /// Whether `frame` shares more than an edge with `rect`. Foundation on Linux counts a shared edge
    /// as intersecting; ordinary sections keep that, but an orthogonal section's item just past the
    /// visible width must not be returned (it would be handed to the section's handler as visible).
    private func touchesInterior(_ frame: CGRect, of rect: CGRect) -> Bool {
        frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY && frame.maxY > rect.minY
    }

    /// `boundary`'s frame, moved into `span` (the visible stretch) while its range `lower...upper`
    /// is on screen, when it pins.
    private func pinned(_ boundary: CompositionalSectionGeometry.Boundary, lower: CGFloat, upper: CGFloat, span: AxisSpan?) -> CGRect {
        guard boundary.pins, let span else { return boundary.frame }
        let frame = boundary.frame
        let length = axis.scrollLength(of: frame.size)
        let natural = axis.scrollMin(of: frame)
        let position = boundary.isAtStart
            ? max(natural, min(max(span.lower, natural), upper - length))
            : min(natural, max(min(span.upper - length, natural), lower))
        return axis.scrollsVertically ? frame.offsetBy(dx: 0, dy: position - natural) : frame.offsetBy(dx: position - natural, dy: 0)
    }

    /// The first section whose end is at or after `position` (binary search over the ordered sections).
    private func firstSection(endingAtOrAfter position: CGFloat) -> Int {
        sections.partitioningIndex { $0.end >= position }
    }
}

extension CompositionalSectionGeometry {
    /// A section the provider returned `nil` for: no length, no elements.
    static func absent(section: Int, axis: ScrollAxis, at start: CGFloat) -> CompositionalSectionGeometry {
        CompositionalSectionGeometry(section: section, itemCount: 0, axis: axis,
                                     template: CompositionalGroupTemplate(size: .zero, leaves: []),
                                     start: start, end: start, groupCross: 0, groupsStart: start, groupPitch: 0,
                                     boundaries: [], decorations: [])
    }
}
