import TermCanvas

/// Shrinks a failing session by delta debugging (Zeller's ddmin, simplified): remove chunks of
/// actions — halves, quarters, … — keeping any removal after which the session still fails the same
/// way, then single actions until none can go. Then each action left is simplified while the failure
/// persists (`ActionSimplifier`: shorter waits, resizes nearer the start size, shorter drags), and
/// removal runs again, until neither changes anything. Every replay stops at its failing step, so the
/// result ends with the step that fails.
@MainActor
public enum SessionShrinker {
    /// The smallest failure found that breaks the same invariant in the same method as `failure`.
    public static func shrink(_ failure: FuzzFailure, replay: ([FuzzAction]) -> FuzzFailure?) -> FuzzFailure {
        guard let first = failure.violations.first else { return failure }
        let attempt: ([FuzzAction]) -> FuzzFailure? = { candidate in
            guard let result = replay(candidate),
                  result.violations.contains(where: { $0.invariant == first.invariant && $0.method == first.method }) else { return nil }
            return result
        }
        var best = failure
        while true {
            best = removeActions(best, attempt: attempt)
            guard let simpler = simplifyActions(best, attempt: attempt) else { return best }
            best = simpler
        }
    }

    /// ddmin's removal: chunks, then single actions.
    private static func removeActions(_ failure: FuzzFailure, attempt: ([FuzzAction]) -> FuzzFailure?) -> FuzzFailure {
        var best = failure
        var chunk = max(1, best.actions.count / 2)
        while true {
            var removedAny = false
            var start = 0
            while start < best.actions.count {
                var candidate = best.actions
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if let result = attempt(candidate) {
                    best = result
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { return best }
            if !removedAny || chunk > 1 { chunk = max(1, chunk / 2) }
        }
    }

    /// One pass over the actions, each simplified as far as the failure allows; nil when none changed.
    private static func simplifyActions(_ failure: FuzzFailure, attempt: ([FuzzAction]) -> FuzzFailure?) -> FuzzFailure? {
        var best = failure
        var changed = false
        var index = 0
        while index < best.actions.count {
            var simplified = true
            while simplified {
                simplified = false
                for candidate in ActionSimplifier.simpler(best.actions[index], startSize: failure.size) {
                    var actions = best.actions
                    actions[index] = candidate
                    if let result = attempt(actions) {
                        best = result
                        changed = true
                        simplified = index < best.actions.count
                        break
                    }
                }
            }
            index += 1
        }
        return changed ? best : nil
    }
}

/// Simpler versions of one action, simplest first: a wait halved, a resize halfway back to the start
/// size (or all the way), a drag with fewer moves or its moves halfway back to the press.
enum ActionSimplifier {
    static func simpler(_ action: FuzzAction, startSize: CellSize) -> [FuzzAction] {
        if action.count == 1, case .wait(let milliseconds) = action[0] {
            return milliseconds > 1 ? [[.wait(milliseconds: milliseconds / 2)]] : []
        }
        if action.count == 1, case .resize(let size) = action[0] {
            guard size != startSize else { return [] }
            let halfway = CellSize(width: (size.width + startSize.width) / 2, height: (size.height + startSize.height) / 2)
            return halfway == size ? [[.resize(startSize)]] : [[.resize(startSize)], [.resize(halfway)]]
        }
        if let drag = Drag(action) { return drag.simpler.map(\.action) }
        return []
    }

    /// A press, moves and a release of the left button.
    struct Drag {
        var press: MouseEvent
        var moves: [MouseEvent]
        var release: MouseEvent

        init?(_ action: FuzzAction) {
            guard action.count >= 3, case .mouse(let press) = action.first!, press.action == .press,
                  case .mouse(let release) = action.last!, release.action == .release else { return nil }
            var moves: [MouseEvent] = []
            for step in action.dropFirst().dropLast() {
                guard case .mouse(let move) = step, move.action == .drag else { return nil }
                moves.append(move)
            }
            self.press = press
            self.moves = moves
            self.release = release
        }

        var action: FuzzAction { [.mouse(press)] + moves.map { .mouse($0) } + [.mouse(release)] }

        /// Without each move but the last, then every point halfway back to the press.
        var simpler: [Drag] {
            var result: [Drag] = []
            for index in moves.indices.dropLast() {
                var shorter = self
                shorter.moves.remove(at: index)
                result.append(shorter)
            }
            var nearer = self
            nearer.moves = moves.map(halfway)
            nearer.release = halfway(release)
            if nearer.action != action { result.append(nearer) }
            return result
        }

        private func halfway(_ event: MouseEvent) -> MouseEvent {
            var event = event
            event.x = (event.x + press.x) / 2
            event.y = (event.y + press.y) / 2
            return event
        }
    }
}
