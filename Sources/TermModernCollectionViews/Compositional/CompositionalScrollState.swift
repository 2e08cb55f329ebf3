import Foundation

/// What a query of a compositional layout needs to know about scrolling: each orthogonal section's
/// own offset and the collection view's `contentOffset` (for the handlers of ordinary sections).
struct CompositionalScrollState {
    var orthogonalOffsets: [Int: CGFloat] = [:]
    var contentOffset: CGPoint = .zero

    /// `section`'s orthogonal offset, clamped to what its row allows: its resting start before any
    /// scroll; 0 for an ordinary section.
    func offset(of section: CompositionalSectionGeometry) -> CGFloat {
        guard let row = section.orthogonal else { return 0 }
        return row.clamped(orthogonalOffsets[section.section] ?? row.initialOffset)
    }
}
