// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisFormat", targets: ["TrellisFormat"]),
        .library(name: "TrellisInterfaceBuilder", targets: ["TrellisInterfaceBuilder"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisDiff", targets: ["TrellisDiff"]),
        .library(name: "TrellisSnapshot", targets: ["TrellisSnapshot"]),
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
        // Strategies for pointfreeco/swift-snapshot-testing: a product of its
        // own, so only its users build that library.
        .library(name: "TrellisSnapshotStrategies", targets: ["TrellisSnapshotStrategies"]),
        .executable(name: "trellis", targets: ["trellis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The HTTP server behind `trellis preview`, for the command line only
        // (no library product links it). FullFoundation alone: the
        // swift-configuration trait is for reading server settings from the
        // environment, which the preview takes from its options.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
    ],
    targets: [
        .target(name: "TrellisSolver"),
        .target(name: "TrellisLayout", dependencies: ["TrellisSolver"]),
        .target(name: "TrellisFormat", dependencies: ["TrellisLayout", "Yams"]),
        // .xib / .storyboard files read into layout documents; lint.
        .target(name: "TrellisInterfaceBuilder", dependencies: ["TrellisFormat"]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]),
        // libpng and zlib (system), and the setjmp-owning C wrapper both the
        // renderer and the comparer encode PNGs with, so they write the same bytes.
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]),
        // libdeflate (system): whole-buffer inflate for the common PNG and SIMD
        // checksums for Trellis's own encoder (CPNG's fastdecode.c, fastencode.c).
        .systemLibrary(
            name: "CLibDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        .target(name: "CPNG", dependencies: ["CLibPNG", "CLibDeflate"]),
        .target(name: "TrellisRender", dependencies: ["TrellisLayout", "CCairo", "CPNG"]),
        .target(name: "TrellisDiff", dependencies: ["CPNG", "CLibPNG"]),
        .target(name: "TrellisSnapshot", dependencies: ["TrellisFormat", "TrellisInterfaceBuilder", "TrellisRender", "TrellisDiff"]),
        // assertLayoutSnapshot for XCTest and Swift Testing: its own target so
        // the trellis command doesn't link the test frameworks.
        .target(name: "TrellisSnapshotTesting", dependencies: ["TrellisSnapshot", "TrellisInterfaceBuilder"]),
        .target(name: "TrellisSnapshotStrategies", dependencies: [
            "TrellisSnapshotTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisSolver", "TrellisLayout", "TrellisFormat", "TrellisRender", "TrellisDiff", "TrellisSnapshot",
                "TrellisInterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            // The Swift runtime and Foundation linked in (release on Linux): a
            // process starts in half the time without resolving thousands of
            // symbols across a dozen Swift libraries (docs/PERFORMANCE.md).
            // Release only: test bundles load the dynamic runtime with XCTest.
            // Linked by lld, which finds symbols in archives whatever their order
            // (the static Foundation's C parts, named here, come after the
            // libraries that need them).
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-l_CFXMLInterface", "-l_FoundationICU", "-l_FoundationCollections", "-l_FoundationCShims", "-lCoreFoundation", "-lxml2"],
                                          .when(platforms: [.linux], configuration: .release))]
        ),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"]),
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout"]),
        // UIKit code compiled with only its import switched (no @testable).
        // App code written for UIKit is mostly in the Swift 5 language mode
        // (Xcode's default for app targets): the snippets compile as it does.
        .testTarget(name: "UIKitSnippetTests", dependencies: ["TrellisLayout"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "TrellisFormatTests", dependencies: ["TrellisFormat"], exclude: ["Fixtures"]),
        .testTarget(name: "TrellisInterfaceBuilderTests", dependencies: ["TrellisInterfaceBuilder"], exclude: ["Fixtures"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "TrellisFormat"]),
        .testTarget(name: "TrellisDiffTests", dependencies: ["TrellisDiff", "CLibPNG"], exclude: ["Fixtures"]),
        .testTarget(name: "TrellisSnapshotTests", dependencies: ["TrellisSnapshot", "TrellisSnapshotTesting", "TrellisRender"], exclude: ["Fixtures"]),
        .testTarget(name: "trellisTests", dependencies: ["trellis"]),
        .testTarget(name: "TrellisSnapshotStrategiesTests", dependencies: ["TrellisSnapshotStrategies"]),
    ]
)
