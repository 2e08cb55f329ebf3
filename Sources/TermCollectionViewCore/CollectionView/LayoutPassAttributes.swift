/// The attributes of the layout pass under way, by element key, so that a dequeue inside the data
/// source's `cellForItemAt` can apply the element's attributes before it returns the view (UIKit's
/// dequeue returns a view already laid out).
///
/// A pass mostly asks for the element whose view it is making (`making`), which is found without
/// hashing; the keyed index is built the first time anything else is asked for, so a scroll that
/// brings in one row builds none.
struct LayoutPassAttributes {
    private(set) var keys: [ElementKey]
    private(set) var attributes: [CollectionViewLayoutAttributes]
    private var index: [ElementKey: Int]?
    /// The element whose view the pass is making (an index into `keys` and `attributes`).
    var making: Int?

    /// No pass under way.
    init() {
        keys = []
        attributes = []
    }

    /// The pass's elements, each key once, in the layout's order: `keys[i]` names `attributes[i]`.
    init(keys: [ElementKey], attributes: [CollectionViewLayoutAttributes]) {
        self.keys = keys
        self.attributes = attributes
    }

    /// The attributes this pass has for `key`, or nil if the layout returned none for it.
    mutating func attributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        if let making, keys[making] == key { return attributes[making] }
        if index == nil {
            var built: [ElementKey: Int] = [:]
            built.reserveCapacity(keys.count)
            for (position, key) in keys.enumerated() { built[key] = position }
            index = built
        }
        return index![key].map { attributes[$0] }
    }
}
