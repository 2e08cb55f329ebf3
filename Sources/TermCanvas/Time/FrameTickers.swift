/// Something that moves by itself on its clock once started — a scroll view's drag waiting to end,
/// its settle or spring-back, a batch update's animation — as a display link calls its target each
/// frame: the run loop ticks it, through its clock's `tickers`, until a tick says it has stopped.
@MainActor
public protocol FrameTicking: AnyObject {
    /// Advances to the clock's time. Returns whether it still needs ticks.
    func tickFrame() -> Bool
    /// Whether what it shows changes by itself now (an animation runs), so a tick must also draw.
    var changesWithTime: Bool { get }
    /// While it only waits (for a drag to end): the clock time its next tick is due. Nil while it
    /// changes with time, when every frame is a tick.
    var nextTickTime: Double? { get }
}

/// What a clock's frames tick (see `FrameTicking`): each joins when it starts moving and leaves
/// when a tick says it stopped or when it is freed. The window ticks its clock's list every turn, so
/// a scroll view anywhere — a row inside a cell, a second collection view, a text view — runs its own
/// scrolling, whoever handed it the key or the wheel.
@MainActor
public final class FrameTickers {
    private struct Entry {
        weak var item: FrameTicking?
    }

    private var entries: [Entry] = []

    /// An empty list.
    public init() {}

    /// Whether nothing waits for a tick (a run loop may sleep).
    public var isEmpty: Bool {
        entries.allSatisfy { $0.item == nil }
    }

    /// Adds `item` until a tick says it stopped; adding one already there does nothing.
    public func add(_ item: FrameTicking) {
        guard !entries.contains(where: { $0.item === item }) else { return }
        entries.append(Entry(item: item))
    }

    /// Ticks every item once, in the order they joined; drops those that stopped or were freed. An
    /// item that joins during the ticks waits for the next turn.
    public func tick() {
        guard !entries.isEmpty else { return }
        let ticked = entries
        var stopped: [ObjectIdentifier] = []
        for entry in ticked {
            guard let item = entry.item else { continue }
            if !item.tickFrame() { stopped.append(ObjectIdentifier(item)) }
        }
        entries.removeAll { entry in
            guard let item = entry.item else { return true }
            return stopped.contains(ObjectIdentifier(item))
        }
    }

    /// Whether an item's content changes by itself now.
    public var changesWithTime: Bool {
        entries.contains { $0.item?.changesWithTime == true }
    }

    /// The earliest tick an item waits for; nil when the list is empty or an item needs every frame.
    public var nextTickTime: Double? {
        var earliest: Double?
        for entry in entries {
            guard let item = entry.item else { continue }
            guard let time = item.nextTickTime else { return nil }
            earliest = min(earliest ?? time, time)
        }
        return earliest
    }
}
