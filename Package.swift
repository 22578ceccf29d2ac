// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DiffableDataSourceKit",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15)],
    products: [
        .library(name: "DiffableDataSourceKit", targets: ["DiffableDataSourceKit"])
    ],
    targets: [
        .target(name: "DiffableDataSourceKit"),
        .testTarget(
            name: "DiffableDataSourceKitTests",
            dependencies: ["DiffableDataSourceKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
