import Foundation
import TermApp
import TermCanvas
import TermCollectionView

/// One `<Down>` (or `<Up>` on the way back) through the whole run loop, as a person's key goes: the
/// window hands the key to its collection view controller, which moves `contentOffset`; the loop
/// ticks, draws the frame (layout pass and render into an 80×24 canvas, the status line included),
/// and lets a frame of time pass with one more tick (the drag the key began waits to end). What it
/// costs beyond `ScrollFrame` is the loop, the window and the controller.
@MainActor
public final class LoopKeyFrameScenario: FrameScenario {
    private let dataSource: TextDataSource
    private let controller: CollectionViewController
    private let runner: HeadlessRunner
    private var keysDown = 0
    private var goingDown = true
    private let keysPerLeg = 16

    public init(itemCount: Int) {
        dataSource = TextDataSource(itemCount: itemCount)
        controller = CollectionViewController(collectionViewLayout: BenchmarkGeometry.makeGridLayout())
        controller.loadViewIfNeeded()
        dataSource.register(in: controller.collectionView)
        controller.collectionView.dataSource = dataSource
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 80, height: 24))
        runner.start()
        // Two round trips fill the reuse queue, so measured keys recycle views as a running app does.
        for _ in 0..<(4 * keysPerLeg) { run() }
        precondition(elementsOnScreen > 0, "no elements on screen: the benchmark would measure nothing")
    }

    public var elementsOnScreen: Int { controller.collectionView.statistics.visibleElements }

    public func run() {
        runner.play(.key(goingDown ? .down : .up))
        keysDown += goingDown ? 1 : -1
        if keysDown == keysPerLeg || keysDown == 0 { goingDown.toggle() }
    }
}
