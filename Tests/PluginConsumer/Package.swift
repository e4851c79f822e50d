// swift-tools-version: 6.0
import PackageDescription

// A package that uses tabspec as an app's package would: it depends on this repository by path, generates the
// Swift of its spec with TabSpecPlugin and calls the runtime's UIKit and SwiftUI adapters. The macOS CI job
// builds it with `xcodebuild` for `generic/platform=iOS Simulator` (docs/Platforms.md); on Linux it builds too,
// without the adapters (they are behind `#if canImport(UIKit)`).
let package = Package(
    name: "PluginConsumer",
    platforms: [.iOS(.v16), .macOS(.v14)],
    products: [
        .library(name: "PluginConsumer", targets: ["PluginConsumer"]),
    ],
    dependencies: [
        .package(name: "tabspec", path: "../.."),
    ],
    targets: [
        .target(
            name: "PluginConsumer",
            dependencies: [.product(name: "TabSpecRuntime", package: "tabspec")],
            plugins: [.plugin(name: "TabSpecPlugin", package: "tabspec")]
        ),
    ]
)
