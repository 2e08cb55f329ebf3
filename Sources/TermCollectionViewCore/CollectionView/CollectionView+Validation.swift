import Foundation

/// Checks on what the layout and the data source hand the layout pass, so that a layout which is not
/// right yet is shown as far as it can be and says what is wrong instead of hanging or trapping.
/// Every problem goes to `layoutDiagnostics` (reported once) and the offending value is left out.
extension CollectionView {
    /// The most sections the collection view shows: per-section state must stay small, and a count
    /// beyond this is a data-source mistake far more often than a real data set.
    nonisolated public static let maximumNumberOfSections = 1_000_000

    /// The most items one section may have: 2^40, so item arithmetic cannot overflow and their
    /// positions stay within the ±2^53 coordinates that can be drawn.
    nonisolated public static let maximumNumberOfItemsInSection = 1 << 40

    /// The attributes the pass shows: drawable geometry, sharing some area with `visibleRect`, and an
    /// index path the data source has. Elements outside the rect are not judged on their index path
    /// (a layout may return a little more than asked). Cost: a constant per attributes object.
    func displayableAttributes(_ attributes: [CollectionViewLayoutAttributes], in visibleRect: CGRect) -> [CollectionViewLayoutAttributes] {
        // A loop, not `filter`: a main-actor closure handed to a generic function checks its executor
        // on every call, once per element per pass. Usually every element is kept: then `attributes`
        // itself is returned, and a copy is made only from the first element dropped.
        var displayable: [CollectionViewLayoutAttributes]?
        let validation = (collectionView: ObjectIdentifier(self), dataVersion: dataVersion)
        for (index, item) in attributes.enumerated() {
            if isDisplayable(item, in: visibleRect, validation: validation) {
                displayable?.append(item)
            } else if displayable == nil {
                displayable = Array(attributes[..<index])
            }
        }
        return displayable ?? attributes
    }

    /// Whether `item` is drawable, on screen and in the data. Attributes that passed here before,
    /// unchanged, against the same data (a layout's cached objects, handed back every pass) are only
    /// placed again.
    private func isDisplayable(
        _ item: CollectionViewLayoutAttributes, in visibleRect: CGRect,
        validation: (collectionView: ObjectIdentifier, dataVersion: UInt)
    ) -> Bool {
        if let validated = item.validatedAt, validated.generation == item.generation,
           validated.collectionView == validation.collectionView, validated.dataVersion == validation.dataVersion {
            return item.frame.overlapsWithArea(visibleRect)
        }
        guard hasDrawableGeometry(item), item.frame.overlapsWithArea(visibleRect), hasIndexPathInData(item) else { return false }
        item.validatedAt = (validation.collectionView, item.generation, validation.dataVersion)
        return true
    }

    /// `size` limited to what can be scrolled: NaN and negative lengths become 0, infinite or absurd
    /// ones ±2^53. Reported once when it had to change.
    func scrollableContentSize(_ size: CGSize) -> CGSize {
        let clamped = CGSize(width: max(0, DrawableGeometry.clamped(size.width)),
                             height: max(0, DrawableGeometry.clamped(size.height)))
        if clamped != size {
            reportLayoutProblem(
                .invalidContentSize, element: nil, property: "collectionViewContentSize", value: ProblemValue.of(size),
                message: "collectionViewContentSize \(ProblemValue.of(size)) cannot be scrolled; clamped to \(ProblemValue.of(clamped))",
                fix: "return a finite, non-negative size from collectionViewContentSize (computed in prepare())")
        }
        return clamped
    }

    /// Whether a layout pass may start now. A pass requested while one is running — `layoutIfNeeded()`
    /// from `prepare()` or from a delegate method — is ignored, as UIKit ignores a re-entrant layout
    /// of the same view, and reported once.
    func mayBeginLayoutPass() -> Bool {
        guard isInLayoutPass else { return true }
        reportLayoutProblem(
            .reentrantLayout, element: nil, property: "layoutIfNeeded", value: "re-entrant",
            message: "a layout pass was requested while one is running (layoutIfNeeded() or layoutSubviews() "
                + "called from prepare(), a layout query or a delegate method); the request is ignored",
            fix: "do not lay out the collection view from inside its layout; call invalidateLayout() instead")
        return false
    }

    /// The data source's count, or the most the collection view can hold, or 0 for a negative one
    /// (each reported once).
    func limitedCount(_ count: Int, limit: Int, property: String, section: Int? = nil) -> Int {
        // Read once per section on every reload: the common case returns before any text is made.
        guard count < 0 || count > limit else { return count }
        let subject = section.map { "\(property) for section \($0)" } ?? property
        if count < 0 {
            reportLayoutProblem(
                .negativeCount, source: dataSource.map { String(describing: type(of: $0)) }, element: nil,
                property: property + (section.map { " \($0)" } ?? ""), value: String(count),
                message: "\(subject) returned \(count); a count cannot be negative, so it is taken as 0",
                fix: "return 0 or more (look for a subtraction that goes below zero)")
            return 0
        }
        reportLayoutProblem(
            .countTooLarge, source: dataSource.map { String(describing: type(of: $0)) }, element: nil, property: property + (section.map { " \($0)" } ?? ""), value: String(count),
            message: "\(subject) returned \(count), more than the \(limit) the geometry can hold "
                + "(content length not representable); only the first \(limit) are shown",
            fix: "return the real count from the data source")
        return limit
    }

    // MARK: - Elements

    private func hasDrawableGeometry(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        let bad: (property: String, value: String)?
        if !attributes.center.isDrawable {
            bad = ("center", ProblemValue.of(attributes.center))
        } else if !attributes.size.isDrawable {
            bad = ("size", ProblemValue.of(attributes.size))
        } else if !attributes.syncedTransform.isIdentity && !attributes.transform.isFinite {
            bad = ("transform", "\(attributes.transform)")
        } else if !attributes.frame.isDrawable {
            bad = ("frame", ProblemValue.of(attributes.frame))
        } else if attributes.alpha.isNaN {
            bad = ("alpha", "\(attributes.alpha)")
        } else {
            bad = nil
        }
        guard let bad else { return true }
        reportLayoutProblem(
            .invalidGeometry, element: LayoutProblem.elementName(attributes), property: bad.property, value: bad.value,
            message: "\(bad.property) \(bad.value) cannot be drawn (not finite, or beyond ±2^53); the element is skipped",
            fix: "give every element a finite frame within the content (look for a division by zero or an unset size)")
        return false
    }

    /// UIKit validates index paths against the data source before asking it for views
    /// (`-[UICollectionViewData validateLayoutInRect:]`): iOS 12 raised "UICollectionView received
    /// layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0x…> {length =
    /// 2, path = 0 - 3776}" (1and2papa/CTAssetsPickerController#69), iOS 13 logs that the attributes
    /// "are not valid for the data source counts. Attributes will be ignored." (onmyway133/notes#550).
    /// Supplementary views are checked by section, their first index, whatever the path's length
    /// ("The index paths for supplementary items only contain a single index" in layouts such as
    /// JEKScrollableSectionCollectionViewLayout, issue #13): "request for layout attributes for
    /// supplementary view UICollectionElementKindSectionHeader in section 0 when there are only 0
    /// sections in the collection view" (chiahsien/CHTCollectionViewWaterfallLayout#198). Decoration
    /// views belong to the layout, not the data, and are not checked.
    private func hasIndexPathInData(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard !isValidItem(indexPath) else { return true }
            reportLayoutProblem(
                .indexPathOutOfRange, element: LayoutProblem.elementName(attributes), property: "indexPath",
                value: indexPath.description,
                message: "UICollectionView received layout attributes for a cell with an index path that does not exist: "
                    + "\(LayoutProblem.nsIndexPathDescription(indexPath)) (\(countsDescription(for: indexPath))); the attributes are ignored",
                fix: "return attributes only for index paths the data source has; rebuild caches in prepare() after reloadData()")
            return false
        case .supplementaryView:
            // Its first index is its section; UIKit takes paths of any length from one index up, and
            // one-index paths (`IndexPath(index: 0)`) are what layouts use for a view above all sections.
            guard let section = indexPath.first else {
                reportLayoutProblem(
                    .indexPathOutOfRange, element: LayoutProblem.elementName(attributes), property: "indexPath", value: "[]",
                    message: "layout attributes for supplementary view \(attributes.representedElementKind ?? "") have an empty "
                        + "index path, which names no section; the attributes are ignored",
                    fix: "give it IndexPath(item: 0, section: s) for section s, or IndexPath(index: 0) for one view above all sections")
                return false
            }
            guard !(0..<numberOfSections).contains(section) else { return true }
            let kind = attributes.representedElementKind ?? ""
            reportLayoutProblem(
                .indexPathOutOfRange, element: LayoutProblem.elementName(attributes), property: "indexPath",
                value: indexPath.description,
                message: "request for layout attributes for supplementary view \(kind) in section \(section) when there are "
                    + "only \(numberOfSections) sections in the collection view (index path "
                    + "\(LayoutProblem.nsIndexPathDescription(indexPath))); the attributes are ignored",
                fix: "return supplementary attributes only for sections the data source has (rebuild caches in prepare() after reloadData())")
            return false
        case .decorationView:
            return true
        }
    }

    private func countsDescription(for indexPath: IndexPath) -> String {
        let sections = numberOfSections
        let summary = "the data source has \(sections) section\(sections == 1 ? "" : "s")"
        guard indexPath.count == 2, (0..<sections).contains(indexPath.section) else { return summary }
        let items = numberOfItems(inSection: indexPath.section)
        return summary + "; section \(indexPath.section) has \(items) item\(items == 1 ? "" : "s")"
    }

    /// Reports a problem in what the layout (or, given `source`, the data source) returned.
    private func reportLayoutProblem(
        _ category: LayoutProblem.Category, source: String? = nil, element: String?, property: String, value: String,
        message: String, fix: String
    ) {
        layoutDiagnostics.report(LayoutProblem(
            category: category, source: source ?? String(describing: type(of: collectionViewLayout)), element: element,
            property: property, value: value, message: message, fix: fix))
    }
}
