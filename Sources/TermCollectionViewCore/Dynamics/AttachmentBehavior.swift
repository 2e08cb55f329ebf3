import Foundation

/// A spring from an item to a point: UIKit's `UIAttachmentBehavior(item:attachedToAnchor:)`.
///
/// With `frequency` above 0 the attachment is a damped spring of `length` (UIKit: "the frequency of
/// oscillation", "the amount of damping": 0 none, 1 critical), so an item pulled away from its place
/// swings back and settles: the acceleration is −(2π·frequency)² × stretch − 2·damping·(2π·frequency)
/// × velocity, whatever the item's mass (UIKit derives the spring's stiffness from the mass so that
/// the frequency holds). With `frequency` 0 (the default) the attachment is rigid: the item stays
/// `length` from the anchor.
@preconcurrency @MainActor
open class AttachmentBehavior: DynamicBehavior {
    /// The items attached: one here (item-to-item attachments are not simulated).
    public let items: [DynamicItem]
    /// The point the item hangs from, in the animator's coordinates (the content's, for a layout).
    open var anchorPoint: CGPoint {
        didSet { dynamicAnimator?.resume() }
    }
    /// The spring's rest length. Default: the distance between the item's centre and the anchor when
    /// the attachment was made, as in UIKit.
    open var length: CGFloat {
        didSet { dynamicAnimator?.resume() }
    }
    /// The damping ratio: 0 springs for ever, 1 settles without overshoot. Default 0.
    open var damping: CGFloat = 0
    /// The spring's frequency in hertz; 0 makes the attachment rigid. Default 0.
    open var frequency: CGFloat = 0

    /// What the attachment joins: always an item and an anchor here.
    public var attachedBehaviorType: AttachmentBehaviorType { .anchor }

    /// Attaches `item` to `point`.
    public init(item: DynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]
        anchorPoint = point
        length = hypot(item.center.x - point.x, item.center.y - point.y)
        super.init()
    }

    override var movedItems: [DynamicItem] { items + super.movedItems }

    override func acceleration(of item: DynamicItem, at position: CGPoint, velocity: CGVector) -> CGVector {
        let own = super.acceleration(of: item, at: position, velocity: velocity)
        guard items.contains(where: { $0 === item }), frequency > 0 else { return own }
        let rest = restingPoint(from: position)
        let omega = 2 * CGFloat.pi * frequency
        let stiffness = omega * omega, friction = 2 * damping * omega
        return CGVector(dx: own.dx - stiffness * (position.x - rest.x) - friction * velocity.dx,
                        dy: own.dy - stiffness * (position.y - rest.y) - friction * velocity.dy)
    }

    override func constrainedPosition(of item: DynamicItem, from position: CGPoint) -> CGPoint? {
        guard frequency == 0, items.contains(where: { $0 === item }) else { return super.constrainedPosition(of: item, from: position) }
        return restingPoint(from: position)
    }

    override func restingPosition(of item: DynamicItem, from position: CGPoint) -> CGPoint? {
        guard items.contains(where: { $0 === item }) else { return super.restingPosition(of: item, from: position) }
        return restingPoint(from: position)
    }

    /// The point `length` from the anchor in the item's direction (the anchor itself for length 0).
    private func restingPoint(from position: CGPoint) -> CGPoint {
        let dx = position.x - anchorPoint.x, dy = position.y - anchorPoint.y
        let distance = hypot(dx, dy)
        guard length > 0, distance > 0 else { return anchorPoint }
        return CGPoint(x: anchorPoint.x + dx / distance * length, y: anchorPoint.y + dy / distance * length)
    }

    /// What an attachment joins: UIKit's `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentBehaviorType: Int, Sendable {
        /// Two items.
        case items = 0
        /// An item and an anchor point.
        case anchor = 1
    }
}
