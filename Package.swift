// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DiffableDataSourceKit",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
    // The one product a consumer depends on. The demo (`music-library`) and the benchmark
    // (`diffable-benchmarks`) are executable targets, not products: SwiftPM gives a root
    // package's executable targets implicit products, so `swift run music-library` and
    // `swift run -c release diffable-benchmarks` work in this repository, while a package
    // that depends on this one neither sees nor builds them.
    products: [
        .library(name: "DiffableDataSourceKit", targets: ["DiffableDataSourceKit"])
    ],
    targets: [
        .target(name: "DiffableDataSourceKit"),
        .executableTarget(
            name: "diffable-benchmarks",
            dependencies: ["DiffableDataSourceKit"],
            path: "Benchmarks/DiffBenchmarks"
        ),
        .testTarget(
            name: "DiffableDataSourceKitTests",
            dependencies: ["DiffableDataSourceKit"]
        ),
        // The kit's music library: the story and the terminal renderer in a
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
        // The same music library as an iOS app writes it: the kit's guide'
        // ModernViewController on a real UITableView. Every file is behind
        // `#if canImport(UIKit)`, so on Linux the module is empty.
        .target(
            name: "MusicLibraryUIKit",
            dependencies: ["DiffableDataSourceKit"],
            path: "Examples/MusicLibraryUIKit",
            exclude: ["README.md"]
        ),
        // The same music library on a real NSTableView, the genres as group rows, through
        // DiffableNSTableDataSource. Every file is behind `#if canImport(AppKit)` (and not Mac
        // Catalyst), so elsewhere the module is empty.
        .target(
            name: "MusicLibraryAppKit",
            dependencies: ["DiffableDataSourceKit"],
            path: "Examples/MusicLibraryAppKit",
            exclude: ["README.md"]
        ),
        // A feed whose server repeats posts across and inside pages, on a headless table:
        // the story in a library (so a test can run it) and `swift run feed`.
        .target(
            name: "FeedDemo",
            dependencies: ["DiffableDataSourceKit"],
            path: "Examples/Feed/FeedDemo"
        ),
        .executableTarget(
            name: "feed",
            dependencies: ["FeedDemo"],
            path: "Examples/Feed/feed"
        ),
        .testTarget(
            name: "FeedDemoTests",
            dependencies: ["FeedDemo"]
        ),
        // The kit's drinks search on a headless collection view: `swift run drinks`.
        // A conversation that keeps the reader's place (scrollAnchor, selection by item), on a
        // headless table: the story in a library (so a test can run it) and `swift run chat`.
        .target(
            name: "ChatDemo",
            dependencies: ["DiffableDataSourceKit"],
            path: "Examples/Chat/ChatDemo"
        ),
        .executableTarget(
            name: "chat",
            dependencies: ["ChatDemo"],
            path: "Examples/Chat/chat"
        ),
        .testTarget(
            name: "ChatDemoTests",
            dependencies: ["ChatDemo"]
        ),
        .executableTarget(
            name: "drinks",
            dependencies: ["DiffableDataSourceKit"],
            path: "Examples/Drinks"
        ),
        .testTarget(
            name: "MusicLibraryDemoTests",
            dependencies: ["MusicLibraryDemo", "DiffableDataSourceKit"]
        ),
        // The music library as an outline (genres > artists > songs) on a headless
        // collection view: the story in a library (so tests can run it) and a thin
        // executable: `swift run outline`.
        .target(
            name: "OutlineDemo",
            dependencies: ["DiffableDataSourceKit", "MusicLibraryDemo"],
            path: "Examples/Outline/OutlineDemo"
        ),
        .executableTarget(
            name: "outline",
            dependencies: ["OutlineDemo"],
            path: "Examples/Outline/outline"
        ),
        .testTarget(
            name: "OutlineDemoTests",
            dependencies: ["OutlineDemo", "MusicLibraryDemo", "DiffableDataSourceKit"]
        ),
        // The same outline on a real UICollectionView with a sidebar list layout. Every
        // file is behind `#if canImport(UIKit)`, so on Linux the module is empty.
        .target(
            name: "OutlineUIKit",
            dependencies: ["DiffableDataSourceKit", "OutlineDemo"],
            path: "Examples/OutlineUIKit",
            exclude: ["README.md"]
        ),
        // UIKit's names for the headless views, so the ported examples below compile here
        // unchanged (empty where UIKit exists).
        .target(
            name: "HeadlessUIKit",
            dependencies: ["DiffableDataSourceKit"],
            path: "Examples/HeadlessUIKit"
        ),
        // Two view controllers written for Apple's diffable data source (as apps write them) and
        // ported by rename: UIKit where it exists, the headless views elsewhere.
        .target(
            name: "ApplePorts",
            dependencies: ["DiffableDataSourceKit", "HeadlessUIKit"],
            path: "Examples/ApplePorts",
            exclude: ["README.md"]
        ),
        // Apple's public members used once each as app code uses them, after the renames and
        // `try` only, built in Swift 5 mode from code not isolated to the main actor.
        .target(
            name: "ApplePortsSwift5",
            dependencies: ["DiffableDataSourceKit", "HeadlessUIKit"],
            path: "Examples/ApplePortsSwift5",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A collection-view screen written for Apple's data source (cell and supplementary
        // registrations, interactive movement, scrollToItem), ported by the documented
        // renames without `try`: UIKit where it exists, the headless collection view elsewhere.
        .target(
            name: "CollectionPort",
            dependencies: ["DiffableDataSourceKit", "HeadlessUIKit"],
            path: "Examples/CollectionPort",
            exclude: ["README.md"]
        ),
        // A live scoreboard bound to @Observable models that change on a timer, on a headless
        // collection view: the story in a library (so a test can run it) and
        // `swift run scoreboard`.
        .target(
            name: "ScoreboardDemo",
            dependencies: ["DiffableDataSourceKit"],
            path: "Examples/Scoreboard/ScoreboardDemo"
        ),
        .executableTarget(
            name: "scoreboard",
            dependencies: ["ScoreboardDemo"],
            path: "Examples/Scoreboard/scoreboard"
        ),
        .testTarget(
            name: "ScoreboardDemoTests",
            dependencies: ["ScoreboardDemo", "DiffableDataSourceKit"]
        ),
        // The same scoreboard as a SwiftUI screen: DiffableList over a UICollectionView. Every
        // file is behind `#if canImport(SwiftUI) && canImport(UIKit)`, so elsewhere the module
        // is empty.
        .target(
            name: "ScoreboardSwiftUI",
            dependencies: ["DiffableDataSourceKit", "ScoreboardDemo"],
            path: "Examples/ScoreboardSwiftUI"
        ),
        .testTarget(
            name: "ApplePortsTests",
            dependencies: ["ApplePorts", "CollectionPort", "HeadlessUIKit", "DiffableDataSourceKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
