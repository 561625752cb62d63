// swift-tools-version:6.1
// A sample package: UIKit layout code snapshot-tested on Linux with
// pointfreeco/swift-snapshot-testing and Trellis's strategies.
// `scripts/test` builds it and runs its tests against the committed references.
import PackageDescription

let package = Package(
    name: "SnapshotTestingSample",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../.sample-deps/Trellis"),  // a link to this repository, made by scripts/test
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "Badges", dependencies: [.product(name: "TrellisLayout", package: "Trellis")]),
        .testTarget(
            name: "BadgesTests",
            dependencies: [
                "Badges",
                .product(name: "TrellisSnapshotStrategies", package: "Trellis"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
