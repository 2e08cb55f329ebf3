import Foundation
@testable import LayoutPackage
import Testing

/// After tcv (and so the library) was rebuilt, the generated package's next build compiles the
/// library's targets afresh rather than trusting an incremental build, which can keep a module
/// compiled against a class's old layout and crash in tcv's code. Its dependencies stay built.
struct LibraryRebuildTests {
    @Test func theLibrarysTargetsAndThePackagesOwnAreRemovedAndDependenciesKept() throws {
        let manager = FileManager.default
        let base = manager.temporaryDirectory.appendingPathComponent("tcv-rebuild-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: base) }
        let root = base.appendingPathComponent("root"), package = base.appendingPathComponent("package")
        for target in ["TermViews", "TermApp"] {
            try manager.createDirectory(at: root.appendingPathComponent("Sources/\(target)"), withIntermediateDirectories: true)
        }
        let debug = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        let kept = ["ArgumentParser.build", "Modules/ArgumentParser.swiftmodule", "Modules/ArgumentParser.o"]
        let removed = ["TermViews.build", "TermApp.build", "UIKit.build", "App.build",
                       "Modules/TermViews.swiftmodule", "Modules/TermApp.swiftdoc", "Modules/App.o"]
        for path in kept + removed {
            let url = debug.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        LayoutProgram.removeLibraryBuildProducts(in: package, root: root)
        #expect(kept.filter { manager.fileExists(atPath: debug.appendingPathComponent($0).path) } == kept)
        #expect(removed.filter { manager.fileExists(atPath: debug.appendingPathComponent($0).path) } == [])
    }
}
