import Foundation

/// The plain attributes a flow layout's rect query returned, in its order (section by section:
/// header, items, footer), so that the next query can hand back each object that still holds exactly
/// what the layout made it with. A scroll asks for nearly the same elements every frame; handing
/// them back spares an allocation, its initialisation and its release per visible element.
///
/// An object is handed back only if nothing was set on it since it was returned (its `generation`
/// reads the same) and the current model gives it the same frame and zIndex: an object a caller or a
/// subclass changed (a sticky header moved in place) is replaced by a new one, and the changed one is
/// never returned again.
struct FlowReturnedAttributes {
    /// Where an element comes in a query's order.
    struct Key: Comparable {
        enum Part: Int, Comparable {
            case header, item, footer
            static func < (lhs: Part, rhs: Part) -> Bool { lhs.rawValue < rhs.rawValue }
        }
        var section: Int
        var part: Part
        var item: Int

        static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.section != rhs.section { return lhs.section < rhs.section }
            if lhs.part != rhs.part { return lhs.part < rhs.part }
            return lhs.item < rhs.item
        }
    }

    private var attributes: [CollectionViewLayoutAttributes] = []
    private var keys: [Key] = []
    /// Each object's `generation` when it was returned: unchanged since if it still reads the same.
    private var generations: [UInt] = []

    /// How many attributes were returned.
    var count: Int { keys.count }

    /// Room for `count` attributes, so a query that returns about as many as the last one grows its
    /// arrays once.
    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        generations.reserveCapacity(count)
    }

    /// Records where `element`, the query's next result, comes and its generation now. The objects
    /// themselves are taken at the end from the query's own result (`keeping(_:)`), not copied one by one.
    mutating func append(_ element: CollectionViewLayoutAttributes, as key: Key) {
        keys.append(key)
        generations.append(element.generation)
    }

    /// These records with the objects they describe: `returned`, the query's result, every element
    /// of which was appended, in order.
    func keeping(_ returned: [CollectionViewLayoutAttributes]) -> FlowReturnedAttributes {
        precondition(returned.count == keys.count, "a flow layout hands back only what it recorded")
        var kept = self
        kept.attributes = returned
        return kept
    }

    /// A reader that walks the returned attributes once, in order, as the next query asks for them.
    /// (It is also what notices a subclass changing them in place: see `changedInPlace`.)
    func reader() -> Reader { Reader(returned: self) }

    struct Reader {
        fileprivate let returned: FlowReturnedAttributes
        private var cursor = 0
        /// The first object found changed since it was returned, holding another frame than the model
        /// gives it: what UIKit logs as a "cached frame mismatch".
        private(set) var changedInPlace: (attributes: CollectionViewLayoutAttributes, expected: CGRect)?

        fileprivate init(returned: FlowReturnedAttributes) {
            self.returned = returned
        }

        /// The attributes returned last time for `key`, if they are unchanged and would be made now
        /// with `frame` and `zIndex`; nil otherwise. Keys must be asked for in ascending order.
        mutating func take(_ key: Key, ifUnchanged frame: CGRect, zIndex: Int) -> CollectionViewLayoutAttributes? {
            while cursor < returned.keys.count && returned.keys[cursor] < key { cursor += 1 }
            guard cursor < returned.keys.count, returned.keys[cursor] == key else { return nil }
            let candidate = returned.attributes[cursor], generation = returned.generations[cursor]
            cursor += 1
            // Nothing was set on it since it was returned (holding what the model said then), and the
            // model still says the same.
            guard candidate.generation == generation, candidate.zIndex == zIndex else {
                if candidate.generation != generation, changedInPlace == nil, candidate.frame != frame {
                    changedInPlace = (candidate, frame)
                }
                return nil
            }
            return candidate.center == CGPoint(x: frame.midX, y: frame.midY) && candidate.size == frame.size ? candidate : nil
        }
    }
}
