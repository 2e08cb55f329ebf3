import Foundation
import TermCanvas
import TermCollectionView

/// A planet card: a rounded box with the symbol and name, the Japanese name and a fact,
/// centred. Drawn at whatever size the carousel's scale leaves it; the renderer dims it when faded.
final class CarouselCardCell: CollectionViewCell {
    var planet: CarouselData.Planet?

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        planet = nil
    }

    override func draw(in context: DrawingContext) {
        context.fill(context.bounds)
        context.drawBox(border: .rounded)
        guard let planet else { return }
        let lines = ["\(planet.symbol) \(planet.name)", planet.japaneseName, planet.fact]
        let inner = context.size.height - 2
        let top = 1 + max(0, (inner - lines.count) / 2)
        for (index, line) in lines.prefix(max(0, inner)).enumerated() {
            context.writeLine(line, y: top + index, inset: 1, centered: true,
                              style: index == 0 ? Style(bold: true) : index == 2 ? Style(dim: true) : .plain)
        }
    }
}
