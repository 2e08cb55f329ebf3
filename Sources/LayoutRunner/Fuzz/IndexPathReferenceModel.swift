import Foundation
import LayoutQA
import TermApp
import TermCanvas

/// The fuzzer's reference model of an `IndexPathViewController`: its own copy of the data, fed the
/// same update keys with the focused item the fuzzer read off the collection view before the key.
@MainActor
public final class IndexPathReferenceModel: ReferenceModel {
    private var data: IndexPathData

    /// The model of a controller made with `sections` × `items`.
    public init(sections: Int, items: Int) {
        data = IndexPathData(sections: sections, items: items)
    }

    /// The generated screen's update keys (insert, delete, move, reload, section changes, batch), which the model follows.
    public var updateKeys: [Key] { IndexPathData.updateKeys.map(\.key) }

    /// The model's section count.
    public var numberOfSections: Int { data.sections.count }

    /// The model's item count in `section`.
    public func numberOfItems(inSection section: Int) -> Int { data.sections[section].count }

    /// The text the item's cell should show (`[0,3]` as made, `new 1` inserted, followed by `↻1` once reloaded).
    public func label(at indexPath: IndexPath) -> String { data.sections[indexPath.section][indexPath.item].label }

    /// Applies the update `key` makes to the model's data, at the focused item, as the screen applies it to its own; other keys change nothing.
    public func press(_ key: Key, focused: IndexPath?) {
        if let update = data.update(for: key, focused: focused) { data.apply(update) }
    }
}

extension IndexPathReferenceModel {
    /// The model for a screen the generated program shows: an `IndexPathViewController`'s; nil for
    /// the user's own controller (its keys are its own).
    public static func model(for controller: CollectionViewController) -> ReferenceModel? {
        (controller as? IndexPathViewController).map { IndexPathReferenceModel(sections: $0.sections, items: $0.items) }
    }
}
