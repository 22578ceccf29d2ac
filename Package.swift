// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DiffableDataSourceKit",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
    products: [
        .library(name: "DiffableDataSourceKit", targets: ["DiffableDataSourceKit"]),
        .executable(name: "diffable-benchmarks", targets: ["DiffBenchmarks"]),
    ],
    targets: [
        .target(name: "DiffableDataSourceKit"),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: ["DiffableDataSourceKit"],
            path: "Benchmarks/DiffBenchmarks"
        ),
        .testTarget(
            name: "DiffableDataSourceKitTests",
            dependencies: ["DiffableDataSourceKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
