// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DiffableDataSourceKit",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
    products: [
        .library(name: "DiffableDataSourceKit", targets: ["DiffableDataSourceKit"]),
        .executable(name: "music-library", targets: ["music-library"]),
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
        // The seed documents' music library: the story and the terminal renderer in a
        // library (so tests can run it), and a thin executable: `swift run music-library`.
        .target(
            name: "MusicLibraryDemo",
            dependencies: ["DiffableDataSourceKit"],
            path: "Examples/MusicLibrary/MusicLibraryDemo"
        ),
        .executableTarget(
            name: "music-library",
            dependencies: ["MusicLibraryDemo"],
            path: "Examples/MusicLibrary/music-library"
        ),
        // The same music library as an iOS app writes it: the seed documents'
        // ModernViewController on a real UITableView. Every file is behind
        // `#if canImport(UIKit)`, so on Linux the module is empty.
        .target(
            name: "MusicLibraryUIKit",
            dependencies: ["DiffableDataSourceKit"],
            path: "Examples/MusicLibraryUIKit",
            exclude: ["README.md"]
        ),
        // The seed documents' drinks search on a headless collection view: `swift run drinks`.
        .executableTarget(
            name: "drinks",
            dependencies: ["DiffableDataSourceKit"],
            path: "Examples/Drinks"
        ),
        .testTarget(
            name: "MusicLibraryDemoTests",
            dependencies: ["MusicLibraryDemo", "DiffableDataSourceKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
