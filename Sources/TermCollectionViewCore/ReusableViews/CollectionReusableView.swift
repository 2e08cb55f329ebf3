import Foundation
import TermCanvas

/// A view the collection view recycles: UIKit's `UICollectionReusableView`, the base of cells,
/// supplementary views (headers, footers) and decoration views.
///
/// Its default drawing shows what it is: a light box for cells, a heavy box for supplementary views,
/// a `░` fill for decoration views, with `text` and `secondaryText` inside. Override `draw(in:)` for
/// custom content; override `apply(_:)` to read custom attributes of a layout's attributes subclass.
@preconcurrency @MainActor
open class CollectionReusableView: View {
    /// The identifier the view was dequeued with; `nil` for decoration views created by kind.
    open package(set) var reuseIdentifier: String?
    /// The attributes applied last; the collection view applies new ones only when they differ.
    public internal(set) var appliedLayoutAttributes: CollectionViewLayoutAttributes? {
        didSet { appliedSource = nil }
    }
    /// The layout's own object that `appliedLayoutAttributes` was copied from or compared equal to,
    /// and its `generation` then: a layout handing back the same plain object, unchanged, needs no
    /// comparison (see `CollectionView.applyIfChanged(_:to:)`). `placed` is the view's
    /// `geometryChanges` right after the pass placed it with them: while it reads the same, nothing
    /// moved the view since, and the pass need not place it again.
    var appliedSource: (attributes: CollectionViewLayoutAttributes, generation: UInt, placed: UInt)?
    /// The width the view's geometry is mirrored across, right to left (the content's width then),
    /// or nil: the view's `frame` is in the collection view's space, its layout attributes in the
    /// layout's (`CollectionView+LayoutDirection.swift`).
    var layoutMirrorWidth: CGFloat?

    /// The view's frame in the layout's space: where the pass placed it, mirrored back when it was
    /// placed right to left (the renderer draws from it, so a direction changed since draws right).
    var layoutFrame: CGRect {
        guard let width = layoutMirrorWidth else { return frame }
        return CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
    /// The number of the last layout pass that kept this view on screen: how a pass tells the views
    /// it kept from those that left, and an element the layout returned twice, without hashing keys.
    var keptInPass: UInt = 0
    /// The first line of content (the terminal's stand-in for a label).
    open var text: String?
    /// A second, dimmer line of content.
    open var secondaryText: String?
    /// The border; `nil` picks one by element category (light cells, heavy supplementary views, none
    /// for decoration views), or the layer's when `layer.borderWidth` is above 0, or none for a view
    /// built from subviews (`isBuiltFromSubviews`).
    open var borderStyle: BorderStyle?
    /// The style of the border and text.
    open var style: Style = .plain
    /// Whether the view covers what is below it (cells and supplementary views do by default), so an
    /// overlapping box hides the one beneath instead of mixing with it.
    open var isOpaque = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a registered view class by its metatype, as UIKit's `[[cls alloc] initWithFrame:]` does.
    /// A convenience initializer, so subclasses that override `init(frame:)` and `init?(coder:)` — the
    /// usual UIKit cell — inherit it and their `init(frame:)` runs. Not for direct use.
    public required convenience init(_registeredClassWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is handed out again by a dequeue method. Reset content here; call `super`.
    open func prepareForReuse() {}

    /// Applies layout attributes after the collection view set the view's geometry from them. Override
    /// to read custom attributes; the base implementation does nothing.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the ones the layout proposed: UIKit's
    /// `preferredLayoutAttributesFitting(_:)`. The collection view asks it after the view was dequeued
    /// and configured (the data source's `cellForItemAt` returned) and before it is displayed, then
    /// offers the answer to the layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    ///
    /// The base implementation returns a copy of `layoutAttributes` sized to the content: `text` and
    /// `secondaryText` — as wide as the wider line's display width (wide characters such as Hangul or
    /// emoji count two columns) and one row per line — plus the border and the one-column padding the
    /// default drawing puts inside it. Override it for custom content; call `super` or return a copy.
    ///
    /// A view built from subviews (labels added to it or to a cell's `contentView`) is measured by
    /// Auto Layout instead, as UIKit measures it: `systemLayoutSizeFitting(_:)` — the width kept, the
    /// height that gives its constrained labels their text.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy() as! CollectionViewLayoutAttributes
        attributes.size = isBuiltFromSubviews
            ? systemLayoutSizeFitting(layoutAttributes.size)
            : contentFittingSize(category: layoutAttributes.representedElementCategory)
        return attributes
    }

    /// Whether the view shows subviews of its own (beyond a cell's empty content view): then it draws
    /// no default box, as a UIKit view draws nothing of its own, and Auto Layout measures it.
    public var isBuiltFromSubviews: Bool {
        let contentView = (self as? CollectionViewCell)?.contentView
        return subviews.contains { $0 !== contentView } || contentView?.subviews.isEmpty == false
    }

    /// The element category from the attributes applied last.
    public var elementCategory: CollectionView.ElementCategory {
        appliedLayoutAttributes?.representedElementCategory ?? .cell
    }

    /// Draws the background, the border and the text lines, all over `backgroundColor`.
    open override func draw(in context: DrawingContext) {
        super.draw(in: context)
        drawText(in: context, inset: drawFillAndBorder(in: context))
    }

    /// The fill and border of the default drawing; returns the text inset (1 inside a border).
    func drawFillAndBorder(in context: DrawingContext) -> Int {
        let contentStyle = self.contentStyle
        if isOpaque && elementCategory != .decorationView && backgroundColor == nil {
            context.fill(context.bounds, style: contentStyle)
        }
        if elementCategory == .decorationView && borderStyle == nil && layer.drawnBorder == nil {
            context.fill(context.bounds, with: "░", style: contentStyle)
        }
        // A layer border replaces the default box; it is drawn last, above the content (`CALayer`).
        let border = borderStyle ?? (layer.drawnBorder == nil && !isBuiltFromSubviews ? defaultBorder : nil)
        if let border { context.drawBox(border: border, style: contentStyle) }
        return border == nil && layer.drawnBorder == nil ? 0 : 1
    }

    /// `style`, with the background colour where `style` names none: the border, text and decoration
    /// shade keep the view's `backgroundColor` behind them, as a UIKit view's colour shows behind its
    /// labels.
    public var contentStyle: Style {
        var result = style
        if result.background == nil, let color = backgroundColor, color.isVisible {
            result.background = color.nearestTerminalColor
        }
        return result
    }

    /// Draws `text` and `secondaryText` inside the border, vertically centred when there is room.
    open func drawText(in context: DrawingContext, inset: Int) {
        let lines = [text, secondaryText].compactMap { $0 }
        let innerHeight = context.size.height - 2 * inset
        guard !lines.isEmpty, innerHeight > 0 else { return }
        let top = inset + max(0, (innerHeight - lines.count) / 2)
        for (index, line) in lines.prefix(innerHeight).enumerated() {
            var lineStyle = contentStyle
            if index == 1 { lineStyle.isDim = true }
            if index == 0 && elementCategory == .supplementaryView { lineStyle.isBold = true }
            context.writeLine(line, y: top + index, inset: inset + (inset > 0 ? 1 : 0), style: lineStyle)
        }
    }

    private var defaultBorder: BorderStyle? { Self.defaultBorder(for: elementCategory) }

    /// The border the default drawing uses for `category` when `borderStyle` is `nil`.
    static func defaultBorder(for category: CollectionView.ElementCategory) -> BorderStyle? {
        switch category {
        case .cell: .light
        case .supplementaryView: .heavy
        case .decorationView: nil
        }
    }
}
