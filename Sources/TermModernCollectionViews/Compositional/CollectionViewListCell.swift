import Foundation
import TermCanvas

/// A row of a list: UIKit's `UICollectionViewListCell`.
///
/// Draws its content on one row, centred vertically above the separator as UIKit centres a row's
/// content (the first row of a one- or two-row cell) — its `contentConfiguration` (usually the
/// `ListContentConfiguration` from `defaultContentConfiguration()`), or else `text` and
/// `secondaryText` as a `.cell()` configuration would — then its `accessories` at the trailing side,
/// and, when it is a row two or more rows tall (a list with `showsSeparators`, or any row on a
/// device's screen), a separator of "─" on its last row, starting under the text as UIKit's
/// separators start under the label.
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// Glyphs at the trailing side, in order.
    open var accessories: [CellAccessory] = []
    /// How deep the item is in an outline: the content moves `indentationWidth` points in per level.
    /// The diffable data source sets it from the section snapshot's `level(of:)`, as UIKit does.
    open var indentationLevel: Int = 0
    /// Points per indentation level: UIKit's 10 on a device's screen, 2 columns at one point per cell.
    open var indentationWidth: CGFloat = ScreenMetrics.usesPoints ? 10 : 2
    /// Whether the cell's outline item is expanded (UIKit's `configurationState.isExpanded`): the
    /// outline disclosure draws "▾" instead of "▸".
    var isOutlineExpanded = false
    /// Whether the cell is the first item of a list section with `headerMode` `.firstItemInSection`.
    var servesAsFirstItemHeader = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A fresh configuration for this cell: `.header()` when the cell serves as a section header —
    /// as a header supplementary view, or as the first item of a list section whose `headerMode` is
    /// `.firstItemInSection` — `.footer()` as a footer, `.cell()` otherwise.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        if servesAsFirstItemHeader { return .header() }
        return switch appliedLayoutAttributes?.representedElementKind {
        case CollectionView.elementKindSectionHeader?: .header()
        case CollectionView.elementKindSectionFooter?: .footer()
        default: .cell()
        }
    }

    open override func draw(in context: DrawingContext) {
        let style = contentStyle
        if isOpaque && backgroundColor == nil { context.fill(context.bounds, style: style) }
        let row = contentRow(in: context)
        let accessoryWidth = drawAccessories(in: context, style: style, row: row)
        var fallback = ListContentConfiguration.cell()
        fallback.text = text
        fallback.secondaryText = secondaryText
        let configuration = contentConfiguration ?? fallback
        if let list = configuration as? ListContentConfiguration {
            list.draw(in: context, style: style, leadingReserve: indentation(in: context), trailingReserve: accessoryWidth, row: row)
        } else {
            configuration.draw(in: context, style: style)
        }
        // Views the app added to the content view (a label laid out by constraints) draw over it, as
        // in a plain cell.
        if !contentView.isHidden && contentView.alpha > 0 {
            contentView.draw(in: context)
            contentView.drawSubviews(in: context)
        }
        if showsSeparator(in: context) {
            let indent = indentation(in: context) + ((configuration as? ListContentConfiguration)?.image == nil ? 1 : 3)
            let width = max(0, context.size.width - indent)
            var separator = style
            separator.isDim = true
            context.write(String(repeating: "─", count: width), x: indent, y: context.size.height - 1, style: separator)
        }
        if isSelected || isHighlighted {
            let selected = isSelected
            context.modifyStyle(in: CellRect(x: 0, y: row, width: context.size.width, height: 1)) { style in
                if selected { style.isReverse = true } else { style.isBold = true }
            }
        }
    }

    /// A row (not a header or footer view) two or more rows tall has a separator on its last row: at
    /// one point per cell that is a list with `showsSeparators`; on a device's screen every row is.
    private func showsSeparator(in context: DrawingContext) -> Bool {
        context.size.height >= 2 && appliedLayoutAttributes?.representedElementKind == nil
    }

    /// The row the content is drawn on: the middle of the rows above the separator row.
    private func contentRow(in context: DrawingContext) -> Int {
        let height = context.size.height
        let contentRows = showsSeparator(in: context) ? height - 1 : height
        return max(0, (contentRows - 1) / 2)
    }

    /// Columns the content moves in for `indentationLevel`.
    private func indentation(in context: DrawingContext) -> Int {
        context.scale.column(atPoint: CGFloat(max(0, indentationLevel)) * indentationWidth)
    }

    /// Whether a tap on the cell expands or collapses its outline item: its outline disclosure has
    /// the `.header` style, or `.automatic` while the cell shows a header configuration.
    open override var tapTogglesOutline: Bool {
        guard let style = accessories.lazy.compactMap(\.outlineStyle).first else { return false }
        switch style {
        case .header: return true
        case .cell: return false
        case .automatic: return (contentConfiguration as? ListContentConfiguration)?.role == .header
        }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        indentationLevel = 0
        isOutlineExpanded = false
        servesAsFirstItemHeader = false
    }

    /// Draws the accessories right to left from the trailing edge; returns the columns they took.
    private func drawAccessories(in context: DrawingContext, style: Style, row: Int) -> Int {
        var x = context.size.width - 1
        let editing = (displayParent as? CollectionView)?.isEditing ?? false
        for accessory in accessories.reversed() where accessory.isShown(editing: editing) {
            let glyph = accessory.glyph(expanded: isOutlineExpanded, selected: isSelected)
            guard !glyph.isEmpty else { continue }
            let width = DisplayWidth.of(glyph)
            x -= width
            guard x > 0 else { break }
            var accessoryStyle = style
            accessoryStyle.isDim = accessory.isDim
            context.write(glyph, x: x, y: row, style: accessoryStyle)
            x -= 1
        }
        return context.size.width - 1 - x
    }
}
