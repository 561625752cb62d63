// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisFormat", targets: ["TrellisFormat"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisDiff", targets: ["TrellisDiff"]),
        .library(name: "TrellisSnapshot", targets: ["TrellisSnapshot"]),
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .target(name: "TrellisSolver"),
        .target(name: "TrellisLayout", dependencies: ["TrellisSolver"]),
        .target(name: "TrellisFormat", dependencies: ["TrellisLayout", "Yams"]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]),
        .target(name: "TrellisRender", dependencies: ["TrellisLayout", "CCairo"]),
        .target(name: "TrellisDiff", dependencies: ["CCairo"]),
        .target(name: "TrellisSnapshot", dependencies: ["TrellisFormat", "TrellisRender", "TrellisDiff"]),
        // assertLayoutSnapshot for XCTest and Swift Testing: its own target so
        // the trellis command doesn't link the test frameworks.
        .target(name: "TrellisSnapshotTesting", dependencies: ["TrellisSnapshot"]),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisSolver", "TrellisLayout", "TrellisFormat", "TrellisRender", "TrellisDiff", "TrellisSnapshot",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"]),
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout"]),
        // UIKit code compiled with only its import switched (no @testable).
        .testTarget(name: "UIKitSnippetTests", dependencies: ["TrellisLayout"]),
        .testTarget(name: "TrellisFormatTests", dependencies: ["TrellisFormat"], exclude: ["Fixtures"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "TrellisFormat"]),
        .testTarget(name: "TrellisDiffTests", dependencies: ["TrellisDiff"], exclude: ["Fixtures"]),
        .testTarget(name: "TrellisSnapshotTests", dependencies: ["TrellisSnapshot", "TrellisSnapshotTesting"], exclude: ["Fixtures"]),
        .testTarget(name: "trellisTests", dependencies: ["trellis"]),
    ]
)
