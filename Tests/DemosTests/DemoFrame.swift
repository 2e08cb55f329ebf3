import Demos
import TermCanvas

/// Runs a demo headless the way `tcv snapshot` does: a virtual clock, one frame per key, the final
/// frame as text. The status line leaves out the work counters (passes, prepare, made/reused…)
/// unless a test is about them (`counters: true`), so a counting change does not touch every frame.
@MainActor
enum DemoFrame {
    static func canvas(
        _ demo: Demo, size: CellSize = CellSize(width: 80, height: 24), keys: String, counters: Bool = false
    ) throws -> Canvas {
        let clock = VirtualClock()
        let window = demo.makeWindow(clock: clock)
        window.showsStatusCounters = counters
        return HeadlessRunner(app: window, clock: clock, size: size).run(try KeyScript.parse(keys))
    }

    static func text(
        _ demo: Demo, size: CellSize = CellSize(width: 80, height: 24), keys: String, counters: Bool = false
    ) throws -> String {
        try canvas(demo, size: size, keys: keys, counters: counters).text
    }
}
