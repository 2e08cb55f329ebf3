/// How the program generated from the user's files begins and ends: the lines of its `main.swift`
/// around the command tree it runs. The program is a command line of its own, so its exit status is
/// its own decision; the lines come from `tcv`'s executable (the only place that ends a process), and
/// this library only writes them into the file.
public struct ProgramEntry: Sendable, Hashable {
    /// The lines before the body, which opens a closure that returns the command tree's status.
    public var opening: [String]
    /// The lines after the body, closing what `opening` opened.
    public var closing: [String]

    /// An entry of these lines.
    public init(opening: [String], closing: [String]) {
        self.opening = opening
        self.closing = closing
    }
}
