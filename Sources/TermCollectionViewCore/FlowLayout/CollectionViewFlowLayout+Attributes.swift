import Foundation

/// Answers for attributes, computed from the prepared model. A rect query hands back the objects the
/// previous one returned where they still hold exactly what the model says (UIKit's flow layout too
/// returns the attributes it keeps), and new ones wherever anything differs — so callers, and
/// subclasses calling `super`, may still change what they get: a changed object is never handed out
/// again. Item and supplementary queries always build new attributes.
extension CollectionViewFlowLayout {
    /// Header, items and footer of every section touching `rect`, in that order, exactly those whose
    /// frames intersect `rect`. Cost follows the number returned: a binary search finds the sections,
    /// arithmetic (uniform items) or a binary search over lines (delegate-sized items) the items.
    func attributesForElements(in rect: CGRect, model: FlowLayoutModel) -> [CollectionViewLayoutAttributes] {
        guard !rect.isNull else { return [] }
        let make = attributesClass
        var result: [CollectionViewLayoutAttributes] = []
        // Only plain attributes are handed back (and so kept): a subclass's own properties cannot be
        // checked.
        let handsBack = make == CollectionViewLayoutAttributes.self
        var reusable = handsBack ? lastReturnedAttributes.reader() : nil
        var returned: FlowReturnedAttributes? = handsBack ? FlowReturnedAttributes() : nil
        result.reserveCapacity(lastReturnedAttributes.count)
        returned?.reserveCapacity(lastReturnedAttributes.count)
        defer { lastReturnedAttributes = returned?.keeping(result) ?? FlowReturnedAttributes() }
        func appendSupplementary(_ kind: String, as part: FlowReturnedAttributes.Key.Part, section: Int, frame: CGRect) {
            let element = FlowReturnedAttributes.Key(section: section, part: part, item: 0)
            let attributes = reusable?.take(element, ifUnchanged: frame, zIndex: supplementaryZIndex(ofKind: kind))
                ?? supplementaryAttributes(make, ofKind: kind, section: section, frame: frame)
            result.append(attributes)
            returned?.append(attributes, as: element)
        }
        let candidateLimit = UniformGrid.candidateLimit(in: rect, axis: model.axis)
        for section in model.sectionIndices(touching: rect) {
            if let header = displayedHeaderFrame(inSection: section, model: model), header.intersects(rect) {
                appendSupplementary(CollectionView.elementKindSectionHeader, as: .header, section: section, frame: header)
            }
            let geometry = model.sections[section]
            if case .uniform(let grid) = geometry.items, grid.itemCount > 0, !grid.itemsHaveArea {
                reportInvalidItemSize(grid.itemSize(model.axis), source: "itemSize")
            }
            let candidates = geometry.candidateItems(in: rect, axis: model.axis)
            if case .uniform(let grid) = geometry.items, candidates.count >= candidateLimit {
                reportTooManyItems(in: rect, limit: candidates.count, itemSize: grid.itemSize(model.axis))
            }
            for item in candidates {
                let frame = geometry.frame(ofItem: item, axis: model.axis)
                guard frame.width > 0, frame.height > 0 else {
                    reportInvalidItemSize(frame.size, source: "collectionView(_:layout:sizeForItemAt:)")
                    continue
                }
                // An infinite size (Apple's column-flow sample in a view narrower than one column
                // divides by zero columns) leaves a NaN origin, on which Foundation's intersects traps.
                guard frame.isDrawable else {
                    reportItemTooWide(frame.size)
                    continue
                }
                if frame.intersects(rect) {
                    let element = FlowReturnedAttributes.Key(section: section, part: .item, item: item)
                    let attributes = reusable?.take(element, ifUnchanged: frame, zIndex: 0)
                        ?? cellAttributes(make, IndexPath(item: item, section: section), frame: frame)
                    result.append(attributes)
                    returned?.append(attributes, as: element)
                }
            }
            if let footer = displayedFooterFrame(inSection: section, model: model), footer.intersects(rect) {
                appendSupplementary(CollectionView.elementKindSectionFooter, as: .footer, section: section, frame: footer)
            }
        }
        if let changed = reusable?.changedInPlace { reportCachedFrameMismatch(changed.attributes, expected: changed.expected) }
        return result
    }

    /// The attributes of one item, or `nil` outside the data.
    func attributesForItem(at indexPath: IndexPath, model: FlowLayoutModel) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, model.sections.indices.contains(indexPath.section) else { return nil }
        let geometry = model.sections[indexPath.section]
        guard (0..<geometry.itemCount).contains(indexPath.item) else { return nil }
        return cellAttributes(attributesClass, indexPath, frame: geometry.frame(ofItem: indexPath.item, axis: model.axis))
    }

    /// The attributes of a section header or footer (item 0 of its section, as UIKit indexes them),
    /// or `nil` for other kinds, sections out of range, and zero reference sizes.
    func attributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath, model: FlowLayoutModel
    ) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, model.sections.indices.contains(indexPath.section) else { return nil }
        let frame: CGRect?
        switch kind {
        case CollectionView.elementKindSectionHeader: frame = displayedHeaderFrame(inSection: indexPath.section, model: model)
        case CollectionView.elementKindSectionFooter: frame = displayedFooterFrame(inSection: indexPath.section, model: model)
        default: frame = nil
        }
        return frame.map { supplementaryAttributes(attributesClass, ofKind: kind, section: indexPath.section, frame: $0) }
    }

    /// New attributes of `make` — the layout's `layoutAttributesClass`, looked up once per query.
    private func cellAttributes(
        _ make: CollectionViewLayoutAttributes.Type, _ indexPath: IndexPath, frame: CGRect
    ) -> CollectionViewLayoutAttributes {
        let attributes = make.init(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func supplementaryAttributes(
        _ make: CollectionViewLayoutAttributes.Type, ofKind kind: String, section: Int, frame: CGRect
    ) -> CollectionViewLayoutAttributes {
        let attributes = make.init(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = supplementaryZIndex(ofKind: kind)
        return attributes
    }

    /// A pinned header or footer is drawn above the items; others at 0.
    private func supplementaryZIndex(ofKind kind: String) -> Int {
        let pins = kind == CollectionView.elementKindSectionHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        return pins ? Self.pinnedZIndex : 0
    }
}
