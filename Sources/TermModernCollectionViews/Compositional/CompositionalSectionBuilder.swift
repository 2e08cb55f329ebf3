import Foundation

/// Solves one `CollectionLayoutSection` into a `CompositionalSectionGeometry` starting at `start`.
@MainActor
struct CompositionalSectionBuilder {
    let axis: ScrollAxis
    /// The visible content area's size (the container's `contentSize`).
    let containerSize: CGSize
    /// The collection view, for the layout margins `contentInsetsReference` may name.
    let collectionView: CollectionView
    /// The size classes custom groups' item providers see.
    let traitCollection: TraitCollection

    func build(_ section: CollectionLayoutSection, index: Int, itemCount: Int, start sectionStart: CGFloat,
               measuredLengths: [Int: CGFloat] = [:], measuredBoundaryLengths: [String: CGFloat] = [:]) -> CompositionalSectionGeometry {
        let start = sectionStart + section.spacingBeforeBoundary
        reportUnusableDimensions(of: section, index: index)
        let reference = referenceInsets(section.contentInsetsReference)
        let insets = axisInsets(checkedInsets(section.contentInsets, section: index))
        let containerScroll = axis.scrollLength(of: containerSize)
        let referenceCross = max(0, axis.crossLength(of: containerSize) - reference.lead - reference.trail)
        let contentCross = max(0, referenceCross - insets.crossLeading - insets.crossTrailing)
        let contentSize = axis.size(scrollLength: max(0, containerScroll - insets.scrollLeading - insets.scrollTrailing),
                                    crossLength: contentCross)
        let template = CompositionalGroupTemplate(group: section.group, size: section.group.layoutSize.resolved(in: contentSize),
                                                  scrollsVertically: axis.scrollsVertically, traitCollection: traitCollection)
        let groupLength = axis.scrollLength(of: template.size)
        let spacing = checkedSpacing(section.interGroupSpacing, groupLength: groupLength, section: index)

        let boundaryCrossStart = reference.lead + (section.supplementariesFollowContentInsets ? insets.crossLeading : 0)
        let boundaryCross = section.supplementariesFollowContentInsets ? contentCross : referenceCross
        let boundaryContainer = axis.size(scrollLength: containerScroll, crossLength: boundaryCross)
        let sized = section.boundarySupplementaryItems.map { item in
            (item, measuredSize(of: item, in: boundaryContainer, measured: measuredBoundaryLengths[item.elementKind]))
        }
        func extent(atStart: Bool) -> CGFloat {
            sized.filter { $0.0.extendsBoundary && $0.0.isAtStart(scrollsVertically: axis.scrollsVertically) == atStart }
                .map { axis.scrollLength(of: $0.1) }.max() ?? 0
        }

        let contentStart = start + extent(atStart: true)
        let groupsStart = contentStart + insets.scrollLeading
        if template.leaves.isEmpty && itemCount > 0 {
            report(section: index, property: "group", value: "no subitems",
                   message: "the section's group holds no items (its subitems are empty), so its \(itemCount) item(s) are not shown",
                   fix: "give the group at least one NSCollectionLayoutItem (or a subgroup that has one)")
        }
        let groupCount = template.leaves.isEmpty ? 0 : (itemCount + template.leaves.count - 1) / template.leaves.count
        let orthogonal = orthogonalRow(section, spacing: spacing, template: template, groupCount: groupCount,
                                       crossStart: reference.lead + insets.crossLeading, trailing: insets.crossTrailing + reference.trail)
        // An orthogonal section is one group long; its self-sizing items keep their estimate.
        let measured = measuredLengths.isEmpty || orthogonal != nil ? nil
            : CompositionalMeasuredGroups(itemLengths: measuredLengths, template: template, axis: axis, itemCount: itemCount)
        let repeated = orthogonal == nil ? groupCount : min(groupCount, 1)
        let groupsLength = (repeated == 0 ? 0 : CGFloat(repeated) * groupLength + CGFloat(repeated - 1) * spacing)
            + (measured?.totalDelta ?? 0)
        let contentEnd = groupsStart + groupsLength + insets.scrollTrailing
        let end = contentEnd + extent(atStart: false)

        let boundaries = sized.map { item, size in
            boundary(item, size: size, start: start, contentStart: contentStart, contentEnd: contentEnd,
                     crossStart: boundaryCrossStart, crossLength: boundaryCross)
        }
        let background = axis.rect(scroll: contentStart, cross: reference.lead,
                                   scrollLength: contentEnd - contentStart, crossLength: referenceCross)
        let decorations = section.decorationItems.map {
            CompositionalSectionGeometry.Decoration(kind: $0.elementKind, zIndex: $0.zIndex, frame: $0.contentFrame(of: background))
        }
        return CompositionalSectionGeometry(
            section: index, itemCount: itemCount, axis: axis, template: template, start: sectionStart, end: end,
            groupCross: reference.lead + insets.crossLeading, groupsStart: groupsStart,
            groupPitch: groupLength + spacing, boundaries: boundaries, decorations: decorations,
            measured: measured, orthogonal: orthogonal, firstItemIsHeader: section.firstItemIsHeader)
    }

    /// The side-by-side row of an orthogonally scrolling section, `nil` for `.none`.
    private func orthogonalRow(_ section: CollectionLayoutSection, spacing: CGFloat, template: CompositionalGroupTemplate,
                               groupCount: Int, crossStart: CGFloat, trailing: CGFloat) -> CompositionalOrthogonalRow? {
        guard section.orthogonalScrollingBehavior != .none else { return nil }
        let length = axis.crossLength(of: template.size)
        let pitch = length + spacing
        let groups = groupCount == 0 ? 0 : CGFloat(groupCount) * length + CGFloat(groupCount - 1) * spacing
        return CompositionalOrthogonalRow(behavior: section.orthogonalScrollingBehavior, firstGroup: crossStart,
                                          groupLength: length, pitch: pitch, groupCount: groupCount,
                                          contentLength: crossStart + groups + trailing,
                                          viewportLength: axis.crossLength(of: containerSize))
    }

    /// A boundary item placed before the content (or overlapping its start) or after it (or
    /// overlapping its end); across, at its alignment's side or centred.
    func boundary(_ item: CollectionLayoutBoundarySupplementaryItem, size: CGSize, start: CGFloat,
                  contentStart: CGFloat, contentEnd: CGFloat, crossStart: CGFloat, crossLength: CGFloat) -> CompositionalSectionGeometry.Boundary {
        let length = axis.scrollLength(of: size)
        let atStart = item.isAtStart(scrollsVertically: axis.scrollsVertically)
        let scroll = atStart ? (item.extendsBoundary ? start : contentStart)
                             : (item.extendsBoundary ? contentEnd : contentEnd - length)
        let edges = CollectionLayoutBoundarySupplementaryItem.edges(of: item.alignment)
        let leads = axis.scrollsVertically ? edges.contains(.leading) : edges.contains(.top)
        let trails = item.isCrossTrailing(scrollsVertically: axis.scrollsVertically)
        let crossSize = axis.crossLength(of: size)
        let cross = leads ? crossStart : trails ? crossStart + crossLength - crossSize : crossStart + (crossLength - crossSize) / 2
        let frame = axis.rect(scroll: scroll, cross: cross, scrollLength: length, crossLength: crossSize)
            .offsetBy(dx: item.offset.x, dy: item.offset.y)
        return .init(kind: item.elementKind, zIndex: item.zIndex, frame: frame, pins: item.pinToVisibleBounds, isAtStart: atStart,
                     estimatesScrollLength: estimatesScrollLength(item))
    }

    /// The boundary item's size in `container`, its estimated scroll length replaced by the length its
    /// view preferred, once measured.
    private func measuredSize(of item: CollectionLayoutBoundarySupplementaryItem, in container: CGSize, measured: CGFloat?) -> CGSize {
        let size = item.layoutSize.resolved(in: container)
        guard let measured, estimatesScrollLength(item) else { return size }
        return axis.size(scrollLength: measured, crossLength: axis.crossLength(of: size))
    }

    private func estimatesScrollLength(_ item: CollectionLayoutBoundarySupplementaryItem) -> Bool {
        (axis.scrollsVertically ? item.layoutSize.heightDimension : item.layoutSize.widthDimension).isEstimated
    }

    /// The insets `reference` names on the two sides across the scroll axis.
    func referenceInsets(_ reference: ContentInsetsReference) -> (lead: CGFloat, trail: CGFloat) {
        let insets: EdgeInsets
        switch reference {
        case .none: insets = .zero
        case .automatic, .safeArea: insets = collectionView.safeAreaInsets
        case .layoutMargins: insets = collectionView.layoutMargins
        case .readableContent:
            let margins = collectionView.layoutMargins
            let cross = axis.crossLength(of: containerSize)
            let side = max(0, (cross - ContentInsetsReference.readableWidth) / 2)
            insets = EdgeInsets(top: max(margins.top, side), left: max(margins.left, side),
                                bottom: max(margins.bottom, side), right: max(margins.right, side))
        }
        return axis.scrollsVertically ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }

    /// Directional insets named by axis.
    func axisInsets(_ insets: DirectionalEdgeInsets) -> AxisInsets {
        axis.insets(insets.leftToRight)
    }

    // MARK: - Values that cannot be laid out, named where they are set

    /// The section's `interGroupSpacing`, or 0 when it is not finite or puts each group at or before
    /// the one before it (a pitch of zero or less): reported with the section, so the report names the
    /// cause rather than the content size it would spoil; the other sections are laid out as usual.
    private func checkedSpacing(_ spacing: CGFloat, groupLength: CGFloat, section: Int) -> CGFloat {
        if !spacing.isFinite {
            report(section: section, property: "interGroupSpacing", value: ProblemValue.of(spacing),
                   message: "interGroupSpacing \(ProblemValue.of(spacing)) is not a length; the section is laid out with 0",
                   fix: "set interGroupSpacing to a finite number of points")
            return 0
        }
        if groupLength > 0 && groupLength + spacing <= 0 {
            report(section: section, property: "interGroupSpacing", value: ProblemValue.of(spacing),
                   message: "interGroupSpacing \(ProblemValue.of(spacing)) puts each group \(ProblemValue.of(-spacing - groupLength)) points "
                       + "before the start of the one before (groups are \(ProblemValue.of(groupLength)) long); the section is laid out with 0",
                   fix: "keep interGroupSpacing above minus the group's length (a negative spacing overlaps groups)")
            return 0
        }
        return spacing
    }

    /// The section's `contentInsets`, or none where an inset is not finite (reported with the section).
    private func checkedInsets(_ insets: DirectionalEdgeInsets, section: Int) -> DirectionalEdgeInsets {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        guard values.contains(where: { !$0.isFinite }) else { return insets }
        let value = "{\(values.map(ProblemValue.of).joined(separator: ", "))}"
        report(section: section, property: "contentInsets", value: value,
               message: "contentInsets \(value) are not lengths; the section is laid out without insets",
               fix: "set contentInsets to finite numbers of points")
        return DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Names the first size in the section's tree that is not a finite, non-negative number — an
    /// `.estimated(.infinity)` group height, an `.absolute(-1)` width — where it is, since what it
    /// leads to (a content size that cannot be scrolled, elements skipped) names only its effect.
    private func reportUnusableDimensions(of section: CollectionLayoutSection, index: Int) {
        var sizes: [(place: String, size: CollectionLayoutSize)] = [("the section's group", section.group.layoutSize)]
        func collect(_ item: CollectionLayoutItem, place: String) {
            for (offset, subitem) in ((item as? CollectionLayoutGroup)?.subitems ?? []).enumerated() {
                let subplace = "\(place) → subitem \(offset)"
                sizes.append((subplace, subitem.layoutSize))
                collect(subitem, place: subplace)
            }
            for supplementary in item.supplementaryItems {
                sizes.append(("supplementary item \"\(supplementary.elementKind)\" of \(place)", supplementary.layoutSize))
            }
        }
        collect(section.group, place: "the section's group")
        sizes += section.boundarySupplementaryItems.map { ("boundary item \"\($0.elementKind)\"", $0.layoutSize) }
        for (place, size) in sizes {
            for (axis, dimension) in [("width", size.widthDimension), ("height", size.heightDimension)]
            where !dimension.dimension.isFinite || dimension.dimension < 0 {
                report(section: index, property: "\(place) \(axis)", value: dimension.description,
                       message: "\(place) has \(axis) \(dimension.description), not a finite, non-negative number of points: "
                           + "what it sizes cannot be placed",
                       fix: "give every NSCollectionLayoutDimension a finite value ≥ 0 (look for a division by zero)")
                return
            }
        }
    }

    private func report(section: Int, property: String, value: String, message: String, fix: String) {
        collectionView.layoutDiagnostics.report(LayoutProblem(
            category: .invalidGeometry, source: String(describing: type(of: collectionView.collectionViewLayout)),
            element: "section \(section)", property: property, value: value, message: message, fix: fix))
    }
}
