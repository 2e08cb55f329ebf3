import Demos
import TermCanvas

/// Runs a demo headless the way `tcv snapshot` does: a virtual clock, one frame per key, the final
/// frame as text.
@MainActor
enum DemoFrame {
    static func canvas(_ demo: Demo, size: CellSize = CellSize(width: 80, height: 24), keys: String) throws -> Canvas {
        let clock = VirtualClock()
        let window = demo.makeWindow(clock: clock)
        return HeadlessRunner(app: window, clock: clock, size: size).run(try KeyScript.parse(keys))
    }

    static func text(_ demo: Demo, size: CellSize = CellSize(width: 80, height: 24), keys: String) throws -> String {
        try canvas(demo, size: size, keys: keys).text
    }
}
