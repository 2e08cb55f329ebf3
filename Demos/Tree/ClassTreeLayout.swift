import Foundation
import TermCollectionView

/// The custom layout of the programming guide's worked example, in a terminal: a class hierarchy drawn
/// as a tree, one section per level of depth (one column each), one cell per class, and connector
/// lines from each class to its subclasses as supplementary views of their own kind.
///
/// Source: Apple, "Collection View Programming Guide for iOS" → "Custom Layouts: A Worked Example"
/// (developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/CollectionViewPGforIOS/
/// AWorkedExample/AWorkedExample.html). The guide's `MyCustomLayout`; its names are kept
/// (`customDataSource`, `layoutInformation`, `maxNumRows`, `insets`, `attributesWithChildren(at:)`,
/// `frameForCell(at:withHeight:)`, `adjustFramesOfChildrenAndConnectorsForClass(at:)`,
/// `"MyCellKind"`, `"ConnectionViewKind"`) and each step cites its listing.
///
/// One difference, asked for by the demo: the guide lines a class up with its first subclass
/// (Figure 6-3); here a class is centred on the rows its subtree needs, which reads as a tree. Press
/// `c` in the demo to compare (`parentAlignment`).
final class ClassTreeLayout: CollectionViewLayout {
    /// The key of the cells' attributes in `layoutInformation` (the guide's `@"MyCellKind"`).
    static let cellKind = "MyCellKind"
    /// The supplementary-view kind of the connector lines (the guide's `@"ConnectionViewKind"`).
    static let connectionViewKind = "ConnectionViewKind"

    /// A class cell's size, in terminal cells: a box three rows high with room for 24 columns of name.
    static let itemWidth: CGFloat = 26
    static let itemHeight: CGFloat = 3

    /// Where a class sits relative to its subclasses.
    enum ParentAlignment: Sendable {
        /// Centred on the rows it and its subclasses need.
        case centeredOnSubtree
        /// On the row of its first subclass, as in the guide's Figure 6-3.
        case firstChild
    }

    /// Tells the layout how many rows each class and its subclasses need, and which items are the
    /// subclasses (Listing 6-1). Not the collection view's data source.
    weak var customDataSource: ClassTreeLayoutDataSource? {
        didSet { invalidateLayout() }
    }

    /// Where a class sits relative to its subclasses; changing it lays the tree out again.
    var parentAlignment = ParentAlignment.centeredOnSubtree {
        didSet { if parentAlignment != oldValue { invalidateLayout() } }
    }

    /// The spacing around each cell (Listing 6-2): the left and right insets make the gap the
    /// connectors run in, the bottom inset a blank row between classes.
    let insets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)

    /// Every attributes object, by kind (`cellKind`, `connectionViewKind`) and index path (Listing 6-2).
    private var layoutInformation: [String: [IndexPath: CollectionViewLayoutAttributes]] = [:]
    /// The rows of the tallest column, section 0's (Listing 6-2).
    private var maxNumRows = 0

    override class var layoutAttributesClass: AnyClass { ClassTreeLayoutAttributes.self }

    // MARK: - Preparing the layout

    /// Computes and caches every frame, in the guide's two passes. The tree is small, so computing it
    /// all up front and answering later queries from the cache is the cheaper choice (the guide's
    /// opening remark).
    override func prepare() {
        var layoutInformation: [String: [IndexPath: CollectionViewLayoutAttributes]] = [:]
        var cellInformation: [IndexPath: ClassTreeLayoutAttributes] = [:]
        var supplementaryInfo: [IndexPath: ConnectorLayoutAttributes] = [:]
        guard let collectionView, let customDataSource else {
            self.layoutInformation = [:]
            maxNumRows = 0
            return
        }
        let numSections = collectionView.numberOfSections

        // First pass (Listings 6-4 and 6-9): attributes for every class, knowing its subclasses, and
        // one connector for every class that has subclasses.
        for section in 0..<numSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let attributes = attributesWithChildren(at: indexPath)
                cellInformation[indexPath] = attributes
                if !attributes.children.isEmpty {
                    supplementaryInfo[indexPath] = ConnectorLayoutAttributes(
                        forSupplementaryViewOfKind: Self.connectionViewKind, with: indexPath)
                }
            }
        }

        // Second pass (Listing 6-5): from the last section to the first, so a class's subtree is in
        // place before the class, and the class then moves its whole subtree to line up with it.
        var maxNumRows = 0
        for section in stride(from: numSections - 1, through: 0, by: -1) {
            var totalHeight = 0
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                guard let attributes = cellInformation[indexPath] else { continue }    // 1
                attributes.frame = frameForCell(at: indexPath, withHeight: totalHeight)
                adjustFramesOfChildrenAndConnectorsForClass(at: indexPath, cells: cellInformation,  // 2
                                                            connectors: supplementaryInfo)
                if let supplementaryAttributes = supplementaryInfo[indexPath] {
                    connect(supplementaryAttributes, toChildrenOf: attributes, cells: cellInformation)
                }
                totalHeight += customDataSource.numRowsForClassAndChildren(at: indexPath)  // 3
            }
            if section == 0 {
                maxNumRows = totalHeight                                                 // 4
            }
        }
        layoutInformation[Self.cellKind] = cellInformation                               // 5
        layoutInformation[Self.connectionViewKind] = supplementaryInfo
        self.layoutInformation = layoutInformation
        self.maxNumRows = maxNumRows
    }

    /// The tree does not depend on the visible rect: neither scrolling nor a terminal resize needs
    /// new layout.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    // MARK: - Content size and attributes (Listings 6-6 to 6-10)

    /// One column per section, `maxNumRows` rows (Listing 6-6).
    override var collectionViewContentSize: CGSize {
        let width = CGFloat(collectionView?.numberOfSections ?? 0) * columnWidth
        let height = CGFloat(maxNumRows) * rowHeight
        return CGSize(width: width, height: height)
    }

    /// Every cached cell and connector whose frame intersects `rect` (Listing 6-7): cells first, then
    /// connectors, each in index-path order so the result is the same on every call.
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var myAttributes: [CollectionViewLayoutAttributes] = []
        for kind in [Self.cellKind, Self.connectionViewKind] {
            let attributesDict = layoutInformation[kind] ?? [:]
            for indexPath in attributesDict.keys.sorted() {
                if let attributes = attributesDict[indexPath], rect.intersects(attributes.frame) {
                    myAttributes.append(attributes)
                }
            }
        }
        return myAttributes
    }

    /// The cached attributes of a class cell (Listing 6-8).
    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutInformation[Self.cellKind]?[indexPath]
    }

    /// The cached attributes of a connector (Listing 6-10); `kind` selects the dictionary, so more
    /// supplementary kinds would need no new code here.
    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        layoutInformation[elementKind]?[indexPath]
    }

    // MARK: - Helpers of the two passes

    /// Columns from one section's cells to the next: the cell and the connector gap.
    private var columnWidth: CGFloat { Self.itemWidth + insets.left + insets.right }
    /// Rows one tree row takes: the cell and the blank row below it.
    private var rowHeight: CGFloat { Self.itemHeight + insets.top + insets.bottom }

    /// Attributes for the class at `indexPath` with the index paths of its subclasses.
    private func attributesWithChildren(at indexPath: IndexPath) -> ClassTreeLayoutAttributes {
        let attributes = ClassTreeLayoutAttributes(forCellWith: indexPath)
        attributes.children = customDataSource?.indexPathsOfChildrenForClass(at: indexPath) ?? []
        return attributes
    }

    /// The frame of a class whose block of rows starts `height` tree rows down: its section's column,
    /// and inside the block where `parentAlignment` puts it.
    private func frameForCell(at indexPath: IndexPath, withHeight height: Int) -> CGRect {
        let blockTop = CGFloat(height) * rowHeight
        return CGRect(x: CGFloat(indexPath.section) * columnWidth + insets.left,
                      y: blockTop + offsetInBlock(forClassAt: indexPath) + insets.top,
                      width: Self.itemWidth, height: Self.itemHeight)
    }

    /// How far below the top of its block of rows a class sits: half the rows below its first one
    /// when centred (whole terminal rows), none when aligned with its first subclass.
    private func offsetInBlock(forClassAt indexPath: IndexPath) -> CGFloat {
        guard parentAlignment == .centeredOnSubtree, let customDataSource else { return 0 }
        let rows = customDataSource.numRowsForClassAndChildren(at: indexPath)
        return (CGFloat(max(0, rows - 1)) * rowHeight / 2).rounded(.down)
    }

    /// The top of the block of rows of the class whose attributes are `attributes`.
    private func blockTop(of attributes: ClassTreeLayoutAttributes) -> CGFloat {
        attributes.frame.minY - insets.top - offsetInBlock(forClassAt: attributes.indexPath)
    }

    /// Moves each subclass's block (the subclass, its subclasses, and so on, with their connectors)
    /// so the blocks stack from the top of this class's block down, in order.
    ///
    /// Needed because the second pass places a section's classes one block after another without
    /// knowing their superclasses: a class without subclasses still takes a row of its own, so the
    /// next section's blocks lie higher than their superclasses (the guide's Figure 6-3).
    private func adjustFramesOfChildrenAndConnectorsForClass(
        at indexPath: IndexPath,
        cells: [IndexPath: ClassTreeLayoutAttributes],
        connectors: [IndexPath: ConnectorLayoutAttributes]
    ) {
        guard let attributes = cells[indexPath], let customDataSource else { return }
        var childBlockTop = blockTop(of: attributes)
        for child in attributes.children {
            guard let childAttributes = cells[child] else { continue }
            moveClassAndDescendants(at: child, by: childBlockTop - blockTop(of: childAttributes),
                                    cells: cells, connectors: connectors)
            childBlockTop += CGFloat(customDataSource.numRowsForClassAndChildren(at: child)) * rowHeight
        }
    }

    /// Moves a class, every class below it and their connectors down by `dy`.
    private func moveClassAndDescendants(
        at indexPath: IndexPath, by dy: CGFloat,
        cells: [IndexPath: ClassTreeLayoutAttributes],
        connectors: [IndexPath: ConnectorLayoutAttributes]
    ) {
        guard dy != 0, let attributes = cells[indexPath] else { return }
        attributes.frame = attributes.frame.offsetBy(dx: 0, dy: dy)
        if let connector = connectors[indexPath] {
            connector.frame = connector.frame.offsetBy(dx: 0, dy: dy)
        }
        for child in attributes.children {
            moveClassAndDescendants(at: child, by: dy, cells: cells, connectors: connectors)
        }
    }

    /// Sets a connector's frame and lines from its class and subclasses, already in place: the gap
    /// between the two columns, from the highest line to the lowest.
    private func connect(
        _ connector: ConnectorLayoutAttributes, toChildrenOf parent: ClassTreeLayoutAttributes,
        cells: [IndexPath: ClassTreeLayoutAttributes]
    ) {
        connector.frame = frameForSupplementaryView(ofKind: Self.connectionViewKind, at: parent.indexPath, cells: cells)
        let top = connector.frame.minY
        connector.parentLineY = Int(lineY(of: parent.frame) - top)
        connector.childLineYs = parent.children.compactMap { cells[$0] }.map { Int(lineY(of: $0.frame) - top) }
    }

    /// The frame of the connector of the class at `indexPath` (the guide's
    /// `frameForSupplementaryViewOfKind:AtIndexPath:`).
    private func frameForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath, cells: [IndexPath: ClassTreeLayoutAttributes]
    ) -> CGRect {
        guard let parent = cells[indexPath] else { return .zero }
        let children = parent.children.compactMap { cells[$0] }
        guard let firstChild = children.first else { return .zero }
        let lines = [lineY(of: parent.frame)] + children.map { lineY(of: $0.frame) }
        let top = lines.min() ?? 0
        let bottom = lines.max() ?? 0
        return CGRect(x: parent.frame.maxX, y: top,
                      width: firstChild.frame.minX - parent.frame.maxX, height: bottom - top + 1)
    }

    /// The row a cell's connecting line meets it: its middle row.
    private func lineY(of frame: CGRect) -> CGFloat {
        frame.minY + (frame.height / 2).rounded(.down)
    }
}
