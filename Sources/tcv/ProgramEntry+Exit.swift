import LayoutPackage

extension ProgramEntry {
    /// How a program compiled from the user's `.swift` files ends, as `tcv` itself does: its top-level
    /// code exits with the status its command tree returns. It lives here, in the executable, because
    /// only a command line decides how a process ends (a Swift program's top level has no other way
    /// to give back a status: `@main` cannot return one).
    static let exitingWithStatus = ProgramEntry(opening: ["exit(MainActor.assumeIsolated {"], closing: ["})"])
}
