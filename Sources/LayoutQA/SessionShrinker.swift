/// Shrinks a failing session by delta debugging (Zeller's ddmin, simplified): remove chunks of
/// actions — halves, quarters, … — keeping any removal after which the session still fails the same
/// way, then single actions until none can go. Every replay stops at its failing step, so the result
/// ends with the step that fails.
@MainActor
public enum SessionShrinker {
    /// The smallest failure found that breaks the same invariant in the same method as `failure`.
    public static func shrink(_ failure: FuzzFailure, replay: ([FuzzAction]) -> FuzzFailure?) -> FuzzFailure {
        guard let first = failure.violations.first else { return failure }
        let matches: (FuzzFailure) -> Bool = { candidate in
            candidate.violations.contains { $0.invariant == first.invariant && $0.method == first.method }
        }
        var best = failure
        var chunk = max(1, best.actions.count / 2)
        while true {
            var removedAny = false
            var start = 0
            while start < best.actions.count {
                var candidate = best.actions
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if let result = replay(candidate), matches(result) {
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
}
