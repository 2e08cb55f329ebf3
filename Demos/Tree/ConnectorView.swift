import Foundation
import TermCanvas
import TermCollectionView

/// The lines from a class to its subclasses: the custom view the guide's worked example uses as its
/// `"ConnectionViewKind"` supplementary view, drawn with box-drawing glyphs.
///
/// The view fills the gap between two columns. A line comes in from the class on the left
/// (`parentLineY`), runs into a vertical trunk, and leaves towards each subclass on the right
/// (`childLineYs`); where lines meet, the glyph joins exactly the arms present (`┬ ├ └ ┤ ┼ ─ │`…).
final class ConnectorView: CollectionReusableView {
    private(set) var parentLineY = 0
    private(set) var childLineYs: [Int] = []

    /// Reads the lines from the layout's custom attributes.
    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        guard let connector = layoutAttributes as? ConnectorLayoutAttributes else { return }
        parentLineY = connector.parentLineY
        childLineYs = connector.childLineYs
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        parentLineY = 0
        childLineYs = []
    }

    override func draw(in context: DrawingContext) {
        let width = context.size.width
        guard width > 0, !childLineYs.isEmpty else { return }
        let trunkX = (width - 1) / 2
        let lines = [parentLineY] + childLineYs
        let top = lines.min() ?? 0
        let bottom = lines.max() ?? 0
        for x in 0..<trunkX {
            context.write("─", x: x, y: parentLineY, style: style)
        }
        for y in Set(childLineYs) {
            for x in (trunkX + 1)..<max(trunkX + 1, width) {
                context.write("─", x: x, y: y, style: style)
            }
        }
        for y in top...bottom {
            let arms = Arms(up: y > top, down: y < bottom, left: y == parentLineY, right: childLineYs.contains(y))
            context.write(String(arms.glyph), x: trunkX, y: y, style: style)
        }
    }

    /// Which of the four directions lines leave a point of the trunk in.
    struct Arms: Hashable {
        var up: Bool
        var down: Bool
        var left: Bool
        var right: Bool

        /// The light box-drawing glyph joining exactly these arms.
        var glyph: Character {
            switch (up, down, left, right) {
            case (true, true, true, true): "┼"
            case (true, true, true, false): "┤"
            case (true, true, false, true): "├"
            case (true, true, false, false): "│"
            case (true, false, true, true): "┴"
            case (true, false, true, false): "┘"
            case (true, false, false, true): "└"
            case (false, true, true, true): "┬"
            case (false, true, true, false): "┐"
            case (false, true, false, true): "┌"
            case (true, false, false, false), (false, true, false, false): "│"
            case (false, false, _, _): "─"
            }
        }
    }
}
