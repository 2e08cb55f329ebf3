#if canImport(Testing)
import Testing
#endif
import XCTest

/// Where an assertion was written: Swift Testing wants the file ID and column, XCTest the path and line.
public struct AssertionLocation: Sendable {
    /// The file ID (`#fileID`), for Swift Testing.
    public var fileID: String
    /// The file path (`#filePath`), for XCTest.
    public var filePath: StaticString
    /// The line (`#line`).
    public var line: UInt
    /// The column (`#column`), for Swift Testing.
    public var column: UInt

    /// The location of the caller; the defaults capture it where an assertion's own defaults are passed on.
    public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Reports a failed assertion to the test framework that runs the test: an issue in Swift Testing
/// (inside a `@Test`), else an `XCTFail` — so the same assertions serve both, as
/// swift-snapshot-testing's do.
func recordFailure(_ message: String, at location: AssertionLocation) {
    #if canImport(Testing)
    if Test.current != nil {
        let source = SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                    line: Int(location.line), column: Int(location.column))
        Issue.record(Comment(rawValue: message), sourceLocation: source)
        return
    }
    #endif
    XCTFail(message, file: location.filePath, line: location.line)
}
