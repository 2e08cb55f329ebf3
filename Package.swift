// swift-tools-version:6.0
import PackageDescription

// Layers, top to bottom (see README "Architecture"):
//   tcv → Demos → TermCurses → TermCollectionView → TermCanvas
// Only TermCurses talks to ncurses (through the CNcurses shim).
let package = Package(
    name: "TermCollectionView",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TermCollectionView", targets: ["TermCollectionView"]),
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
        .target(name: "UIKitCompat", dependencies: ["TermCollectionView"]),
        .target(name: "TermCurses", dependencies: ["CNcurses", "TermCanvas"]),
        .target(
            name: "Demos",
            dependencies: ["TermCollectionView", "TermCanvas"],
            path: "Demos"
        ),
        .executableTarget(
            name: "tcv",
            dependencies: [
                "Demos", "TermCurses", "TermCollectionView", "TermCanvas",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["TermCanvas"], path: "Tests/TestSupport"),
        // Golden frames are read beside each test file (#filePath), not bundled as resources.
        .testTarget(name: "TermCanvasTests", dependencies: ["TermCanvas", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "TermCollectionViewTests", dependencies: ["TermCollectionView", "TestSupport"]),
        .testTarget(
            name: "DemosTests", dependencies: ["Demos", "TestSupport"],
            exclude: ["Flow/Snapshots", "Jungle/Snapshots", "Tree/Snapshots", "Decoration/Snapshots", "Carousel/Snapshots",
                      "Modern/Snapshots"]
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
