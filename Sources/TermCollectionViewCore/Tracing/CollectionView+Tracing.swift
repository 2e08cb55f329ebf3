extension CollectionView {
    /// Reports `call` to `callObserver`. The call is an autoclosure, so without an observer nothing is
    /// built: tracing costs one nil check per call site.
    @inline(__always)
    func trace(_ call: @autoclosure () -> CollectionViewCall) {
        if let callObserver { callObserver(call()) }
    }
}
