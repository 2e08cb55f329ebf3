// swift-tools-version:6.0
import PackageDescription

// The README's "Write your own layout" example as a package of its own, built by CI (`.ci/run`):
// it uses TermCollectionView the way another project would, through its library products.
let package = Package(
    name: "ListLayout",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TermCollectionView", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ListLayout",
            dependencies: [
                .product(name: "UIKitCompat", package: "TermCollectionView"),
                .product(name: "TermCurses", package: "TermCollectionView"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
