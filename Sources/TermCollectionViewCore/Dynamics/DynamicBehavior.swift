import Foundation

/// A rule UIKit Dynamics applies to items: UIKit's `UIDynamicBehavior`. Add it to a `DynamicAnimator`;
/// `action` runs after every step of the animator while the behaviour belongs to it.
@preconcurrency @MainActor
open class DynamicBehavior: NSObject {
    /// The behaviours grouped under this one; they act with it.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// Runs after every step of the animation.
    open var action: (() -> Void)?
    /// The animator the behaviour was added to.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?

    /// Adds `behavior` to act with this one.
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        childBehaviors.append(behavior)
    }

    /// Removes a child behaviour.
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
    }

    /// The items the behaviour moves (the base moves none).
    var movedItems: [DynamicItem] { childBehaviors.flatMap(\.movedItems) }

    /// The acceleration the behaviour gives `item` at `position` moving at `velocity` (points/s²).
    func acceleration(of item: DynamicItem, at position: CGPoint, velocity: CGVector) -> CGVector {
        childBehaviors.reduce(.zero) { total, child in
            let a = child.acceleration(of: item, at: position, velocity: velocity)
            return CGVector(dx: total.dx + a.dx, dy: total.dy + a.dy)
        }
    }

    /// Where a rigid behaviour puts `item` after a step that left it at `position`, if it is rigid.
    func constrainedPosition(of item: DynamicItem, from position: CGPoint) -> CGPoint? {
        for child in childBehaviors {
            if let constrained = child.constrainedPosition(of: item, from: position) { return constrained }
        }
        return nil
    }

    /// Where the behaviour holds `item` at rest, if it holds it anywhere.
    func restingPosition(of item: DynamicItem, from position: CGPoint) -> CGPoint? {
        for child in childBehaviors {
            if let rest = child.restingPosition(of: item, from: position) { return rest }
        }
        return nil
    }
}
