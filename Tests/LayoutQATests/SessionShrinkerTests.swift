import LayoutQA
import TermCanvas
import XCTest

/// The shrinker removes actions and simplifies those left, against a replay whose failure condition
/// is known exactly, so the minimal session can be worked out by hand.
@MainActor
final class SessionShrinkerTests: XCTestCase {
    private let start = CellSize(width: 80, height: 24)
    private let violation = InvariantViolation(invariant: .finiteGeometry, element: "content size",
                                               method: "collectionViewContentSize", detail: "planted")

    /// Fails at the first step after which the session so far has waited 100 ms or more in one wait
    /// and has been resized wider than 100 columns, and has dragged 10 or more columns right.
    private func replay(_ actions: [FuzzAction], needsDrag: Bool) -> FuzzFailure? {
        var waited = false, wide = false, dragged = false
        for (index, action) in actions.enumerated() {
            for step in action {
                switch step {
                case .wait(let milliseconds): waited = waited || milliseconds >= 100
                case .resize(let size): wide = size.width > 100
                case .mouse(let mouse) where mouse.action == .release:
                    if case .mouse(let press) = action[0] { dragged = dragged || mouse.x - press.x >= 10 }
                default: break
                }
            }
            if waited && wide && (dragged || !needsDrag) {
                return FuzzFailure(actions: Array(actions[...index]), violations: [violation], frame: "", size: start)
            }
        }
        return nil
    }

    /// 800 ms halves to 400, 200, 100 (50 no longer fails); 250 columns go halfway to 80 while the
    /// width stays over 100: 165, 122, 101 (then 90 would pass); the height follows: 80 → 52 → 38 → 31.
    /// The keys around go.
    func test_waits_get_shorter_and_resizes_nearer_the_start_size() async throws {
        let actions: [FuzzAction] = [[.key(.character("j"))], [.wait(milliseconds: 800)], [.key(.pageDown)],
                                     [.resize(CellSize(width: 250, height: 80))], [.key(.character("k"))]]
        let failure = try XCTUnwrap(replay(actions, needsDrag: false))
        let shrunk = SessionShrinker.shrink(failure) { self.replay($0, needsDrag: false) }
        XCTAssertEqual(shrunk.actions, [[.wait(milliseconds: 100)], [.resize(CellSize(width: 101, height: 31))]])
        XCTAssertEqual(shrunk.keys, "<Wait:100><Resize:101x31>")
    }

    /// A drag from column 5 through 40 and 60 to 70: the middle move goes, then the points come
    /// halfway back to the press while the release stays 10 or more right of it (x ≥ 15): 70 → 37 → 21
    /// (then (21 + 5) / 2 = 13 would pass); the remaining move, 60, comes back with it: 60 → 32 → 18.
    func test_drags_get_shorter() async throws {
        let drag: FuzzAction = [.mouse(MouseEvent(action: .press, x: 5, y: 3)), .mouse(MouseEvent(action: .drag, x: 40, y: 3)),
                                .mouse(MouseEvent(action: .drag, x: 60, y: 3)), .mouse(MouseEvent(action: .release, x: 70, y: 3))]
        let actions: [FuzzAction] = [[.wait(milliseconds: 100)], [.resize(CellSize(width: 101, height: 24))], drag]
        let failure = try XCTUnwrap(replay(actions, needsDrag: true))
        let shrunk = SessionShrinker.shrink(failure) { self.replay($0, needsDrag: true) }
        XCTAssertEqual(shrunk.actions.last, [.mouse(MouseEvent(action: .press, x: 5, y: 3)), .mouse(MouseEvent(action: .drag, x: 18, y: 3)),
                                             .mouse(MouseEvent(action: .release, x: 21, y: 3))])
        XCTAssertEqual(shrunk.actions.count, 3)
    }
}
