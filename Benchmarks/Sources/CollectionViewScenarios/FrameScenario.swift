/// One benchmarked operation over state built beforehand: a collection view, its layout, data source
/// and delegate. Building it (a million items included) is setup, outside every measurement.
@MainActor
public protocol FrameScenario: AnyObject {
    /// Performs the operation once.
    func run()
    /// How many elements the operation returned or put on screen: what its cost should follow.
    var elementsOnScreen: Int { get }
}

/// Keeps a result alive so the optimizer cannot drop the work that produced it.
@inline(never)
public func keepAlive(_ value: some Any) {
    withExtendedLifetime(value) {}
}
