/// The attributes of the layout pass under way, by element key, so that a dequeue inside the data
/// source's `cellForItemAt` can apply the element's attributes before it returns the view (UIKit's
/// dequeue returns a view already laid out).
///
/// A pass mostly asks for the element whose view it is making (`making`), which is found without
/// hashing; the keyed index is built the first time anything else is asked for, so a scroll that
/// brings in one row builds none.
struct LayoutPassAttributes {
    private(set) var elements: [(key: ElementKey, attributes: CollectionViewLayoutAttributes)]
    private var index: [ElementKey: Int]?
    /// The element whose view the pass is making (an index into `elements`).
    var making: Int?

    /// No pass under way.
    init() {
        elements = []
    }

    /// The pass's elements, each key once, in the layout's order.
    init(_ elements: [(key: ElementKey, attributes: CollectionViewLayoutAttributes)]) {
        self.elements = elements
    }

    /// The attributes this pass has for `key`, or nil if the layout returned none for it.
    mutating func attributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        if let making, elements[making].key == key { return elements[making].attributes }
        if index == nil {
            var built: [ElementKey: Int] = [:]
            built.reserveCapacity(elements.count)
            for (position, element) in elements.enumerated() where built[element.key] == nil {
                built[element.key] = position
            }
            index = built
        }
        return index![key].map { elements[$0].attributes }
    }
}
