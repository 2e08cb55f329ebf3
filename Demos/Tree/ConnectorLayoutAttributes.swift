import Foundation
import TermCollectionView

/// The attributes of one connector (the lines from a class to its subclasses): where, inside the
/// connector's frame, the line from the class arrives and the lines to each subclass leave.
///
/// The guide makes connectors supplementary views rather than decoration views because "the connector
/// view class must determine how many connections to draw"; here the layout hands it exactly that.
final class ConnectorLayoutAttributes: CollectionViewLayoutAttributes {
    /// The row (in the connector's own coordinates) of the line coming from the superclass's cell.
    var parentLineY = 0
    /// The rows (in the connector's own coordinates) of the lines going to each subclass's cell.
    var childLineYs: [Int] = []

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ConnectorLayoutAttributes
        copy.parentLineY = parentLineY
        copy.childLineYs = childLineYs
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ConnectorLayoutAttributes,
              other.parentLineY == parentLineY, other.childLineYs == childLineYs
        else { return false }
        return super.isEqual(object)
    }
}
