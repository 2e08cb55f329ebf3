import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A reason `tcv run` cannot show the files: the compiler's diagnostics (already mapped to the user's
/// paths) and a one-line summary.
public struct LayoutProgramError: Error, CustomStringConvertible {
    /// Compiler lines to print first, as they are.
    public var diagnostics: [String] = []
    /// Whether the user's code did not compile (kept in the cache: the same files fail the same way).
    var isCompileError = false
    /// The one-line message.
    public var description: String

    /// Advice on the known ways a UIKit file fails to compile here (see `PortingHints`), one line each.
    public var hints: [String] { isCompileError ? PortingHints.hints(for: diagnostics) : [] }
}

/// Builds the user's layout files into a program that shows them, or finds it already built.
///
/// The generated package lives in `$XDG_CACHE_HOME/tcv/<root>/package` (`~/.cache` without
/// `XDG_CACHE_HOME`), one per package root, so every layout shares its build folder: the library is
/// compiled once and a new layout file recompiles only its own target. It depends on this package by
/// path, has a module named `UIKit` that re-exports `UIKitCompat` (no `CoreGraphics` module: its name
/// would make the library's `canImport(CoreGraphics)` true), so the user's files are copied byte for byte — `import UIKit` works and every compiler
/// line and column is the user's — and compiles them in Swift 5 mode with a generated `main.swift`.
/// (Rewriting `import UIKit` lines instead would have to recognise every spelling, such as
/// `@preconcurrency import UIKit`, and would make the copies differ from the user's files.)
/// Each built program is kept as `bin/<key>`, the key hashing the files' names and contents, the class
/// shown and the tcv binary (whose build includes the library): the same files run again without any
/// build; files that did not compile fail again at once with the same diagnostics. Runtime options
/// (size, keys, counts) are arguments, not part of the key. The cache keeps the
/// `keptPrograms` most recently used programs. `builds.log` gets a line per build (tests read it to
/// tell a cache hit from a build).
public struct LayoutProgram {
    /// The files as the user typed them.
    public let paths: [String]
    /// `--layout NAME`.
    public let layoutName: String?

    /// How the program's `main.swift` begins and ends (`tcv`'s, which decides the exit).
    public let entry: ProgramEntry

    /// The program for the files at `paths`, showing the layout or controller `layoutName` names
    /// (`nil`: the one found in the files), its `main.swift` opened and closed by `entry`.
    public init(paths: [String], layoutName: String?, entry: ProgramEntry) {
        self.paths = paths
        self.layoutName = layoutName
        self.entry = entry
    }

    /// The path of the built program, building it first if it is not cached. `progress` is told when a
    /// build starts (the first one takes a while).
    public func executable(progress: (String) -> Void = { _ in }) throws(LayoutProgramError) -> String {
        let files = try readFiles()
        let app: LayoutApp
        do {
            app = try LayoutDiscovery.find(in: files.map { ($0.path, $0.text) }, named: layoutName)
        } catch {
            throw LayoutProgramError(description: error.description)
        }
        let executableURL = PackageRoot.currentExecutable
        guard let root = PackageRoot.find(executable: executableURL) else {
            throw LayoutProgramError(description: "cannot find the TermCollectionView package that tcv was built from "
                + "(its Package.swift and Sources/UIKitCompat); set TCV_PACKAGE_ROOT to its folder")
        }
        let main = GeneratedMain.source(for: app, entry: entry)
        let key = Self.cacheKey(buildIdentity: Self.buildIdentity(executableURL), root: root, main: main, files: files)
        let cache = Self.cacheFolder(for: root)
        let binary = cache.appendingPathComponent("bin/\(key)")
        if Self.isExecutable(binary) {
            Self.markUsed(binary)
            return binary.path
        }
        // Keyed by the typed paths too: the diagnostics name the files as typed.
        var typedPaths = ContentHash()
        paths.forEach { typedPaths.add($0) }
        let failure = cache.appendingPathComponent("failures/\(key)-\(typedPaths.hex.prefix(8))")
        if let known = Self.recordedFailure(failure) { throw known }
        return try Self.withLock(cache) { () throws(LayoutProgramError) -> String in
            if Self.isExecutable(binary) { return binary.path }
            progress("compiling \(paths.joined(separator: ", ")) (\(app.name)); the first build in this cache also builds the library")
            let package = cache.appendingPathComponent("package")
            try write(package: package, root: root, files: files, main: main, buildIdentity: Self.buildIdentity(executableURL))
            do throws(LayoutProgramError) {
                try build(package: package, files: files)
            } catch {
                if error.isCompileError { Self.record(error, at: failure) }
                throw error
            }
            try install(package.appendingPathComponent(".build/debug/App"), as: binary)
            let log = "\(key) \(app.name) \(paths.joined(separator: " "))\n"
            Self.append(log, to: cache.appendingPathComponent("builds.log"))
            Self.prune(binary.deletingLastPathComponent(), keeping: Self.keptPrograms)
            return binary.path
        }
    }

    struct UserFile {
        var path: String
        var text: String
        /// The name of the copy in the generated package.
        var copyName: String
    }

    /// Whether the files are shown with tcv's generated data source (they hold a layout class, not a
    /// controller with data of its own); false when they cannot be read.
    public var showsGeneratedData: Bool {
        guard let files = try? readFiles(),
              let app = try? LayoutDiscovery.find(in: files.map { ($0.path, $0.text) }, named: layoutName) else { return false }
        if case .layout = app { return true }
        return false
    }

    /// The copies' file names in the generated package's `Sources/App` → the paths as typed: what a
    /// crash report's frames are mapped back with (see `ProgramCrash`).
    public var copies: [String: String] {
        Dictionary(uniqueKeysWithValues: zip(Self.copyNames(for: paths), paths))
    }

    /// Each file's copy is named as the file, or `INDEX-NAME` when an earlier file has that name
    /// (`main.swift` and `TCVSelectors.swift` are the generated program's).
    private static func copyNames(for paths: [String]) -> [String] {
        var used: Set<String> = ["main.swift", "TCVSelectors.swift"]
        return paths.enumerated().map { index, path in
            var copyName = (path as NSString).lastPathComponent
            if !used.insert(copyName).inserted {
                copyName = "\(index)-\(copyName)"
                used.insert(copyName)
            }
            return copyName
        }
    }

    private func readFiles() throws(LayoutProgramError) -> [UserFile] {
        var files: [UserFile] = []
        for (path, copyName) in zip(paths, Self.copyNames(for: paths)) {
            guard path.hasSuffix(".swift") else {
                throw LayoutProgramError(description: "\(path) is not a .swift file")
            }
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw LayoutProgramError(description: "cannot read \(path): "
                    + (FileManager.default.fileExists(atPath: path) ? "not UTF-8 text" : "no such file"))
            }
            files.append(UserFile(path: path, text: text, copyName: copyName))
        }
        return files
    }

    private func write(package: URL, root: URL, files: [UserFile], main: String, buildIdentity: String) throws(LayoutProgramError) {
        let manager = FileManager.default
        let app = package.appendingPathComponent("Sources/App")
        do {
            try? manager.removeItem(at: app)
            // Earlier versions wrote a CoreGraphics module; its name makes `canImport(CoreGraphics)` true
            // for the library too, which then misses its own CGAffineTransform.
            try? manager.removeItem(at: package.appendingPathComponent("Sources/CoreGraphics"))
            try manager.createDirectory(at: app, withIntermediateDirectories: true)
            var selectorClasses: [String] = []
            for file in files {
                let copy = ObjectiveCRewrite(file.text)
                selectorClasses += copy.classes
                try MainQueueRewrite.text(copy.text).write(to: app.appendingPathComponent(file.copyName), atomically: true, encoding: .utf8)
            }
            try ObjectiveCRewrite.installer(for: selectorClasses)
                .write(to: app.appendingPathComponent("TCVSelectors.swift"), atomically: true, encoding: .utf8)
            try main.write(to: app.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            // Unchanged files keep their dates, so SwiftPM neither resolves nor rebuilds them again.
            try writeIfChanged(GeneratedManifest.packageSwift(root: root), to: package.appendingPathComponent("Package.swift"))
            try writeIfChanged("@_exported import UIKitCompat\n", to: package.appendingPathComponent("Sources/UIKit/UIKit.swift"))
            // SwiftPM keeps its list of a dependency's source files until a manifest changes: after tcv
            // (and so maybe the library, with new files) was rebuilt, date the manifest anew.
            let identity = package.appendingPathComponent(".tcv-build")
            if (try? String(contentsOf: identity, encoding: .utf8)) != buildIdentity {
                try manager.setAttributes([.modificationDate: Date()], ofItemAtPath: package.appendingPathComponent("Package.swift").path)
                Self.removeLibraryBuildProducts(in: package, root: root)
                try buildIdentity.write(to: identity, atomically: true, encoding: .utf8)
            }
        } catch {
            throw LayoutProgramError(description: "cannot write the generated package in \(package.path): \(error.localizedDescription)")
        }
    }

    /// Removes what the last build compiled of the library's own targets (their objects and module
    /// files), so the next build compiles them afresh. An incremental build after the library changed
    /// can keep a module compiled against the old shape of a class in a module below it (a stored
    /// property of another type), and the program then crashes in tcv's code, not the user's — a
    /// false finding. The packages the library depends on stay built.
    static func removeLibraryBuildProducts(in package: URL, root: URL) {
        let manager = FileManager.default
        // The library's targets, and the generated package's own two, which import them.
        let targets = ((try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []) + ["UIKit", "App"]
        let build = package.appendingPathComponent(".build")
        let configurations = ((try? manager.contentsOfDirectory(atPath: build.path)) ?? [])
            .map { build.appendingPathComponent($0).appendingPathComponent("debug") }
            .filter { manager.fileExists(atPath: $0.path) }
        for debug in configurations {
            for target in targets {
                try? manager.removeItem(at: debug.appendingPathComponent("\(target).build"))
                for suffix in ["swiftmodule", "swiftdoc", "swiftsourceinfo", "abi.json", "o"] {
                    try? manager.removeItem(at: debug.appendingPathComponent("Modules/\(target).\(suffix)"))
                }
            }
        }
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func build(package: URL, files: [UserFile]) throws(LayoutProgramError) {
        let result: (status: Int32, output: String)
        do {
            result = try ProcessSpawn.run("swift", ["build", "--package-path", package.path, "--product", "App"])
        } catch {
            throw LayoutProgramError(description: "cannot run `swift build`: \(error)")
        }
        guard result.status != 0 else { return }
        let sources = package.appendingPathComponent("Sources/App")
        var map: [String: String] = [:]
        for file in files {
            map[sources.appendingPathComponent(file.copyName).path] = file.path
            // The build may print the resolved path of the cache folder.
            map[sources.resolvingSymlinksInPath().appendingPathComponent(file.copyName).path] = file.path
        }
        let diagnostics = CompilerDiagnostics(pathMap: map)
        let lines = diagnostics.lines(in: result.output)
        let errors = CompilerDiagnostics.errorCount(lines)
        if lines.isEmpty {
            let tail = result.output.split(separator: "\n").suffix(20).map(String.init)
            throw LayoutProgramError(diagnostics: tail, description: "`swift build` failed (status \(result.status)) in \(package.path)")
        }
        throw LayoutProgramError(diagnostics: lines, isCompileError: true, description: "could not compile \(paths.joined(separator: ", ")) "
            + "(\(errors) error\(errors == 1 ? "" : "s"))")
    }

    private func install(_ built: URL, as binary: URL) throws(LayoutProgramError) {
        let manager = FileManager.default
        let temporary = binary.deletingLastPathComponent().appendingPathComponent(".\(binary.lastPathComponent).\(getpid())")
        do {
            try manager.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? manager.removeItem(at: temporary)
            try manager.copyItem(at: built, to: temporary)
            // rename(2) replaces atomically: a concurrent run sees the old program or the new one.
            guard rename(temporary.path, binary.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            throw LayoutProgramError(description: "cannot keep the built program as \(binary.path): \(error.localizedDescription)")
        }
    }
}

extension LayoutProgram {
    /// How a run of the built program ended.
    public struct Termination: Sendable {
        /// The exit status; 128 + n when a signal ended it.
        public var status: Int32
        /// The crash report of the user's code, when the program failed with one from Swift's runtime
        /// (see `ProgramCrash`); the program's other standard error is in it too.
        public var crash: ProgramCrash?
        /// What the program wrote on standard error, unless it crashed or wrote it straight through.
        public var errorOutput: String
        /// Whether the program stopped writing progress for the time limit and was stopped (its crash
        /// report then says where it was).
        public var hung = false
    }

    /// Runs the built program at `path` in this terminal and waits for it. Its standard error is kept
    /// (and its crash report read) unless `backtrace`, when it goes straight to this process's
    /// standard error with Swift's whole backtrace. Swift's backtracer never waits at an interactive
    /// prompt (the terminal is the user's), writes to standard error, where it would otherwise choose
    /// a terminal's standard output, and in plain text.
    ///
    /// With a `progress` file and a `timeLimit` (seconds), a program that writes nothing to the file for
    /// that long is hung: it is stopped with SIGABRT on its main thread and its crash report read.
    /// `outputFile` keeps its standard output instead of showing it.
    ///
    /// `whileWaiting` is called with the program's process id every 20 ms while it runs (see
    /// `ProcessSpawn.runAttached`).
    public func run(_ path: String, arguments: [String], backtrace: Bool, outputFile: URL? = nil,
                    progress: URL? = nil, timeLimit: Double? = nil,
                    whileWaiting: ((pid_t) -> Void)? = nil) throws -> Termination {
        let errorFile = backtrace ? nil
            : FileManager.default.temporaryDirectory.appendingPathComponent("tcv-stderr-\(UUID().uuidString).log")
        defer { if let errorFile { try? FileManager.default.removeItem(at: errorFile) } }
        let inherited = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"]
        // A hung program is stopped with a process-directed SIGABRT, which Linux may hand to another
        // thread than the main one where the user's code loops: every thread's frames are reported then.
        // The stop lands anywhere in the loop, often at the first instruction of a small function the
        // user's code calls, before it has a frame of its own: walking frame pointers from there skips
        // the caller — the user's line. Unwinding by the binary's unwind tables does not.
        let watchesForHangs = progress != nil && timeLimit != nil
        let hangSettings = watchesForHangs ? ["threads=all", "unwind=precise"] : []
        let settings = ([inherited, "interactive=no", "output-to=stderr", "color=no"].compactMap { $0 } + hangSettings)
            .joined(separator: ",")
        var watch: ProcessSpawn.Watch?
        if let progress, let timeLimit { watch = ProcessSpawn.Watch(path: progress.path, timeLimit: timeLimit, report: errorFile) }
        let (status, hung) = try ProcessSpawn.runAttached(path, arguments, outputFile: outputFile, errorFile: errorFile,
                                                          environment: ["SWIFT_BACKTRACE": settings], watch: watch,
                                                          whileWaiting: whileWaiting)
        let output = errorFile.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        // Live, the terminal's crash handler restores the screen and exits with 128 + n itself.
        let crash = status == 0 ? nil : ProgramCrash.parse(output, copies: copies)
        return Termination(status: status, crash: crash, errorOutput: crash == nil ? output : "", hung: hung)
    }
}
