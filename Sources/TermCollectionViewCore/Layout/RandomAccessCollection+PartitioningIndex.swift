extension RandomAccessCollection {
    /// The index of the first element for which `belongsInSecondPartition` holds, or `endIndex` if
    /// none does; the collection must already be partitioned by the predicate (every `false` before
    /// every `true`). A binary search, O(log n): how layouts find the first line, group or section
    /// that reaches a rect along the scroll axis without touching the ones before it.
    ///
    /// The name and contract are swift-algorithms' `partitioningIndex(where:)`.
    /// (Inlinable: a generic function is specialized only where its body is seen, and the
    /// compositional layout, in the module above, searches with it every pass.)
    @inlinable package func partitioningIndex(where belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
