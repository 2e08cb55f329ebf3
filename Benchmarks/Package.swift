// swift-tools-version:6.1
import PackageDescription

// Performance benchmarks of TermCollectionView, kept out of the main package so that its
// `swift build` and `swift test` never fetch or compile the benchmark harness.
// Run from this folder: `swift package --disable-sandbox benchmark` (see README.md).
let package = Package(
    name: "TermCollectionViewBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TermCollectionView", path: ".."),
        // The trait is required by the harness on Swift 6.3 (malloc counts through the interposer).
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The scenarios, shared by the harness and by the instruction counter.
        .target(
            name: "CollectionViewScenarios",
            dependencies: [
                .product(name: "TermCollectionView", package: "TermCollectionView"),
                .product(name: "TermApp", package: "TermCollectionView"),
                .product(name: "TermCanvas", package: "TermCollectionView"),
            ]
        ),
        .executableTarget(
            name: "CollectionViewBenchmarks",
            dependencies: [
                "CollectionViewScenarios",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CollectionViewBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Runs one scenario N times for callgrind, which counts instructions where perf cannot.
        .executableTarget(
            name: "FrameInstructions",
            dependencies: ["CollectionViewScenarios"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
