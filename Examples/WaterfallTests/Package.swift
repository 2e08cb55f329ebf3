// swift-tools-version:6.0
import PackageDescription

// Your UIKit layout, tested on Linux: the sample Examples/Layouts/WaterfallLayout.swift (linked into
// Sources/Waterfall, unchanged) pinned by golden frames, UIKit's invariants and a seeded fuzz run,
// with the LayoutTesting library (README "Test your layouts on Linux CI"). CI runs `swift test` here.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "WaterfallTests",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TermCollectionView", path: "../.."),
    ],
    targets: [
        // `import UIKit` in an iOS file means TermCollectionView's UIKit names here (one line of source).
        .target(name: "UIKit", dependencies: [.product(name: "UIKitCompat", package: "TermCollectionView")]),
        // The layout file as it is in the iOS app: Swift 5 code, UIKit names.
        .target(name: "Waterfall", dependencies: ["UIKit"], swiftSettings: swift5),
        .testTarget(
            name: "WaterfallTests",
            dependencies: [
                "Waterfall",
                .product(name: "LayoutTesting", package: "TermCollectionView"),
                .product(name: "UIKitCompat", package: "TermCollectionView"),
            ],
            exclude: ["__Frames__"]
        ),
    ]
)
