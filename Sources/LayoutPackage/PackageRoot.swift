import Foundation

/// Finds this package's root, which generated packages depend on by path.
///
/// First choice: `TCV_PACKAGE_ROOT`, for a tcv moved away from its sources. Then the compile-time
/// `#filePath` of this file: it names the sources tcv was built from wherever the binary is run or
/// copied, and stays right for any build folder (`.build`, `--scratch-path`, an installed copy).
/// Last, the folders above the running binary (`.build/<triple>/debug/tcv`), for a checkout that was
/// moved after building. Each candidate must hold `Package.swift` and `Sources/UIKitCompat`.
enum PackageRoot {
    static func find(executable: URL?) -> URL? {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["TCV_PACKAGE_ROOT"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        // Sources/LayoutPackage/PackageRoot.swift → the package root.
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent())
        if var folder = executable?.deletingLastPathComponent() {
            while folder.path != "/" {
                candidates.append(folder)
                folder.deleteLastPathComponent()
            }
        }
        return candidates.first(where: isPackageRoot)?.standardizedFileURL
    }

    static func isPackageRoot(_ url: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
            && manager.fileExists(atPath: url.appendingPathComponent("Sources/UIKitCompat").path)
    }

    /// The running executable (`/proc/self/exe` on Linux).
    static var currentExecutable: URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
    }
}
