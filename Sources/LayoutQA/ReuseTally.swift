import TermCollectionView

/// Counts the distinct views each reuse identifier put on screen against the most shown at once:
/// UIKit's reuse queue means a collection view scrolled forever makes only about a screenful of
/// cells (`dequeueReusableCell(withReuseIdentifier:for:)` "dequeues an existing cell if one is
/// available").
@MainActor
final class ReuseTally {
    /// Views beyond the most ever visible at once that an identifier may make.
    static let bound = 2

    /// The views seen (held, so an identity is never recycled by the allocator).
    private var seen: [String: [ObjectIdentifier: CollectionReusableView]] = [:]
    private var mostVisible: [String: Int] = [:]
    private var reported = Set<String>()

    /// The violations after a pass; each identifier is reported once. `peakCells` is the most cells
    /// displayed at once since the start, by the display calls (0 without a delegate): a cell
    /// identifier may have made as many as that too.
    func record(_ collectionView: CollectionView, peakCells: Int = 0) -> [InvariantViolation] {
        var visibleNow: [String: Int] = [:]
        for (key, view) in collectionView.viewsInDrawingOrder {
            let identifier = Self.identifier(key, view)
            visibleNow[identifier, default: 0] += 1
            seen[identifier, default: [:]][ObjectIdentifier(view)] = view
        }
        for (identifier, count) in visibleNow { mostVisible[identifier] = max(mostVisible[identifier] ?? 0, count) }
        var violations: [InvariantViolation] = []
        for (identifier, views) in seen.sorted(by: { $0.key < $1.key }) {
            let peak = identifier.hasPrefix("cell ") ? max(mostVisible[identifier] ?? 0, peakCells) : mostVisible[identifier] ?? 0
            let limit = peak + Self.bound
            if views.count > limit, reported.insert(identifier).inserted {
                violations.append(InvariantViolation(
                    invariant: .viewsReused, element: "reuse identifier \(identifier)",
                    method: "dequeueReusableCell(withReuseIdentifier:for:)",
                    detail: "\(views.count) views made, at most \(peak) visible at once (+\(Self.bound) allowed)"))
            }
        }
        return violations
    }

    private static func identifier(_ key: ElementKey, _ view: CollectionReusableView) -> String {
        switch key.category {
        case .cell: "cell \(view.reuseIdentifier ?? "(none)")"
        case .supplementaryView: "\(key.kind ?? "") \(view.reuseIdentifier ?? "(none)")"
        case .decorationView: "decoration \(key.kind ?? "")"
        }
    }
}
