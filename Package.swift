// swift-tools-version:6.0
import PackageDescription

// Layers, top to bottom (see README "Architecture"):
//   tcv → Demos → UIKitCompat → TermApp → TermCollectionView → TermCanvas;  TermCurses → TermCanvas
// Only TermCurses talks to ncurses (through the CNcurses shim); a program runs a TermApp `Window` in it.
let package = Package(
    name: "TermCollectionView",
    platforms: [.macOS(.v13)],
    products: [
        // Everything a program of its own imports (see Examples/ListLayout).
        .library(name: "TermCanvas", targets: ["TermCanvas"]),
        .library(name: "TermCollectionView", targets: ["TermCollectionView"]),
        .library(name: "TermApp", targets: ["TermApp"]),
        .library(name: "TermCurses", targets: ["TermCurses"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
        .executable(name: "tcv", targets: ["tcv"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "CNcurses",
            path: "Sources/CNcurses",
            cSettings: [.define("_XOPEN_SOURCE_EXTENDED"), .define("NCURSES_WIDECHAR", to: "1")],
            linkerSettings: [.linkedLibrary("ncursesw")]
        ),
        .target(name: "TermCanvas"),
        .target(name: "TermCollectionView", dependencies: ["TermCanvas"]),
        .target(name: "TermApp", dependencies: ["TermCollectionView", "TermCanvas"]),
        .target(name: "UIKitCompat", dependencies: ["TermApp", "TermCollectionView"]),
        .target(name: "TermCurses", dependencies: ["CNcurses", "TermCanvas"]),
        .target(
            name: "Demos",
            dependencies: ["UIKitCompat", "TermApp", "TermCollectionView", "TermCanvas"],
            path: "Demos"
        ),
        .executableTarget(
            name: "tcv",
            dependencies: [
                "Demos", "TermCurses", "TermApp", "TermCollectionView", "TermCanvas",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["TermCanvas"], path: "Tests/TestSupport"),
        // Golden frames are read beside each test file (#filePath), not bundled as resources.
        .testTarget(name: "TermCanvasTests", dependencies: ["TermCanvas", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "TermCollectionViewTests", dependencies: ["TermCollectionView", "TestSupport"]),
        .testTarget(name: "TermAppTests", dependencies: ["TermApp", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(
            name: "DemosTests", dependencies: ["Demos", "TestSupport"],
            exclude: [
                "Flow/Snapshots", "Jungle/Snapshots", "Tree/Snapshots", "Decoration/Snapshots", "Carousel/Snapshots",
                "Gallery/Snapshots", "Updates/Snapshots",
            ]
        ),
        // UIKit-era layout files are Swift 5 code: the port test compiles them as such (DESIGN.md).
        .testTarget(
            name: "UIKitCompatTests", dependencies: ["UIKitCompat"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["tcv", "TestSupport"]),
        .testTarget(name: "TermCursesTests", dependencies: ["TermCurses", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
